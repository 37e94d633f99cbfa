/**
 * Building the evaluation command and its environment (docs/architecture.md "The merge procedure", step 4). The
 * command template comes from the trusted side, but the values put into it (the worktree path, the node
 * id) must never be able to add shell syntax, and the evaluated code must not see the runner's
 * credentials.
 */
import { UserError } from '../errors.js';

const NODE_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/** Throws a UserError naming `name` (a flag or field) unless `id` is a valid Arbor node id. */
export function validateNodeId(id: string, name: string): string {
  if (!NODE_ID.test(id)) {
    throw new UserError(
      `${name}: ${JSON.stringify(id)} is not a valid node id (expected 1-128 characters from ` +
        `A-Z a-z 0-9 . _ -, starting with a letter or digit)`,
    );
  }
  return id;
}

/** Characters that mean nothing to sh in any quoting context (the set Python's shlex.quote leaves bare). */
const SHELL_SAFE = /^[A-Za-z0-9@%+=:,./_-]+$/;

/**
 * POSIX single-quote quoting, the same output as Python's shlex.quote (which Arbor uses): a value made
 * only of safe characters stays bare, so templates written for Arbor such as `cd "{cwd}"` keep working;
 * anything else is wrapped in single quotes, inside which sh gives no character a meaning, and each `'`
 * becomes `'"'"'`. shell-quote's quote() is not used because its output changes form with the content
 * (backslash escapes, double quotes, or single quotes), so whether a value is safe inside a quoted part
 * of the template would depend on which form it picked; one fixed form can be checked below.
 */
export function quoteShellWord(value: string): string {
  if (SHELL_SAFE.test(value)) return value;
  return `'${value.replace(/'/g, `'"'"'`)}'`;
}

const PLACEHOLDER = /\{(cwd|node_id|seed)\}/g;

/** Whether the command template uses `{seed}` (which only a run with a seed can fill). */
export function hasSeedPlaceholder(template: string): boolean {
  return template.includes('{seed}');
}

/**
 * Whether each placeholder position sits in plain unquoted shell text. Quoted values are only correct
 * there: inside `"..."` a single-quoted value is read literally with its quotes and a `$(` in it would
 * run. Command substitution (`$(`, a backtick) makes the context unknown to this small scanner, so
 * everything after one counts as not plain.
 */
function plainPositions(template: string): Set<number> {
  const plain = new Set<number>();
  let quote: "'" | '"' | null = null;
  let unknown = false;
  for (let i = 0; i < template.length; i++) {
    const char = template[i];
    if (quote === null && !unknown && template.startsWith('{', i)) plain.add(i);
    if (quote === "'") {
      if (char === "'") quote = null;
    } else if (char === '\\') {
      i++;
    } else if (char === '`' || (char === '$' && template[i + 1] === '(')) {
      unknown = true;
    } else if (quote === '"') {
      if (char === '"') quote = null;
    } else if (char === "'" || char === '"') {
      quote = char;
    }
  }
  return plain;
}

export interface CommandValues {
  cwd: string;
  nodeId: string;
  /** The run's seed (1, 2, 3, ...): paired runs and the repeats of eval-repeats; absent for a single run. */
  seed?: number | null;
}

/**
 * Replaces `{cwd}`, `{node_id}` and `{seed}` in the eval command with shell-quoted values (a seed is
 * digits only; without one, `{seed}` is refused, which settings.ts already does for the user). A value that needs
 * quoting (a path with spaces or shell characters) is refused where the template puts its placeholder
 * inside quotes or a command substitution, because no quoting is safe there.
 */
export function substituteCommand(template: string, values: CommandValues): string {
  validateNodeId(values.nodeId, '{node_id}');
  const plain = plainPositions(template);
  return template.replace(PLACEHOLDER, (match, name: 'cwd' | 'node_id' | 'seed', offset: number) => {
    if (name === 'seed' && (values.seed ?? null) === null) {
      throw new UserError('eval command: {seed} is used, but this run has no seed (a single run)');
    }
    const value =
      name === 'cwd' ? values.cwd : name === 'node_id' ? values.nodeId : String(values.seed as number);
    const quoted = quoteShellWord(value);
    if (quoted !== value && !plain.has(offset)) {
      throw new UserError(
        `eval command: ${match} is inside quotes or a command substitution, and its value ` +
          `${JSON.stringify(value)} needs shell quoting; write ${match} unquoted (it is substituted already quoted)`,
      );
    }
    return quoted;
  });
}

/**
 * The runner's file commands: a line written to these files becomes the job's environment, PATH,
 * outputs, saved state or summary, so the evaluated code must not even know where they are.
 */
export const FILE_COMMAND_VARIABLES = [
  'GITHUB_ENV',
  'GITHUB_PATH',
  'GITHUB_OUTPUT',
  'GITHUB_STATE',
  'GITHUB_STEP_SUMMARY',
] as const;

/** Variables that carry the runner's credentials or its channels to the Actions service and the job. */
const CREDENTIAL_PATTERNS: readonly RegExp[] = [
  /^INPUT_/i,
  /^GITHUB_TOKEN$/i,
  /^GH_TOKEN$/i,
  /^ACTIONS_RUNTIME_/i,
  /^ACTIONS_ID_TOKEN_/i,
  /^ACTIONS_CACHE_URL$/i,
  /^ACTIONS_RESULTS_URL$/i,
  ...FILE_COMMAND_VARIABLES.map((name) => new RegExp(`^${name}$`, 'i')),
];

/**
 * The environment of the evaluated command: the parent's without the runner's credentials (an Action's
 * inputs include its token) and file commands, TERM=dumb so tools print plain text, plus `extra`
 * (ARBOR_CWD, ARBOR_NODE_ID, the evaluation's own HOME, TMPDIR and XDG folders).
 */
export function evalEnvironment(
  parentEnv: NodeJS.ProcessEnv,
  extra: Readonly<Record<string, string>>,
): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(parentEnv)) {
    if (value === undefined) continue;
    if (CREDENTIAL_PATTERNS.some((pattern) => pattern.test(name))) continue;
    env[name] = value;
  }
  return { ...env, TERM: 'dumb', ...extra };
}
