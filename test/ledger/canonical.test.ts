/**
 * The canonical form of ledger lines: what every MAC and every `Arbor-Ledger` digest is computed over,
 * so it must never change for a line already written. A flat object takes a fast path (no sorted copy);
 * these hold both paths to one text.
 */
import { createHmac } from 'node:crypto';
import { macOf } from '../../src/ledger/mac.js';
import { canonicalJson, type LedgerLine } from '../../src/ledger/line.js';

/** The general path written out: keys sorted at every depth, through a sorted copy. */
function sortedCopy(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedCopy);
  if (value === null || typeof value !== 'object') return value;
  const keys = Object.keys(value).sort();
  return Object.fromEntries(keys.map((key) => [key, sortedCopy((value as Record<string, unknown>)[key])]));
}

const line: LedgerLine = {
  v: 1,
  run_id: 'r-1',
  seq: 3,
  tree: 'a'.repeat(40),
  evaluated_tree: 'b'.repeat(40),
  commit: 'c'.repeat(40),
  evaluator: 'e'.repeat(64),
  seed: 7,
  score: 0.125,
  failure: null,
  exit_code: 0,
  duration_s: 1.5,
  node_id: 'n"<1>',
  gate_version: '1.0.0',
  time: '2026-12-02T00:00:00.000Z',
  run_url: null,
  mac: null,
};

it('writes a line with its keys sorted, exactly as lines were always written', () => {
  expect(canonicalJson(line)).toBe(
    `{"commit":"${'c'.repeat(40)}","duration_s":1.5,"evaluated_tree":"${'b'.repeat(40)}","evaluator":"${'e'.repeat(64)}","exit_code":0,"failure":null,"gate_version":"1.0.0","mac":null,"node_id":"n\\"<1>","run_id":"r-1","run_url":null,"score":0.125,"seed":7,"seq":3,"time":"2026-12-02T00:00:00.000Z","tree":"${'a'.repeat(40)}","v":1}`,
  );
  const { mac: _mac, ...rest } = line;
  expect(macOf(line, 'k'.repeat(32))).toBe(
    createHmac('sha256', 'k'.repeat(32))
      .update(JSON.stringify(sortedCopy(rest)))
      .digest('hex'),
  );
});

it.each([
  ['a flat object', { b: 1, a: 'x', c: null, d: true }],
  ['an undefined value', { b: undefined, a: 1 }],
  ['array-index keys', { 10: 'ten', 2: 'two', b: 1, a: 2 }],
  ['a key starting with a digit', { '1x': 1, a: 2 }],
  ['nested objects and arrays', { z: { y: [3, { b: 1, a: 2 }], x: 1 }, a: [] }],
  ['an empty object', {}],
  ['a string', 'text'],
  ['an array', [{ b: 1, a: 2 }]],
])('gives the sorted copy’s text for %s', (_name, value) => {
  expect(canonicalJson(value)).toBe(JSON.stringify(sortedCopy(value)));
});
