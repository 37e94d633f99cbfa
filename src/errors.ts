/**
 * Errors are thrown deep and caught once at the top (CLI or Action). The class decides the exit code;
 * a UserError's message is shown alone (no stack trace), because it is about the user's input.
 */
export class UserError extends Error {
  readonly exitCode = 2;
  override name = 'UserError';
}

/** git, the file system or the GitHub API failed in a way the user's input did not cause. */
export class InfraError extends Error {
  readonly exitCode = 3;
  override name = 'InfraError';
}

export function exitCodeOf(error: unknown): 2 | 3 {
  return error instanceof UserError ? 2 : 3;
}

/** An error's message on one line, for messages that quote it (JSON.parse quotes the input it choked on). */
export function oneLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\r?\n/g, '\\n');
}
