/**
 * Runs `read` with the runner's `INPUT_*` variables set to `inputs` (and no others), the way the runner
 * hands inputs to a JavaScript action: `@actions/core` reads them from process.env, so the tests set
 * them there for the duration of the call and put the previous ones back.
 */
export function withInputs<T>(inputs: Record<string, string>, read: () => T): T {
  const saved = Object.entries(process.env).filter(([name]) => name.startsWith('INPUT_'));
  for (const [name] of saved) delete process.env[name];
  for (const [name, value] of Object.entries(inputs)) process.env[`INPUT_${name.toUpperCase()}`] = value;
  try {
    return read();
  } finally {
    for (const name of Object.keys(process.env)) if (name.startsWith('INPUT_')) delete process.env[name];
    for (const [name, value] of saved) process.env[name] = value;
  }
}
