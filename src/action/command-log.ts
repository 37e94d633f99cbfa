/**
 * Prints text that the Action does not control (the evaluated command's output, session contents) to
 * the job log so that the runner cannot take any of its lines for a workflow command: inside a
 * collapsible group, between `::stop-commands::<token>` and `::<token>::`, with a token the text
 * cannot guess.
 */
import { randomBytes } from 'node:crypto';
import { terminalSafe } from '../util/terminal.js';

export interface CommandLog {
  /** Writes untrusted text (whole lines), redacted, its control characters escaped. */
  write: (text: string) => void;
  /** Ends the quoted section and the group; safe to call twice. */
  close: () => void;
}

export function openCommandLog(
  title: string,
  write: (text: string) => void,
  redact: (text: string) => string,
): CommandLog {
  const token = `arbor-gate-${randomBytes(16).toString('hex')}`;
  let open = true;
  write(`::group::${title.replace(/[\r\n]/g, ' ')}\n`);
  write(`::stop-commands::${token}\n`);
  return {
    write: (text) => {
      if (open && text !== '') write(terminalSafe(redact(text.endsWith('\n') ? text : `${text}\n`)));
    },
    close: () => {
      if (!open) return;
      open = false;
      write(`::${token}::\n`);
      write('::endgroup::\n');
    },
  };
}
