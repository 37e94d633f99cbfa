/**
 * The ledger push backoff keeps its ceiling between pushes: a writer that just won waits about as long
 * as the ones it beat, instead of starting over at the floor and winning every round (the capture
 * effect that starved seven of ten writers in the writers bench).
 */
import { PUSH_RETRY, PushBackoff } from '../../src/ledger/backoff.js';

it('doubles on a refusal, within its top', () => {
  const backoff = new PushBackoff();
  const pauses = Array.from({ length: 12 }, () => backoff.refused(null));
  expect(pauses.slice(0, 3)).toEqual([PUSH_RETRY.firstMs, 2 * PUSH_RETRY.firstMs, 4 * PUSH_RETRY.firstMs]);
  expect(Math.max(...pauses)).toBe(PUSH_RETRY.maxMs);
});

it('a win halves the ceiling instead of resetting it', () => {
  const backoff = new PushBackoff();
  for (let i = 0; i < 5; i++) backoff.refused(null);
  backoff.pushed();
  expect(backoff.refused(null)).toBe(16 * PUSH_RETRY.firstMs);
  for (let i = 0; i < 10; i++) backoff.pushed();
  expect(backoff.refused(null)).toBe(PUSH_RETRY.firstMs);
});

it('jitters the whole range below the ceiling', () => {
  const backoff = new PushBackoff();
  expect(backoff.refused(() => 0)).toBe(0);
  expect(backoff.refused(() => 0.5)).toBe(PUSH_RETRY.firstMs);
});
