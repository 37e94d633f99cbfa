/**
 * Session text on its way into the report facts: redacted, folded onto one line and capped. Every text
 * taken from the session passes through these before it lands in the facts. (Markdown escaping is the
 * renderer's business: session-markdown.ts.)
 */

const TEXT_MAX = 300;

export type Redact = (text: string) => string;

export function stringOf(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

export function numberOf(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/**
 * `texts.map(redact)` in one redactor pass (thousands of agent or node ids would otherwise cost
 * thousands of passes of every pattern). The texts are joined with NUL, which no credential value
 * contains and no pattern in util/redact.ts matches or looks across, so each piece comes back as it
 * would alone; a match that swallowed a separator would change the piece count, and then each text
 * is redacted alone.
 */
export function redactEach(redact: Redact, texts: readonly string[]): string[] {
  if (texts.length < 2 || texts.some((text) => text.includes('\u0000'))) return texts.map(redact);
  const pieces = redact(texts.join('\u0000')).split('\u0000');
  return pieces.length === texts.length ? pieces : texts.map(redact);
}

/** Already redacted text on one line, capped at `max` characters. */
function flatText(redacted: string, max = TEXT_MAX): string {
  const flat = redacted.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** A non-blank string redacted, on one line and capped (at `max`, default 300); null for anything else. */
export function cleanText(redact: Redact, value: unknown, max = TEXT_MAX): string | null {
  const text = stringOf(value);
  return text === null ? null : flatText(redact(text), max);
}

/** Redacts the non-blank strings among `values` in one pass (see redactEach); null for the others. */
export function cleanTexts(redact: Redact, values: readonly unknown[]): (string | null)[] {
  const texts = values.map(stringOf);
  const present = texts.filter((text): text is string => text !== null);
  const redacted = redactEach(redact, present);
  let next = 0;
  return texts.map((text) => (text === null ? null : flatText(redacted[next++] as string)));
}
