/** Where an Arbor session keeps its files (spec "Checkpoint Files"). */
import { isAbsolute, join, resolve } from 'node:path';
import { UserError } from '../errors.js';

export const SESSIONS_DIR = join('.arbor', 'sessions');
const RUN_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

export interface SessionPaths {
  /** The session folder, `<workspace>/.arbor/sessions/<run>`. */
  dir: string;
  /** The project root that holds `.arbor/` (null when the folder is not in that layout). */
  workspace: string | null;
  runName: string;
  tree: string;
  treeMarkdown: string;
  checkpoint: string;
  messages: string;
  events: string;
  runStats: string;
  report: string;
  experiments: string;
}

export function sessionPaths(dir: string): SessionPaths {
  const abs = resolve(dir);
  const parts = abs.split(/[\\/]/);
  const runName = parts.at(-1) ?? '';
  const inLayout = parts.at(-2) === 'sessions' && parts.at(-3) === '.arbor';
  const coordinator = join(abs, '.coordinator');
  return {
    dir: abs,
    workspace: inLayout ? parts.slice(0, -3).join('/') || '/' : null,
    runName,
    tree: join(coordinator, 'idea_tree.json'),
    treeMarkdown: join(coordinator, 'idea_tree.md'),
    checkpoint: join(coordinator, 'checkpoint.json'),
    messages: join(coordinator, 'messages.jsonl'),
    events: join(abs, 'events.jsonl'),
    runStats: join(abs, 'run_stats.json'),
    report: join(abs, 'REPORT.md'),
    experiments: join(abs, 'experiments'),
  };
}

/** A run name is one path segment: it can never climb out of `.arbor/sessions/`. */
export function validateRunName(runName: string, flag = '--run-name'): string {
  if (!RUN_NAME.test(runName) || runName.includes('..')) {
    throw new UserError(
      `${flag} must be a single folder name of letters, digits, '.', '_' or '-' (got ${JSON.stringify(runName)})`,
    );
  }
  return runName;
}

/** The session folder from a positional SESSION_DIR, or from --cwd and --run-name. */
export function resolveSessionDir(opts: { positional?: string; cwd?: string; runName?: string }): string {
  if (opts.positional !== undefined && opts.positional !== '') {
    if (opts.runName !== undefined) {
      throw new UserError('give either a SESSION_DIR argument or --run-name, not both');
    }
    return isAbsolute(opts.positional)
      ? opts.positional
      : resolve(opts.cwd ?? process.cwd(), opts.positional);
  }
  if (opts.runName === undefined || opts.runName === '') {
    throw new UserError(
      'no session given: pass SESSION_DIR, or --run-name NAME (with --cwd DIR for the project root)',
    );
  }
  return join(resolve(opts.cwd ?? process.cwd()), SESSIONS_DIR, validateRunName(opts.runName));
}
