/**
 * docs/inputs.md is generated from the settings table and action.yml's outputs (`npm run
 * docs:inputs`): the page a user reads every input in cannot drift from what the Action reads.
 */
import { expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { inputsDocument } from '../../src/gate/inputs-doc.js';
import { SETTINGS } from '../../src/gate/setting-table.js';

const root = join(import.meta.dirname, '..', '..');
const action = parse(readFileSync(join(root, 'action.yml'), 'utf8')) as {
  outputs: Record<string, { description: string }>;
};
const outputs = Object.entries(action.outputs).map(([name, o]) => ({ name, description: o.description }));

test('docs/inputs.md is the settings table as npm run docs:inputs writes it', () => {
  expect(readFileSync(join(root, 'docs', 'inputs.md'), 'utf8')).toBe(inputsDocument(SETTINGS, outputs));
});

test('an edited setting changes the page (the check can fail)', () => {
  const edited = SETTINGS.map((row) =>
    row.name === 'eval-timeout' ? { ...row, description: 'Seconds per attempt.' } : row,
  );
  expect(inputsDocument(edited, outputs)).not.toBe(inputsDocument(SETTINGS, outputs));
  expect(inputsDocument(edited, outputs)).toContain('| Seconds per attempt.');
});

test('every input and output has its row, and a description cannot add markup', () => {
  const page = inputsDocument(SETTINGS, outputs);
  for (const row of SETTINGS) expect(page).toContain(`| \`${row.name}\` `);
  for (const output of outputs) expect(page).toContain(`| \`${output.name}\` `);
  const hostile = inputsDocument([{ ...SETTINGS[0]!, description: 'a <img src=x> | *b*' }], []);
  expect(hostile).toContain('a &lt;img src=x> \\| \\*b\\*');
});
