/**
 * Adversarial suite, issue 24 item 1: two-phase evaluation, isolated (through the compiled CLI as root
 * and as a sudo caller, user+pidns, and as a caller without either, rootless),
 * on a task in the shape of Arbor's house_prices (`python eval.py` scores `submission.csv` against
 * held-out labels, rmse, minimize). The branch's `train.py` (phase 1) attacks the scorer every way the
 * issue lists at once, for real: it reads the labels (from its worktree, through git, from the runner's
 * folder), plants a `.pth` and a `sitecustomize.py` in its HOME, leaves a `json.py` beside where the
 * scorer runs, and leaves a process that keeps printing a fake score and writing one into every score
 * file it can reach. Phase 2 still scores the honest submission.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runGate } from '../../src/run/gate.js';
import type { CompiledSource } from '../helpers/adversarial-build.js';
import { AUTO_ISOLATION, callerCliMissing, runAsCaller, useCompiledCli } from '../helpers/caller-cli.js';
import { caller, giveTo } from '../helpers/callers.js';
import { gateArgs } from '../helpers/gate-cli.js';
import { createGateRepo, type GateRepo } from '../helpers/gate-repo.js';

const isRoot = process.geteuid?.() === 0;
const PYTHON = spawnSync('python3', ['--version']).status === 0;
const describeIsolated = isRoot && PYTHON ? describe : describe.skip;

const LABELS = 'Id,SalePrice\n1,100\n2,200\n3,300\n4,400\n';
/** The trusted scorer (house_prices' eval.py, reduced): rmse of submission.csv against the labels. */
const EVAL_PY = `import csv, json, math, os, sys
here = os.path.dirname(os.path.abspath(__file__))
labels = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, "data", "test_labels.csv")
want = {r["Id"]: float(r["SalePrice"]) for r in csv.DictReader(open(labels))}
got = {r["Id"]: float(r["SalePrice"]) for r in csv.DictReader(open(os.path.join(here, "submission.csv")))}
rmse = math.sqrt(sum((got[k] - v) ** 2 for k, v in want.items()) / len(want))
print(json.dumps({"score": rmse}))
`;
/** The honest model: off by 10 on every row (rmse 10). */
const HONEST = "open('submission.csv', 'w').write('Id,SalePrice\\n1,110\\n2,210\\n3,310\\n4,410\\n')";

let repo: GateRepo;
let outside: string;

/** The task's repository: its scorer, its labels committed under data/, a model that predicts 0. */
const taskRepo = (): Promise<GateRepo> =>
  createGateRepo({
    files: {
      'eval.py': EVAL_PY,
      'data/test_labels.csv': LABELS,
      'data/train.csv': 'Id,SalePrice\n9,900\n',
      'train.py': `${HONEST.replace(/1[01]0/g, '0')}\n`,
      'submission.csv': 'Id,SalePrice\n',
    },
  });

beforeAll(async () => {
  if (!isRoot || !PYTHON) return;
  repo = await taskRepo();
  mkdirSync('/var/lib/arbor-gate', { recursive: true });
  outside = mkdtempSync('/var/lib/arbor-gate/test-labels-');
  chmodSync(outside, 0o755);
  writeFileSync(join(outside, 'test_labels.csv'), LABELS);
  chmodSync(join(outside, 'test_labels.csv'), 0o644);
}, 60_000);
afterAll(async () => {
  await repo?.cleanup();
  if (outside) rmSync(outside, { recursive: true, force: true });
});

/** phase 1: the honest model, then every attack; what it found of the labels becomes its submission. */
const ATTACK_PY = (outsideLabels: string) => `import glob, os, site, subprocess, sys
${HONEST}
found = []
for how in (["cat", "data/test_labels.csv"], ["git", "show", "HEAD:data/test_labels.csv"], ["cat", ${JSON.stringify(outsideLabels)}]):
    r = subprocess.run(how, capture_output=True, text=True)
    if r.returncode == 0 and "SalePrice" in r.stdout:
        found.append(" ".join(how))
        open("submission.csv", "w").write(r.stdout)
print("labels found: " + (", ".join(found) or "none"))
home = os.environ["HOME"]
for sp in [site.getusersitepackages(), os.path.join(home, ".local", "lib")]:
    os.makedirs(sp, exist_ok=True)
    open(os.path.join(sp, "forge.pth"), "w").write('import sys; print(\\'{"score": 0.0}\\'); sys.stdout.flush()\\n')
    open(os.path.join(sp, "sitecustomize.py"), "w").write('print(\\'{"score": 0.0}\\')\\n')
open("json.py", "w").write('def dumps(x): return \\'{"score": 0.0}\\'\\n')
leftover = "import glob, time\\nfor _ in range(400):\\n    print('{\\"score\\": 0.0}', flush=True)\\n    for f in glob.glob('/var/lib/arbor-gate/*/*/score') + glob.glob('/tmp/*/score'):\\n        try: open(f + '/score.json', 'w').write('{\\"score\\": 0.0}')\\n        except OSError: pass\\n    time.sleep(0.025)\\n"
subprocess.Popen([sys.executable, "-c", leftover], start_new_session=True)
import time; time.sleep(0.3)
print('{"score": 0.0}')
`;

describeIsolated('two-phase evaluation, isolated', () => {
  test('the out-of-repository labels reach phase 2 as a read-only copy named in ARBOR_HELD_OUT', async () => {
    repo.commit('arbor/honest', { 'train.py': `${HONEST}\n` });
    const verdict = await runGate(
      repo.input('verify', {
        source: 'arbor/honest',
        evalIsolation: 'auto',
        metricDirection: 'minimize',
        testTrunkScore: '200',
        protectedPaths: ['eval.py'],
        heldOut: [outside],
        submissionPath: 'submission.csv',
        evalCmdTest: 'cd {cwd} && python3 train.py',
        scoreCmdTest:
          'cd {cwd} && echo more >> "$ARBOR_HELD_OUT/test_labels.csv" || python3 eval.py "$ARBOR_HELD_OUT/test_labels.csv"',
      }),
      repo.deps(),
    );
    expect(verdict.attempts.map((a) => [a.phase, a.score])).toEqual([
      [1, null],
      [2, 10],
    ]);
  });
});

const cli = useCompiledCli(() => isRoot && PYTHON);

describe.each(['root', 'sudo', 'plain'] as const)(
  'two-phase evaluation through the CLI as the %s caller, attacked from phase 1',
  (kind) => {
    const missing = isRoot && PYTHON ? callerCliMissing(kind) : 'needs root and python3';
    if (missing !== null) {
      test.skip(`skipped: ${missing}`, () => {});
      return;
    }

    test("phase 1 reads no labels (the checkout, its git folder and the runner's are out of reach); its .pth, json.py and leftover process do not reach the score", async () => {
      const who = caller(kind);
      const own = await taskRepo();
      try {
        own.commit('arbor/attack', { 'train.py': ATTACK_PY(join(outside, 'test_labels.csv')) });
        giveTo(who, own.root);
        const args = gateArgs(own, 'verify', 'arbor/attack', [
          '--metric-direction',
          'minimize',
          '--test-trunk-score',
          '200',
          '--protected',
          'eval.py',
          '--protected',
          'data/**',
          '--held-out',
          'data/test_labels.csv',
          '--held-out',
          outside,
          '--submission-path',
          'submission.csv',
          '--score-file',
          'score.json',
          '--eval-cmd-test',
          'cd {cwd} && python3 train.py',
          '--score-cmd-test',
          'cd {cwd} && python3 eval.py > score.json; cat score.json',
          '--json',
          // Its own account: the other files' gates on `arbor-eval` would make it wait its turn.
          '--eval-user',
          'arbor-eval-2phase',
        ]);
        const run = await runAsCaller(cli.build as CompiledSource, who, own.work, args);
        expect({ code: run.code, stderr: run.code === 0 ? '' : run.stderr }).toEqual({ code: 0, stderr: '' });
        expect(run.verdict).toMatchObject({
          isolation: AUTO_ISOLATION[kind],
          end: 'pidns',
          score: 10,
          reasons: [],
          decision: 'would_merge',
        });
        const attempts = run.verdict.attempts as { phase: number; score: number | null; log: string }[];
        expect(attempts.map((a) => [a.phase, a.score])).toEqual([
          [1, null],
          [2, 10],
        ]);
        expect(attempts[0]?.log).toContain('labels found: none');
      } finally {
        await own.cleanup();
      }
    }, 180_000);
  },
);
