/**
 * The sharded judgement's documents (issue 20), pure: the plan (what was resolved once, which shards
 * run in which wave), the matrix a wave fans out as, and one shard's result. Parsing refuses anything
 * not in the pinned shape, naming where it came from: a result is untrusted text (a shard job wrote
 * it, and the evaluated code ran in that job), a plan is trusted only from the plan job's output.
 */
import { createHash } from 'node:crypto';
import type { Attempt } from '../eval/types.js';
import type { GateInput } from '../gate/input.js';
import { SEED_LIMIT } from '../gate/judgement/seeds.js';
import { MAX_MATRIX_BYTES, MAX_WAVE_SHARDS, SHARD_BY } from '../gate/sharding/setting-rows.js';

export const PLAN_VERSION = 1;

export type Side = 'trunk' | 'candidate';
export type ShardBy = (typeof SHARD_BY)[number];

/** One evaluation: one side's commit on one seed (null: a single unseeded run). */
export interface Shard {
  id: string;
  side: Side;
  tree: string;
  commit: string;
  seed: number | null;
  evaluator: string;
}

/** The candidate commit as the plan job built it: enough to rebuild it byte for byte anywhere. */
export interface PinnedCandidate {
  commit: string;
  /** `Name <email> <seconds> <zone>`, as the commit object spells it. */
  author: string;
  committer: string;
  message: string;
}

/** The gate input every job of the flow runs with: the plan's, never a shard's. */
export type PlanSettings = Omit<GateInput, 'mode' | 'cwd' | 'dryRun' | 'reportPath' | 'ledgerKey' | 'agent'>;

export interface Plan {
  version: typeof PLAN_VERSION;
  trunk_sha: string;
  trunk_branch: string;
  source_sha: string;
  source_ref: string;
  node_id: string | null;
  candidate_tree: string;
  candidate: PinnedCandidate;
  evaluator: string;
  rule: 'single' | 'paired';
  shard_by: ShardBy;
  settings: PlanSettings;
  /** The pair counts the rule looks at: one per wave (single mode: one wave). */
  looks: number[];
  /** Which wave the shards of this document end with (1-based). */
  wave: number;
}

/** The plan document: the plan and every shard planned so far (all waves up to `plan.wave`). */
export interface PlanDocument {
  plan: Plan;
  shards: Shard[];
}

/** One matrix entry: a shard (side-seed) or the two sides of one seed, run alternately on one runner. */
export type MatrixEntry = Shard | { id: string; seed: number | null; shards: string[] };

export interface ShardResult {
  shard: string;
  tree: string;
  commit: string;
  evaluator: string;
  seed: number | null;
  score?: number;
  failure?: { code: 'eval_failed' | 'no_score'; message: string };
  attempts: Attempt[];
  log_digest: string;
  /** Protected files (or git state) the evaluation changed: the run is no measurement. */
  tampered?: Array<{ path: string; message: string }>;
  score_key?: string | null;
  warnings?: string[];
}

const SHA = /^[0-9a-f]{40}$/;
const ID = /^[tc][0-9]{1,3}$/;

/**
 * A shard's id: `t<i>` or `c<i>`, i the pair (or repeat) number from 1, `0` for the unseeded single
 * run. The seed itself is the shard's `seed` (drawn, up to 2^31 - 1: seeds.ts).
 */
export function shardId(side: Side, index: number): string {
  return `${side === 'trunk' ? 't' : 'c'}${index}`;
}

/** The pair numbers of wave `wave` (1-based) of a paired plan: the pairs after the previous look, to this one. */
export function waveSeeds(looks: readonly number[], wave: number): number[] {
  const from = wave === 1 ? 1 : (looks[wave - 2] as number) + 1;
  const to = looks[wave - 1] as number;
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
}

/** The matrix of one wave's shards: `{"include": [...]}`, the two sides of a pair together with shard-by seed. */
export function waveMatrix(shards: readonly Shard[], shardBy: ShardBy): { include: MatrixEntry[] } {
  if (shardBy === 'side-seed') return { include: [...shards] };
  const byPair = new Map<string, { seed: number | null; ids: string[] }>();
  for (const shard of shards) {
    const pair = shard.id.slice(1);
    const entry = byPair.get(pair) ?? { seed: shard.seed, ids: [] };
    entry.ids.push(shard.id);
    byPair.set(pair, entry);
  }
  return {
    include: [...byPair].map(([pair, { seed, ids }]) => ({ id: `s${pair}`, seed, shards: ids })),
  };
}

/** Why a wave cannot fan out (GitHub's matrix limits), naming the settings that size it; null when it can. */
export function matrixLimitProblem(matrix: { include: MatrixEntry[] }, sizedBy: string): string | null {
  if (matrix.include.length > MAX_WAVE_SHARDS) {
    return `the wave has ${matrix.include.length} shards, more than GitHub's ${MAX_WAVE_SHARDS} jobs of one matrix: lower ${sizedBy}`;
  }
  const bytes = Buffer.byteLength(JSON.stringify(matrix));
  if (bytes > MAX_MATRIX_BYTES) {
    return `the wave's matrix is ${bytes} bytes, more than the ${MAX_MATRIX_BYTES} a job output holds: lower ${sizedBy}`;
  }
  return null;
}

/** The digest a result names its attempts' logs by. */
export function logDigest(attempts: readonly Attempt[]): string {
  return `sha256:${createHash('sha256')
    .update(JSON.stringify(attempts.map((a) => a.log)))
    .digest('hex')}`;
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isSeed(value: unknown): value is number | null {
  return (
    value === null ||
    (Number.isSafeInteger(value) && (value as number) >= 1 && (value as number) < SEED_LIMIT)
  );
}

function isSha(value: unknown): value is string {
  return typeof value === 'string' && SHA.test(value);
}

function isShard(value: unknown): value is Shard {
  if (!isObject(value)) return false;
  return (
    typeof value.id === 'string' &&
    ID.test(value.id) &&
    (value.side === 'trunk' || value.side === 'candidate') &&
    isSha(value.tree) &&
    isSha(value.commit) &&
    isSeed(value.seed) &&
    typeof value.evaluator === 'string' &&
    value.id.startsWith(value.side === 'trunk' ? 't' : 'c') &&
    (value.seed === null) === (value.id.slice(1) === '0')
  );
}

/** The plan document in `text`, or the one-line reason it is not one (`label` names where it came from). */
export function parsePlanDocument(text: string, label: string): PlanDocument | { problem: string } {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return { problem: `${label}: not JSON` };
  }
  const bad = (what: string) => ({ problem: `${label}: not an arbor-gate plan (${what})` });
  if (!isObject(doc) || !isObject(doc.plan) || !Array.isArray(doc.shards))
    return bad('expected {"plan", "shards"}');
  const plan = doc.plan;
  if (plan.version !== PLAN_VERSION)
    return bad(`version ${JSON.stringify(plan.version)}, expected ${PLAN_VERSION}`);
  for (const field of ['trunk_sha', 'source_sha', 'candidate_tree'] as const) {
    if (!isSha(plan[field])) return bad(`${field} is not a commit id`);
  }
  const candidate = plan.candidate;
  if (
    !isObject(candidate) ||
    !isSha(candidate.commit) ||
    typeof candidate.author !== 'string' ||
    typeof candidate.committer !== 'string' ||
    typeof candidate.message !== 'string'
  ) {
    return bad('candidate');
  }
  if (typeof plan.trunk_branch !== 'string' || typeof plan.source_ref !== 'string')
    return bad('trunk or source');
  if (plan.node_id !== null && typeof plan.node_id !== 'string') return bad('node_id');
  if (typeof plan.evaluator !== 'string') return bad('evaluator');
  if (plan.rule !== 'single' && plan.rule !== 'paired') return bad('rule');
  if (!SHARD_BY.includes(plan.shard_by as ShardBy)) return bad('shard_by');
  if (!isObject(plan.settings)) return bad('settings');
  const looks = plan.looks;
  if (!Array.isArray(looks) || looks.length === 0 || !looks.every((n) => Number.isSafeInteger(n) && n >= 1)) {
    return bad('looks');
  }
  if (!Number.isSafeInteger(plan.wave) || (plan.wave as number) < 1 || (plan.wave as number) > looks.length) {
    return bad('wave');
  }
  if (!doc.shards.every(isShard)) return bad('a shard is not {id, side, tree, commit, seed, evaluator}');
  const ids = new Set(doc.shards.map((s) => s.id));
  if (ids.size !== doc.shards.length) return bad('two shards share an id');
  return doc as unknown as PlanDocument;
}

const RESULT_KEYS = new Set([
  'shard',
  'tree',
  'commit',
  'evaluator',
  'seed',
  'score',
  'failure',
  'attempts',
  'log_digest',
  'tampered',
  'score_key',
  'warnings',
]);

function isAttempt(value: unknown): value is Attempt {
  return (
    isObject(value) &&
    Number.isSafeInteger(value.n) &&
    typeof value.log === 'string' &&
    (value.score === null || (typeof value.score === 'number' && Number.isFinite(value.score)))
  );
}

function isMessageList(value: unknown): value is Array<{ path: string; message: string }> {
  return (
    Array.isArray(value) &&
    value.every((t) => isObject(t) && typeof t.path === 'string' && typeof t.message === 'string')
  );
}

/** A result file's content, or why it is not in the pinned shape. Never trusted beyond its shape. */
export function parseShardResult(text: string): ShardResult | { problem: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { problem: 'not JSON' };
  }
  if (!isObject(value)) return { problem: 'not a JSON object' };
  const extra = Object.keys(value).filter((key) => !RESULT_KEYS.has(key));
  if (extra.length > 0) return { problem: `unexpected field(s) ${extra.join(', ')}` };
  if (typeof value.shard !== 'string' || !ID.test(value.shard)) return { problem: 'shard is not a shard id' };
  if (!isSha(value.tree) || !isSha(value.commit)) return { problem: 'tree or commit is not an object id' };
  if (typeof value.evaluator !== 'string' || !isSeed(value.seed)) return { problem: 'evaluator or seed' };
  const hasScore = value.score !== undefined;
  const hasFailure = value.failure !== undefined;
  if (hasScore === hasFailure) return { problem: 'expected exactly one of score and failure' };
  if (hasScore && !(typeof value.score === 'number' && Number.isFinite(value.score))) {
    return { problem: 'score is not a finite number' };
  }
  const failure = value.failure;
  if (
    hasFailure &&
    !(
      isObject(failure) &&
      (failure.code === 'eval_failed' || failure.code === 'no_score') &&
      typeof failure.message === 'string'
    )
  ) {
    return { problem: 'failure is not {code: eval_failed | no_score, message}' };
  }
  if (!Array.isArray(value.attempts) || !value.attempts.every(isAttempt)) return { problem: 'attempts' };
  if (value.tampered !== undefined && !isMessageList(value.tampered)) return { problem: 'tampered' };
  if (
    value.warnings !== undefined &&
    !(Array.isArray(value.warnings) && value.warnings.every((w) => typeof w === 'string'))
  ) {
    return { problem: 'warnings' };
  }
  if (value.score_key !== undefined && value.score_key !== null && typeof value.score_key !== 'string') {
    return { problem: 'score_key' };
  }
  if (value.log_digest !== logDigest(value.attempts))
    return { problem: 'log_digest does not match its attempts' };
  return value as unknown as ShardResult;
}
