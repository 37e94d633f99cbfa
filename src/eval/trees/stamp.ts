/**
 * What names and vouches for one cached tree (pure). The key is the tree and everything its laid-out
 * ownership depends on: the account's and the gate's ids and the protected set, so a tree cached for
 * another account or another protected set is never the lower layer of this run; a tree's submodules
 * written into it (src/git/submodules.ts) are part of its key too. The stamp is the
 * last file written into an entry: an entry without a stamp that matches its key was never finished.
 */
import { createHash } from 'node:crypto';

export interface TreeKeyParts {
  tree: string;
  account: { uid: number; gid: number };
  gate: { uid: number; gid: number };
  protectedPaths: readonly string[];
  /** The submodules written into the tree (`path@commit`); none keeps the key of a tree without. */
  submodules?: readonly string[];
}

export function treeKey(parts: TreeKeyParts): string {
  const submodules = [...(parts.submodules ?? [])].sort();
  const canonical = JSON.stringify([
    parts.tree,
    parts.account.uid,
    parts.account.gid,
    parts.gate.uid,
    parts.gate.gid,
    [...new Set(parts.protectedPaths)].sort(),
    ...(submodules.length === 0 ? [] : [submodules]),
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

/** An entry's key is its folder's name. */
export const ENTRY_NAME = /^[0-9a-f]{64}$/;

export interface Stamp {
  key: string;
  tree: string;
  /** The key of the full entry this one is a layer over; null: a full tree. */
  base: string | null;
}

/** 2: a full entry keeps its tree's index beside the tree (an entry of 1 has none: it is rebuilt). */
const STAMP_VERSION = 2;

export function stampText(stamp: Stamp): string {
  return `${JSON.stringify({ v: STAMP_VERSION, ...stamp })}\n`;
}

export function readStamp(text: string): Stamp | null {
  try {
    const value = JSON.parse(text) as Record<string, unknown>;
    const { v, key, tree, base } = value;
    if (v !== STAMP_VERSION || typeof key !== 'string' || !ENTRY_NAME.test(key) || typeof tree !== 'string')
      return null;
    if (!/^[0-9a-f]{40,64}$/.test(tree)) return null;
    if (base !== null && (typeof base !== 'string' || !ENTRY_NAME.test(base))) return null;
    return { key, tree, base };
  } catch {
    return null;
  }
}
