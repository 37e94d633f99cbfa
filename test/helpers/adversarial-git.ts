/** A GitExec for the credential guard that runs the git binary directly (the gate passes its GitAdapter). */
import { execFile } from 'node:child_process';
import type { GitExec } from '../../src/gate/credential-guard.js';

export function gitExecIn(dir: string): GitExec {
  return (args) =>
    new Promise((resolve, reject) => {
      execFile('git', args, { cwd: dir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }, (error, stdout) =>
        error ? reject(error) : resolve(stdout),
      );
    });
}
