/**
 * What the sharded commands (plan, eval-shard, aggregate) share on the CLI: reading a plan file,
 * this job's own flags (where it runs, what it may write) over the plan's settings.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { UserError } from '../errors.js';
import { settingOf } from '../gate/setting-lookup.js';
import type { PlanDocument } from '../shards/shape.js';
import type { JobInput } from '../shards/planned.js';
import { stringFlag, type Io, type OptionSpec, type ParsedArgs } from './command.js';
import { gateInputFromArgs } from './gate-command.js';
import { settingOptions } from './setting-flags.js';

/** The fields a job of the flow sets for itself; every other setting is the plan's. */
const JOB_FIELDS = [
  'cwd',
  'logDir',
  'keepLogs',
  'ledgerKey',
  'dryRun',
  'push',
  'remote',
  'ledgerPush',
  'reportPath',
] as const;

export const JOB_OPTIONS: OptionSpec = {
  ...settingOptions(JOB_FIELDS.map((field) => settingOf(field))),
  plan: { type: 'string' },
  json: { type: 'boolean' },
};

/** This job's own fields from its flags. */
export function jobInputFromArgs(args: ParsedArgs, io: Io): Partial<JobInput> {
  const input = gateInputFromArgs('verify', args, io);
  return Object.fromEntries(
    JOB_FIELDS.filter((field) => input[field] !== undefined).map((field) => [field, input[field]]),
  ) as Partial<JobInput>;
}

/** The plan document of `--plan FILE`. */
export async function readPlanFlag(args: ParsedArgs, io: Io): Promise<PlanDocument> {
  const file = stringFlag(args, 'plan');
  if (file === undefined)
    throw new UserError('--plan: required (the plan JSON that arbor-gate plan --json printed)');
  const text = await readFile(resolve(io.cwd, file), 'utf8').catch(() => {
    throw new UserError(`--plan: cannot read ${file}`);
  });
  // The plan's checks (and node:crypto, which they hash with) load only when a plan is read.
  const { parsePlanDocument } = await import('../shards/shape.js');
  const doc = parsePlanDocument(text, `--plan ${file}`);
  if ('problem' in doc) throw new UserError(doc.problem);
  return doc;
}
