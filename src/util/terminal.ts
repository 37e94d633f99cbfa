/**
 * Text bound for a terminal or a log. Untrusted text (file and branch names, the evaluation's output,
 * session contents) reaches both, and a terminal obeys control characters in it: ESC sequences move the
 * cursor, erase lines (a REJECTED line wiped and a fake MERGED line drawn), set the title or write the
 * clipboard (OSC 52); a lone CR overwrites the line it is on. Such characters are shown as visible
 * `\uXXXX` escapes instead: the reader sees that something odd was there, and JSON output (--json) stays
 * valid JSON with the same meaning, since that is JSON's own escape.
 */

/**
 * C0 controls, DEL, C1 controls and the Unicode line and paragraph separators: no legitimate file name
 * holds one, and each can hide a path from a glob (picomatch's `.` stops at line terminators) or a
 * line from a reader.
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\x00-\x1f\x7f-\x9f\u2028\u2029]/;
const EVERY_CONTROL = new RegExp(CONTROL.source, 'g');

/**
 * What a terminal must not receive raw: CONTROL except the tab and the newline that separates lines,
 * plus the bidirectional embedding, override and isolate controls, which reorder how a line reads.
 */
// eslint-disable-next-line no-control-regex
const UNSAFE_FOR_TERMINAL = /[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/**
 * The one control sequence the program itself writes: the live status line's redraw (carriage return,
 * erase to end of line), always at the start of its own write. Even when untrusted text begins a write
 * with it, it can only blank the line the cursor is on, which every other write leaves empty (each ends
 * with a newline), so it cannot erase or forge a line that was printed.
 */
export const CLEAR_LINE = '\r\x1b[K';

function escapeCharacter(ch: string): string {
  return `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`;
}

/** The first control character or line separator in `text` (see CONTROL), or null when there is none. */
export function findControlCharacter(text: string): string | null {
  return CONTROL.exec(text)?.[0] ?? null;
}

/** `text` with every control character and line separator escaped, newlines and tabs included: for one-line display. */
export function escapeControls(text: string): string {
  return text.replace(EVERY_CONTROL, escapeCharacter);
}

/** How a code point is named in messages: `U+001B`. */
export function codePointName(ch: string): string {
  return `U+${(ch.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/**
 * Text safe to write to a terminal or a log: newlines and tabs are kept (CRLF becomes LF, which looks
 * the same), a leading CLEAR_LINE is kept, every other control character is escaped.
 */
export function terminalSafe(text: string): string {
  const redraw = text.startsWith(CLEAR_LINE) ? CLEAR_LINE : '';
  return (
    redraw + text.slice(redraw.length).replace(/\r\n/g, '\n').replace(UNSAFE_FOR_TERMINAL, escapeCharacter)
  );
}
