/**
 * `arbor-gate mcp --trusted-settings FILE`: the settings every call of the server uses, pinned (see
 * src/gate/pinning.ts). Read and checked once, when the server starts: an unknown key or a bad value
 * stops it there (exit 2, naming them), not on the first call, and no call ever runs with them.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { UserError } from '../errors.js';
import type { PinnedSettings } from '../gate/input.js';
import { SETTINGS } from '../gate/setting-table.js';
import { resolveGateSettings } from '../gate/settings.js';
import type { TreeMeta } from '../session/tree.js';
import { isObject } from '../util/json.js';
import { verifyArgumentName, verifyInput } from './arguments.js';

/** The meta keys the gate reads: every row's, and trunk's B_dev (the divergence check's base). */
const KNOWN_KEYS: ReadonlySet<string> = new Set([
  ...SETTINGS.flatMap((row) => ('meta' in row && row.meta !== undefined ? [row.meta] : [])),
  'trunk_score',
]);

/**
 * Checks pinned settings as every call would resolve them (no argument counts: each one that shapes a
 * run or a judgement is set aside). A file of settings (not a tree) must hold only keys the gate reads.
 */
export function checkPinned(meta: TreeMeta, label: string, isTree: boolean, cwd: string): void {
  const unknown = isTree ? [] : Object.keys(meta).filter((key) => !KNOWN_KEYS.has(key));
  if (unknown.length > 0) {
    throw new UserError(
      `${label}: unknown key${unknown.length > 1 ? 's' : ''} ${unknown.map((k) => JSON.stringify(k)).join(', ')} (the keys are the tree's meta keys, such as eval_cmd_test, trunk_branch, required_outputs)`,
    );
  }
  const input = verifyInput({ source: 'HEAD' }, cwd, { pinned: { meta, label }, values: {} });
  resolveGateSettings(input, meta, verifyArgumentName, label, { pinned: true });
}

/**
 * Reads `--trusted-settings FILE`: a JSON object of the tree's meta keys (`eval_cmd_test`,
 * `trunk_branch`, ...), or an idea_tree.json whose `meta` is used (its other keys are Arbor's own).
 */
export async function readTrustedSettings(file: string, flag: string, cwd: string): Promise<PinnedSettings> {
  const path = resolve(file);
  const text = await readFile(path, 'utf8').catch((error: unknown) => {
    throw new UserError(
      `${flag}: cannot read ${path} (${(error as NodeJS.ErrnoException).code ?? String(error)})`,
    );
  });
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new UserError(`${flag}: ${path} is not JSON (${(error as Error).message})`);
  }
  const isTree = isObject(parsed) && isObject(parsed.meta);
  const meta = isObject(parsed) && isObject(parsed.meta) ? parsed.meta : parsed;
  if (!isObject(meta)) throw new UserError(`${flag}: ${path} must hold a JSON object of meta keys`);
  checkPinned(meta as TreeMeta, `${flag} ${path}`, isTree, cwd);
  return { meta: meta as TreeMeta, label: path };
}
