// Writes docs/inputs.md from the settings table and action.yml's outputs (`npm run docs:inputs`);
// `--check` only says whether the file is current (exit 1 when not). test/docs/inputs.test.ts holds
// the file to the same text.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { inputsDocument } from '../src/gate/inputs-doc.js';
import { SETTINGS } from '../src/gate/setting-table.js';

const root = join(import.meta.dirname, '..');
const action = parse(readFileSync(join(root, 'action.yml'), 'utf8')) as {
  outputs: Record<string, { description: string }>;
};
const outputs = Object.entries(action.outputs).map(([name, o]) => ({ name, description: o.description }));
const text = inputsDocument(SETTINGS, outputs);
const file = join(root, 'docs', 'inputs.md');
if (process.argv.includes('--check')) {
  const current = readFileSync(file, 'utf8');
  if (current !== text) {
    console.error('docs/inputs.md differs from the settings table: run npm run docs:inputs');
    process.exit(1);
  }
} else {
  writeFileSync(file, text);
}
