/** Finds the session folder a command was pointed at, and refuses a folder that does not exist. */
import { stat } from 'node:fs/promises';
import { UserError } from '../errors.js';
import { resolveSessionDir, sessionPaths, type SessionPaths } from './paths.js';

/** Where a session is: a SESSION_DIR (relative to `cwd`), or `cwd/.arbor/sessions/<runName>`. */
export interface SessionLocation {
  positional?: string;
  cwd: string;
  runName?: string;
}

export async function locateSession(opts: SessionLocation): Promise<SessionPaths> {
  const dir = resolveSessionDir(opts);
  const info = await stat(dir).catch(() => null);
  if (info === null) throw new UserError(`no session folder at ${dir}`);
  if (!info.isDirectory()) throw new UserError(`${dir} is not a session folder (it is a file)`);
  return sessionPaths(dir);
}
