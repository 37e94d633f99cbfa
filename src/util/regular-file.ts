/**
 * Reading a file that must be a regular file. A session folder's files (the tree, events.jsonl, the
 * run stats, the checkpoint) are whatever its writer left there, a branch's session included: a FIFO
 * there blocks a plain read forever, and a link to /dev/zero never ends one. The file is opened without
 * blocking (O_NONBLOCK opens a FIFO at once and changes nothing for a regular file) and its type is
 * checked on the open descriptor, so the file checked is the file read.
 */
import { constants, open, type FileHandle } from 'node:fs/promises';
import type { Stats } from 'node:fs';

/** The path is something other than a regular file (a FIFO, a device, a folder, a socket). */
export class NotRegularFileError extends Error {}

function kindOf(stats: Stats): string {
  if (stats.isDirectory()) return 'a folder';
  if (stats.isFIFO()) return 'a FIFO';
  if (stats.isCharacterDevice()) return 'a character device';
  if (stats.isBlockDevice()) return 'a block device';
  if (stats.isSocket()) return 'a socket';
  return 'something else';
}

/**
 * Opens `path` for reading when it is a regular file (after links, unless `flags` holds O_NOFOLLOW);
 * throws open's own error (ENOENT when missing), or one that says what the path is instead (the
 * caller names the file).
 */
export async function openRegularFile(path: string, flags = 0): Promise<FileHandle> {
  const file = await open(path, constants.O_RDONLY | constants.O_NONBLOCK | flags);
  try {
    const stats = await file.stat();
    if (!stats.isFile()) throw new NotRegularFileError(`it is ${kindOf(stats)}, not a regular file`);
    return file;
  } catch (error) {
    await file.close();
    throw error;
  }
}

/** The whole content of a regular file at `path` (see openRegularFile). */
export async function readRegularFile(path: string, flags = 0): Promise<Buffer> {
  const file = await openRegularFile(path, flags);
  try {
    return await file.readFile();
  } finally {
    await file.close();
  }
}

/**
 * The text of a regular file at `path`, decoded once: FileHandle.readFile with an encoding decodes
 * chunk by chunk into a string of many pieces, a second copy of a large tree once JSON.parse flattens it.
 */
export async function readRegularText(path: string, flags = 0): Promise<string> {
  return (await readRegularFile(path, flags)).toString('utf8');
}
