/**
 * Seeds the branch cannot know before its tree exists (issue 36 item 5), through the CLI entry on real
 * repositories: drawn per candidate tree from the ledger key, below 2^31, different for every
 * candidate tree and for every key, and trunk's side of each pair runs on the candidate's seeds.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { drawnSeeds, SEED_LIMIT } from '../../src/gate/judgement/seeds.js';
import type { PairedJudgement, Verdict } from '../../src/gate/verdict.js';
import { gateInProcess } from '../helpers/gate-cli.js';
import { createGateRepo, type GateRepo } from '../helpers/gate-repo.js';
import { seedsOf } from '../helpers/seeds.js';

/** Records `side seed` (trunk's tree holds solution 5) for every run, and prints the solution. */
const RECORDING_EVAL = `#!/bin/sh
cd "$(dirname "$0")" || exit 2
s=$(cat solution.txt)
if [ "$s" = 5 ]; then side=trunk; else side=candidate; fi
echo "$side $ARBOR_SEED" >> "$1"
echo "{\\"score\\": $s}"
`;

let repo: GateRepo;
let record: string;

beforeEach(async () => {
  repo = await createGateRepo({ score: 5, files: { 'eval.sh': { executable: RECORDING_EVAL } } });
  record = join(repo.root, 'record.txt');
});
afterEach(() => repo.cleanup());

/** The paired rule at exactly two pairs. */
const TWO_PAIRS = ['--judge', 'paired', '--min-repeats', '2', '--max-repeats', '2'];

async function paired(source: string, extra: string[] = []) {
  const { verdict } = await gateInProcess<Verdict & { judgement: PairedJudgement }>(repo, [
    'verify',
    '--source',
    source,
    ...TWO_PAIRS,
    '--eval-cmd-test',
    `sh {cwd}/eval.sh ${record}`,
    '--eval-isolation',
    'none',
    ...extra,
  ]);
  return verdict;
}

/** The recorded runs since the last call, as `side seed` lines. */
let seen = 0;
function newRuns(): string[] {
  const lines = readFileSync(record, 'utf8').trim().split('\n');
  const fresh = lines.slice(seen);
  seen = lines.length;
  return fresh;
}

describe('seeds', () => {
  beforeEach(() => (seen = 0));

  it("differ per candidate tree, come from the ledger key, stay below 2^31, and trunk's side runs on them", async () => {
    repo.commit('arbor/a', { 'solution.txt': '7\n' });
    repo.commit('arbor/b', { 'solution.txt': '8\n' });
    const a = await paired('arbor/a');
    const [a1, a2] = await seedsOf(repo, 'arbor/a', 2);
    expect(a.judgement.seeds).toEqual([a1, a2]);
    expect(newRuns()).toEqual([`trunk ${a1}`, `candidate ${a1}`, `candidate ${a2}`, `trunk ${a2}`]);

    const b = await paired('arbor/b');
    const [b1, b2] = await seedsOf(repo, 'arbor/b', 2);
    expect(b.judgement.seeds).toEqual([b1, b2]);
    // Trunk's side on the candidate's seeds: run again, not trunk's runs made for arbor/a.
    expect(newRuns()).toEqual([`trunk ${b1}`, `candidate ${b1}`, `candidate ${b2}`, `trunk ${b2}`]);

    const all = [a1, a2, b1, b2] as number[];
    expect(new Set(all).size).toBe(4);
    for (const seed of all) {
      expect(Number.isInteger(seed) && seed >= 1 && seed < SEED_LIMIT).toBe(true);
    }
    expect(all.some((seed) => seed <= 2)).toBe(false);
  }, 180_000);

  it('are not known without the key: another key draws other seeds for the same tree', async () => {
    repo.commit('arbor/a', { 'solution.txt': '7\n' });
    const tree = repo.git(['rev-parse', 'arbor/a^{tree}']);
    const one = 'k'.repeat(40);
    const other = 'q'.repeat(40);
    const first = await paired('arbor/a', ['--ledger-key', one]);
    expect(first.judgement.seeds).toEqual(drawnSeeds(one, tree, 2));
    const second = await paired('arbor/a', ['--ledger-key', other]);
    expect(second.judgement.seeds).toEqual(drawnSeeds(other, tree, 2));
    expect(second.judgement.seeds).not.toEqual(first.judgement.seeds);
  }, 180_000);
});

describe('drawnSeeds', () => {
  it('is deterministic per (key, tree), distinct, and in 1 .. 2^31 - 1', () => {
    const key = 'k'.repeat(40);
    const seeds = drawnSeeds(key, 'a'.repeat(40), 200);
    expect(drawnSeeds(key, 'a'.repeat(40), 200)).toEqual(seeds);
    expect(new Set(seeds).size).toBe(200);
    for (const seed of seeds) expect(seed >= 1 && seed < SEED_LIMIT).toBe(true);
    expect(drawnSeeds(key, 'b'.repeat(40), 3)).not.toEqual(seeds.slice(0, 3));
  });
});
