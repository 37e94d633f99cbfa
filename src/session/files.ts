/** Reading a session's optional files: presence checks and small JSON files, tolerant, never fatal. */
import { access, lstat } from 'node:fs/promises';
import { isObject } from '../util/json.js';
import { readRegularText } from '../util/regular-file.js';
import { oneLine } from '../errors.js';

/** True when `path` exists (symlinks followed). */
export function pathExists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

/** True when there is a directory entry at `path`, even a dangling symlink (not followed). */
export function entryExists(path: string): Promise<boolean> {
  return lstat(path).then(
    () => true,
    () => false,
  );
}

export type JsonFileRead =
  | { state: 'missing' }
  | { state: 'unreadable'; reason: string }
  | { state: 'ok'; value: Record<string, unknown> };

/** Reads a JSON object file; a missing file, bad JSON or a non-object is reported, not thrown. */
export async function readJsonObjectFile(path: string): Promise<JsonFileRead> {
  let text: string;
  try {
    text = await readRegularText(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === 'ENOENT'
      ? { state: 'missing' }
      : { state: 'unreadable', reason: (error as Error).message };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { state: 'unreadable', reason: `not valid JSON (${oneLine(error)})` };
  }
  return isObject(value) ? { state: 'ok', value } : { state: 'unreadable', reason: 'not a JSON object' };
}
