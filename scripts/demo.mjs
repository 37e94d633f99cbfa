// npm run demo: the whole gate on a generated example repository, with no token and no network.
// Builds a throw-away repository (bare remote + clone) whose trunk `arbor/trunk` holds a protected
// evaluator and an Arbor session, three experiment branches (one improves the held-out score, one
// regresses, one edits the evaluator), runs `arbor-gate merge` on each with the committed bundle, and
// prints the three verdicts and the REPORT.md it wrote. Exits non-zero if any verdict is not the expected one.
// The session uses the recommended setup, so the gate has nothing to warn about: two-phase evaluation
// (the branch's predictions are scored afterwards by the protected evaluator, with labels the branch
// never sees) and an editable allow-list (a branch may change its predictions and src/ only).
// The folder is removed at the end unless `npm run demo -- --keep`.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, writeFileSync, chmodSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const cli = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'cli.js');
const keep = process.argv.includes('--keep');
const root = mkdtempSync(join(tmpdir(), 'arbor-gate-demo-'));
const remote = join(root, 'remote.git');
const work = join(root, 'project');

const gitEnv = {
  ...process.env,
  GIT_AUTHOR_NAME: 'Arbor Demo',
  GIT_AUTHOR_EMAIL: 'demo@example.invalid',
  GIT_COMMITTER_NAME: 'Arbor Demo',
  GIT_COMMITTER_EMAIL: 'demo@example.invalid',
  GIT_CONFIG_NOSYSTEM: '1',
};
const git = (...args) => execFileSync('git', args, { cwd: work, env: gitEnv, encoding: 'utf8' }).trim();
const write = (path, text, mode) => {
  const full = join(work, path);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, text);
  if (mode) chmodSync(full, mode);
};

// The held-out labels and an evaluator that scores predictions against them (accuracy, as a fraction).
const labels = [1, 0, 1, 1, 0, 0, 1, 0, 1, 1, 0, 1, 0, 0, 1, 1, 0, 1, 0, 1];
// Predictions with the first `wrong` labels flipped, and the last `wrongAtEnd`.
const predictionsWith = (wrong, wrongAtEnd = 0) =>
  labels.map((y, i) => (i < wrong || i >= labels.length - wrongAtEnd ? 1 - y : y)).join('\n') + '\n';
const evaluator = `#!/bin/sh
# B_test evaluator: compares predictions.txt with the held-out labels. Protected: branches may not edit it.
set -eu
echo "scoring predictions.txt on B_test (data/test_labels.txt)"
awk 'NR==FNR { truth[FNR] = $1; n++; next } FNR in truth && $1 == truth[FNR] { ok++ }
     END { printf "{\\"score\\": %.4f, \\"split\\": \\"test\\", \\"n\\": %d}\\n", ok / n, n }' data/test_labels.txt predictions.txt
`;
const tree = {
  version: 3,
  meta: {
    baseline_score: 0.7,
    trunk_score: 0.7,
    test_baseline_score: 0.7,
    test_trunk_score: 0.7,
    eval_cmd: 'cd {cwd} && ./eval.sh',
    // Phase 1 runs the branch's code, which writes its submission (here it is committed already);
    // phase 2 runs the protected evaluator on it, beside the held-out labels.
    eval_cmd_test: 'cd {cwd} && test -s predictions.txt',
    score_cmd_test: 'cd {cwd} && ./eval.sh',
    held_out_paths: ['data/test_labels.txt'],
    submission_path: 'predictions.txt',
    editable_paths: ['predictions.txt', 'src/**'],
    eval_timeout: 60,
    eval_retries: 1,
    eval_retry_base_delay: 1,
    eval_retry_max_delay: 4,
    metric_direction: 'maximize',
    trunk_branch: 'arbor/trunk',
    protected_paths: ['eval.sh', 'data/**'],
  },
  root_id: 'ROOT',
  max_depth: 3,
  nodes: {
    ROOT: {
      id: 'ROOT',
      parent_id: null,
      children_ids: ['1', '2', '3'],
      depth: 0,
      hypothesis: 'Raise held-out accuracy of the classifier',
      status: 'done',
    },
    1: {
      id: '1',
      parent_id: 'ROOT',
      children_ids: [],
      depth: 1,
      hypothesis: 'Fix the label smoothing bug',
      status: 'done',
      score: 0.86,
      code_ref: 'arbor/n1-fix-smoothing',
    },
    2: {
      id: '2',
      parent_id: 'ROOT',
      children_ids: [],
      depth: 1,
      hypothesis: 'Drop the feature scaler',
      status: 'done',
      score: 0.66,
      code_ref: 'arbor/n2-drop-scaler',
    },
    3: {
      id: '3',
      parent_id: 'ROOT',
      children_ids: [],
      depth: 1,
      hypothesis: 'Tune the evaluator threshold',
      status: 'done',
      score: 0.99,
      code_ref: 'arbor/n3-tune-evaluator',
    },
  },
};

execFileSync('git', ['init', '-q', '--bare', '-b', 'main', remote], { env: gitEnv });
mkdirSync(work);
git('init', '-q', '-b', 'main');
git('remote', 'add', 'origin', remote);
write('README.md', '# demo project\n');
git('add', '-A');
git('commit', '-qm', 'initial commit');
git('switch', '-qc', 'arbor/trunk');
write('eval.sh', evaluator, 0o755);
write('data/test_labels.txt', labels.join('\n') + '\n');
write('predictions.txt', predictionsWith(6)); // 14/20 right: 0.70
write('.arbor/sessions/demo/.coordinator/idea_tree.json', JSON.stringify(tree, null, 2) + '\n');
git('add', '-A');
git('commit', '-qm', 'trunk: evaluator, held-out labels, baseline predictions, Arbor session');
git('push', '-q', 'origin', 'main', 'arbor/trunk');

const branches = [
  {
    node: '1',
    branch: 'arbor/n1-fix-smoothing',
    expect: 'merged',
    change: () => write('predictions.txt', predictionsWith(3)),
  },
  {
    node: '2',
    branch: 'arbor/n2-drop-scaler',
    expect: 'rejected',
    // forked before n1 was merged: judged on trunk + n1 + this branch (15/20 right: 0.75)
    change: () => write('predictions.txt', predictionsWith(6, 2)),
  },
  {
    node: '3',
    branch: 'arbor/n3-tune-evaluator',
    expect: 'rejected',
    change: () => write('eval.sh', evaluator.replace('ok / n', '0.99 + 0 * ok / n'), 0o755),
  },
];
for (const { branch, change } of branches) {
  git('switch', '-qc', branch, 'arbor/trunk');
  change();
  git('commit', '-qam', `experiment ${branch}`);
}
git('switch', '-q', 'main');

console.log(`demo repository: ${work} (remote ${remote})\n`);
const results = [];
for (const { node, branch, expect } of branches) {
  console.log(
    `$ arbor-gate merge --trunk-branch arbor/trunk --source ${branch} --node-id ${node} --run-name demo`,
  );
  const run = spawnSync(
    process.execPath,
    [
      cli,
      'merge',
      '--cwd',
      work,
      '--trunk-branch',
      'arbor/trunk',
      '--run-name',
      'demo',
      '--source',
      branch,
      '--node-id',
      node,
      '--json',
    ],
    { encoding: 'utf8', env: { ...process.env, CI: 'true' } },
  );
  process.stdout.write(run.stderr.replace(/^/gm, '  '));
  let verdict;
  try {
    verdict = JSON.parse(run.stdout);
  } catch {
    console.error(`arbor-gate did not print a verdict (exit ${run.status}):\n${run.stdout}`);
    process.exit(1);
  }
  results.push({ branch, expect, verdict, exit: run.status });
  console.log('');
}

console.log('Verdicts:');
let ok = true;
for (const { branch, expect, verdict, exit } of results) {
  const reasons = verdict.reasons.map((r) => r.code).join(', ') || '-';
  const good = verdict.decision === expect;
  ok &&= good;
  console.log(
    `  ${good ? 'ok  ' : 'FAIL'} ${branch.padEnd(26)} ${verdict.decision.padEnd(9)} exit ${exit}  score ${verdict.score ?? '-'}  reasons: ${reasons}`,
  );
}
const trunkTree = JSON.parse(git('show', 'arbor/trunk:.arbor/sessions/demo/.coordinator/idea_tree.json'));
console.log(
  `\ntrunk test_trunk_score is now ${trunkTree.meta.test_trunk_score} (node 1: ${trunkTree.nodes['1'].status})`,
);
console.log(
  `trunk history:\n${git('log', '--oneline', '--graph', '-6', 'origin/arbor/trunk').replace(/^/gm, '  ')}`,
);
const report = results
  .map((r) => r.verdict.report_path)
  .filter((p) => p && existsSync(p))
  .at(-1);
const history = report === undefined ? '' : readFileSync(report, 'utf8');
const section = history.slice(
  history.indexOf('### Gate history'),
  history.indexOf('<!-- arbor-gate:gate-section:end'),
);
console.log(`\nREPORT.md: ${report ?? '(none written)'}\n\n${section.trim()}`);
const warned = results.flatMap((r) => r.verdict.warnings);
if (warned.length > 0) console.log(`\nwarnings:\n${warned.map((w) => `  ${w}`).join('\n')}`);
if (keep) console.log(`\nkept ${root}`);
else rmSync(root, { recursive: true, force: true });
if (!ok || !report) process.exit(1);
