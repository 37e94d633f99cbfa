/**
 * The results folder the aggregate reads (actions/download-artifact with `merge-multiple` puts every
 * shard's `<id>.json` in one folder): every planned shard's result exactly once, each in the pinned
 * shape and naming the plan's tree, commit, evaluator and seed. Anything else there is a problem
 * naming the shard (or the file): the aggregate's verdict is then `error`, never an accept. Names and
 * contents are untrusted (a shard job wrote them): they are quoted, never followed (no symlink), and
 * read within a size bound.
 */
import { lstat, readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { UserError } from '../errors.js';
import { parseShardResult, type PlanDocument, type Shard, type ShardResult } from './shape.js';

/** A result holds bounded logs (head + tail of each attempt): far more than this is not one. */
const MAX_RESULT_BYTES = 8 * 1024 * 1024;

/** More files than this many per planned shard is not a download of the plan's artifacts. */
const FILES_PER_SHARD = 4;

export type ReadResults = { results: Map<string, ShardResult> } | { problems: string[] };

async function listFiles(dir: string, limit: number): Promise<{ files: string[]; others: string[] }> {
  const files: string[] = [];
  const others: string[] = [];
  const walk = async (folder: string): Promise<void> => {
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (entry.isFile()) files.push(path);
      else others.push(path);
      if (files.length + others.length > limit) return;
    }
  };
  await walk(dir);
  return { files, others };
}

function mismatch(shard: Shard, result: ShardResult): string | null {
  for (const field of ['tree', 'commit', 'evaluator', 'seed'] as const) {
    if (result[field] !== shard[field]) {
      return `shard ${shard.id}: its ${field} ${JSON.stringify(result[field])} is not the plan's ${JSON.stringify(shard[field])}`;
    }
  }
  return null;
}

/** Every planned shard's result from `dir`, or every problem found (each naming its shard or file). */
export async function readResults(dir: string, doc: PlanDocument): Promise<ReadResults> {
  const info = await lstat(dir).catch(() => null);
  if (info === null || !info.isDirectory()) throw new UserError(`results folder ${dir} does not exist`);
  const planned = new Map(doc.shards.map((shard) => [shard.id, shard]));
  const limit = FILES_PER_SHARD * Math.max(1, planned.size);
  const { files, others } = await listFiles(dir, limit);
  const name = (path: string) => JSON.stringify(relative(dir, path));
  const problems = others.map((path) => `${name(path)}: not a regular file (a result is a <id>.json file)`);
  if (files.length + others.length > limit) {
    problems.push(`the results folder holds more than ${limit} files for ${planned.size} planned shard(s)`);
    return { problems };
  }
  const results = new Map<string, ShardResult>();
  const seenAt = new Map<string, string>();
  for (const path of files.sort()) {
    const match = /^([a-z0-9]+)\.json$/.exec(relative(dir, path).split(/[\\/]/).pop() ?? '');
    if (match === null) {
      problems.push(`${name(path)}: not a shard result (only <id>.json files belong in the results folder)`);
      continue;
    }
    const id = match[1] as string;
    const shard = planned.get(id);
    if (shard === undefined) {
      problems.push(`${name(path)}: shard ${id} is not in the plan (an extra or foreign shard)`);
      continue;
    }
    const first = seenAt.get(id);
    if (first !== undefined) {
      problems.push(`shard ${id}: two results (${name(first)} and ${name(path)})`);
      continue;
    }
    seenAt.set(id, path);
    const size = (await lstat(path)).size;
    if (size > MAX_RESULT_BYTES) {
      problems.push(`shard ${id}: its result is ${size} bytes, more than ${MAX_RESULT_BYTES}`);
      continue;
    }
    const parsed = parseShardResult(await readFile(path, 'utf8'));
    if ('problem' in parsed) {
      problems.push(`shard ${id} (${name(path)}): not a shard result: ${parsed.problem}`);
      continue;
    }
    if (parsed.shard !== id) {
      problems.push(
        `shard ${id} (${name(path)}): the file holds the result of shard ${JSON.stringify(parsed.shard)}`,
      );
      continue;
    }
    const wrong = mismatch(shard, parsed);
    if (wrong !== null) {
      problems.push(wrong);
      continue;
    }
    results.set(id, parsed);
  }
  for (const id of planned.keys()) {
    if (!seenAt.has(id))
      problems.push(`shard ${id}: no result (its artifact is missing from the results folder)`);
  }
  return problems.length > 0 ? { problems } : { results };
}
