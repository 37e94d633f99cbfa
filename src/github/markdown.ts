/**
 * Text rules shared by every GitHub surface the Action writes to (comment, summary, status): text from
 * the evaluated branch or the session is shown, never interpreted. Pure functions. Each untrusted
 * string was escaped where the body was rendered (util/markdown.ts); here the document is assembled,
 * mentions are neutralised once more over the whole of it, and it is fitted to GitHub's limits.
 */
import { codeBlock } from '../util/markdown.js';

/**
 * `@name` and `@org/team` would notify people from a bot comment; a zero-width joiner after the `@`
 * keeps the text readable without the mention. An `@` preceded by a word character (an e-mail
 * address, `user@host`) is not a mention and stays as it is.
 */
export function neutralizeMentions(text: string): string {
  return text.replace(/(^|[^\w@`])@(?=[A-Za-z0-9])/g, '$1@\u200D');
}

/** Keeps the head and the tail of `text` within `maxChars`, saying how much was cut from the middle. */
export function truncateMiddle(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  const note = (cut: number) => `\n... [${cut} characters cut; the full log is on the run page] ...\n`;
  const room = Math.max(0, maxChars - note(text.length).length);
  const head = Math.ceil(room / 2);
  const tail = room - head;
  return `${text.slice(0, head)}${note(text.length - room)}${tail > 0 ? text.slice(-tail) : ''}`;
}

/** Cuts `text` to `maxChars` at the end, with a note; for parts where the head matters most. */
export function truncateEnd(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  const note = "\n\n... [cut to fit GitHub's size limit; see the run page] ...\n";
  return `${text.slice(0, Math.max(0, maxChars - note.length))}${note}`;
}

export interface GitHubDocument {
  /** Markdown shown first (verdict or report), from trusted rendering of possibly untrusted values. */
  body: string;
  /** Evaluator output, shown in a collapsed code block; its middle is cut first when space runs out. */
  log?: string;
  /** Link to the run, always kept. */
  runUrl: string;
  /** Lines put before the body and never cut (the sticky-comment marker). */
  header?: string;
}

/**
 * Renders a document within `maxChars`: secrets redacted, mentions neutralised, the log in a safe
 * code fence. The log is cut in the middle first; only if the body alone is too long is it cut too.
 */
export function renderDocument(
  doc: GitHubDocument,
  maxChars: number,
  redact: (text: string) => string,
): string {
  const header = doc.header ? `${doc.header}\n` : '';
  const footer = `\n\n[Run log](${doc.runUrl})\n`;
  const body = neutralizeMentions(redact(doc.body)).trimEnd();
  const log = doc.log ? neutralizeMentions(redact(doc.log)) : '';
  const logBlock = (text: string) =>
    text
      ? `\n\n<details><summary>Evaluator output</summary>\n\n${codeBlock(text, 'text')}\n\n</details>`
      : '';
  const fixed = header.length + footer.length;
  const withLog = (text: string) => `${header}${body}${logBlock(text)}${footer}`;
  const full = withLog(log);
  if (full.length <= maxChars) return full;
  // Room left for the log once the body, header, footer and the log block's frame are in. Cutting the
  // log can only shorten its fence, so the frame measured on the whole log is an upper bound.
  const frame = logBlock(log).length - log.length;
  const logRoom = maxChars - fixed - body.length - frame;
  if (log && logRoom >= 200) return withLog(truncateMiddle(log, logRoom));
  return `${header}${truncateEnd(body, maxChars - fixed)}${footer}`;
}
