/** Finds the session folder a command was pointed at, and refuses a folder that does not exist. */
import { stat } from 'node:fs/promises';
import { UserError } from '../errors.js';
import { resolveSessionDir, sessionPaths, type SessionPaths } from './paths.js';

export async function locateSession(opts: {
  positional?: string;
  cwd: string;
  runName?: string;
}): Promise<SessionPaths> {
  const dir = resolveSessionDir(opts);
  const info = await stat(dir).catch(() => null);
  if (info === null) throw new UserError(`no session folder at ${dir}`);
  if (!info.isDirectory()) throw new UserError(`${dir} is not a session folder (it is a file)`);
  return sessionPaths(dir);
}
