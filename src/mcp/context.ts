/** What every tool handler of the server shares: where it runs, the pinned settings, the locks. */
import { realpath } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js';
import type { ServerNotification, ServerRequest } from '@modelcontextprotocol/sdk/types.js';
import { defaultGitFactory } from '../git/adapter.js';
import type { OperatorSettings } from './arguments.js';
import type { RepositoryLocks } from './lock.js';

export interface ServerContext {
  /** The server's --cwd: tool arguments' folders are relative to it. */
  cwd: string;
  /** --trusted-settings (which no argument overrides) and the operator's flags (operator-settings.ts). */
  operator: OperatorSettings;
  env: NodeJS.ProcessEnv;
  /** Where logs and the evaluation's output go (stdout carries JSON-RPC alone). */
  stderr: (text: string) => void;
  locks: RepositoryLocks;
  /** Aborted when the server is told to stop (SIGINT/SIGTERM): every running evaluation ends. */
  signal: AbortSignal;
}

export type CallExtra = RequestHandlerExtra<ServerRequest, ServerNotification>;

/** What a tree-mutating call locks: the repository holding `dir` (its shared git folder), else `dir`. */
export async function repositoryKey(dir: string): Promise<string> {
  const folder = resolve(dir);
  try {
    const where = await defaultGitFactory(folder).whereInRepository();
    if (where !== null) return await realpath(await defaultGitFactory(where.top).commonDir());
  } catch {
    // Not a folder git can open: the call itself says what is wrong; the folder is the key.
  }
  return folder;
}

/** The call's signal, aborted too when the server stops. */
export function callSignal(ctx: ServerContext, extra: CallExtra): AbortSignal {
  return AbortSignal.any([ctx.signal, extra.signal]);
}
