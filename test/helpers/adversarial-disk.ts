/**
 * Storage faults for the adversarial suite. A read-only folder: chmod for an ordinary user; root
 * ignores permissions, so for root the folder is bind-mounted read-only onto itself. A full disk: a
 * tiny tmpfs mounted on the folder and filled up (root only; null elsewhere, and the caller says so).
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, cpSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const isRoot = process.getuid?.() === 0;

function setWritable(dir: string, writable: boolean): void {
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isDirectory()) chmodSync(join(entry.parentPath, entry.name), writable ? 0o755 : 0o555);
  }
  chmodSync(dir, writable ? 0o755 : 0o555);
}

/** Makes `dir` read-only; returns the function that undoes it. */
export function makeReadOnly(dir: string): () => void {
  if (!isRoot) {
    setWritable(dir, false);
    return () => setWritable(dir, true);
  }
  execFileSync('mount', ['--bind', dir, dir]);
  execFileSync('mount', ['-o', 'remount,bind,ro', dir]);
  return () => execFileSync('umount', [dir]);
}

/**
 * Replaces `dir` by a full file system holding the same files (only root can mount); returns the
 * function that unmounts it and puts the original content back, or null when mounting is not possible.
 */
export function makeFull(dir: string): (() => void) | null {
  if (!isRoot) return null;
  const saved = mkdtempSync(join(tmpdir(), 'adversarial-disk-'));
  cpSync(dir, saved, { recursive: true });
  const size = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((f) => statSync(join(dir, f)).size)
    .reduce((a, b) => a + b, 0);
  try {
    execFileSync('mount', [
      '-t',
      'tmpfs',
      '-o',
      `size=${Math.ceil((size + 256 * 1024) / 4096) * 4096}`,
      'tmpfs',
      dir,
    ]);
  } catch {
    rmSync(saved, { recursive: true, force: true });
    return null;
  }
  cpSync(saved, dir, { recursive: true });
  // Fill what is left, then drop any slack the filler could not take.
  try {
    writeFileSync(join(dir, '.filler'), Buffer.alloc(64 * 1024 * 1024));
  } catch {
    // ENOSPC is the point: the file system is now full.
  }
  return () => {
    execFileSync('umount', [dir]);
    cpSync(saved, dir, { recursive: true });
    rmSync(saved, { recursive: true, force: true });
  };
}
