/**
 * Authentication of ledger lines and the digest that ties a merge commit to the lines that decided it.
 * Notes refs cannot be protected on GitHub, and anyone who can push (the agent included) can push notes:
 * only a line whose HMAC-SHA256 under `ledger-key` verifies is ever reused or counted (SECURITY.md).
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { canonicalJson, type LedgerLine } from './line.js';

/** What a line's MAC covers: the line without its `mac` field, in canonical form. */
function macInput(line: LedgerLine): string {
  const { mac: _mac, ...rest } = line;
  return canonicalJson(rest);
}

export function macOf(line: LedgerLine, key: string): string {
  return createHmac('sha256', key).update(macInput(line)).digest('hex');
}

/** The line with its MAC under `key`; without a key, `mac: null` (shown as unverified, never reused). */
export function signLine(line: LedgerLine, key: string | null): LedgerLine {
  return { ...line, mac: key === null ? null : macOf({ ...line, mac: null }, key) };
}

/** True when the line's MAC is the one `key` gives; false without a key or a MAC. */
export function isAuthentic(line: LedgerLine, key: string | null): boolean {
  if (key === null || line.mac === null || !/^[0-9a-f]{64}$/.test(line.mac)) return false;
  return timingSafeEqual(Buffer.from(line.mac, 'hex'), Buffer.from(macOf(line, key), 'hex'));
}

/**
 * The `Arbor-Ledger: sha256:…` digest: over the deciding lines in canonical form (MAC included), sorted
 * and joined by newlines, so it does not depend on the note's bytes or their order.
 */
export function ledgerDigest(lines: readonly LedgerLine[]): string {
  const text = lines.map(canonicalJson).sort().join('\n');
  return `sha256:${createHash('sha256').update(text).digest('hex')}`;
}
