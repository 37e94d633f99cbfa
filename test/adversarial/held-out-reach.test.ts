/**
 * Adversarial suite, issue 37 item 7: in `user` isolation (root gate, evaluations as the `arbor-eval`
 * accounts, no mount or PID namespace), phase 2's folder and its copy of the labels kept outside the
 * repository are the scoring account's alone. The attack is made for real through the compiled CLI: a
 * queue runs two slots at once, each as an account of its own; one branch's phase 1 (the spy, as one
 * account) watches every process's command line (/proc/<pid>/cmdline, world-readable without a PID
 * namespace) for a path of phase 2's folder while the other branch is scored (as the other account),
 * and tries to read the labels' copy it names. The scorer names the copy in its own arguments, as a
 * scorer passing "$ARBOR_HELD_OUT" to its program does. The spy writes what it saw to a folder the
 * test reads; the original labels are root's, mode 0600 (the scorer reads its copy). The gate runs as root
 * without CAP_SYS_ADMIN, as in a default Docker container, where `auto` and `user` are `user`.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileSource, PROJECT_ROOT, type CompiledSource } from '../helpers/adversarial-build.js';
import { startCli } from '../helpers/gate-cli.js';
import { createGateRepo, TRUNK, type GateRepo } from '../helpers/gate-repo.js';

const isRoot = process.geteuid?.() === 0;
const describeAsRoot = isRoot ? describe : describe.skip;

/** This file's own accounts (`-1`, `-2`): other test files' evaluations never wait for these. */
const ACCOUNT = 'arbor-eval-spy';
const SECRET = 'label-row-4711';
/** Root without CAP_SYS_ADMIN (a default Docker container): no namespaces, so `user` isolation. */
const NO_SYS_ADMIN = ['setpriv', '--inh-caps=-sys_admin', '--bounding-set=-sys_admin', '--'];

/** Phase 2 (trunk's, protected): holds its labels' path in its arguments for a while, then scores out.txt. */
const SCORE_SH = `#!/bin/sh
sleep 4
grep -q ${SECRET} "$1" || exit 3
echo "{\\"score\\": $(cat "$(dirname "$0")/out.txt")}"
`;
/** Phase 1, honest: the output phase 2 scores. */
const HONEST = 'echo 6 > out.txt\n';
/**
 * Phase 1, the spy: for up to 15 s, every command line naming a phase-2 folder's labels copy is
 * written down with its process's uid, and each path in it read; then an output that scores 7.
 */
const SPY = (marks: string) => `
end=$(( $(date +%s) + 15 ))
while [ "$(date +%s)" -lt "$end" ]; do
  for p in /proc/[0-9]*; do
    line=$(tr '\\0' ' ' < "$p/cmdline" 2>/dev/null) || continue
    case "$line" in *arbor-held-out*) ;; *) continue ;; esac
    uid=$(awk '/^Uid:/ {print $2}' "$p/status" 2>/dev/null)
    echo "$uid $line" >> ${marks}/seen
    for word in $line; do
      case "$word" in */.arbor-held-out/*) cat "$word" >> ${marks}/read 2>>${marks}/refused ;; esac
    done
  done
  grep -q ${SECRET} ${marks}/read 2>/dev/null && break
  sleep 0.1
done
echo 7 > out.txt
`;

describeAsRoot('held-out copies in user isolation (item 7)', () => {
  let build: CompiledSource;
  let repo: GateRepo;
  let labels: string;
  let marks: string;
  beforeAll(async () => {
    build = compileSource();
    mkdirSync(join(PROJECT_ROOT, 'build'), { recursive: true });
    // Where a runner keeps its workspace (not /tmp): the spy's notes go to a folder every account can write.
    marks = mkdtempSync(join(PROJECT_ROOT, 'build', 'spy-marks-'));
    chmodSync(marks, 0o777);
    // The labels: root's and 0600, as SECURITY.md advises for a held-out file (the scorer reads the copy).
    mkdirSync('/var/lib/arbor-gate', { recursive: true });
    const folder = mkdtempSync('/var/lib/arbor-gate/test-spy-labels-');
    chmodSync(folder, 0o755);
    labels = join(folder, 'labels.txt');
    writeFileSync(labels, `${SECRET}\n`, { mode: 0o600 });
    repo = await createGateRepo({
      parent: join(PROJECT_ROOT, 'build'),
      files: { 'score.sh': SCORE_SH, 'phase1.sh': HONEST, 'out.txt': '5\n' },
    });
    chmodSync(repo.root, 0o755);
    // The honest branch first: its candidate (trunk + honest) has no spy; the spy's is built on it.
    repo.commit('arbor/a-honest', { 'notes.txt': 'x\n' }, { push: true });
    repo.commit('arbor/b-spy', { 'phase1.sh': SPY(marks) }, { push: true });
  }, 240_000);
  afterAll(async () => {
    build?.remove();
    await repo?.cleanup();
    if (labels) rmSync(join(labels, '..'), { recursive: true, force: true });
    if (marks) rmSync(marks, { recursive: true, force: true });
  });

  test("another account's phase 1 cannot read phase 2's copy of the labels; no gate command line names it", async () => {
    const args = [
      'queue',
      '--cwd',
      repo.work,
      '--source',
      'arbor/a-honest',
      '--source',
      'arbor/b-spy',
      '--parallel',
      '2',
      '--trunk-branch',
      TRUNK,
      '--judge',
      'single',
      '--eval-cmd-test',
      'sh {cwd}/phase1.sh',
      '--score-cmd-test',
      'sh {cwd}/score.sh "$ARBOR_HELD_OUT"',
      '--held-out',
      labels,
      '--protected',
      'score.sh',
      '--submission-path',
      'out.txt',
      '--test-baseline-score',
      '5',
      '--eval-retries',
      '0',
      '--eval-isolation',
      'user',
      '--eval-user',
      ACCOUNT,
      '--json',
    ];
    const { code, stdout, stderr } = await startCli(build, args, { cwd: repo.work, prefix: NO_SYS_ADMIN })
      .exited;
    const verdicts = (JSON.parse(stdout) as { verdicts: Array<{ decision: string; isolation: string }> })
      .verdicts;
    expect({ code, stderr: code === 0 ? '' : stderr }).toEqual({ code: 0, stderr: '' });
    expect(verdicts.map((v) => [v.decision, v.isolation])).toEqual([
      ['merged', 'user'],
      ['merged', 'user'],
    ]);
    const read = (name: string) => {
      try {
        return readFileSync(join(marks, name), 'utf8');
      } catch {
        return '';
      }
    };
    // The attack ran: the spy saw the honest branch's scorer name its copy of the labels...
    const seen = read('seen').trim().split('\n').filter(Boolean);
    expect(seen.length).toBeGreaterThan(0);
    // ...and could not read it.
    expect(read('read')).not.toContain(SECRET);
    expect(read('refused')).toMatch(/Permission denied/);
    // Only the scorer's own account names the copy: no process of the gate (root) carries it.
    const scorer = execFileSync('id', ['-u', `${ACCOUNT}-1`], { encoding: 'utf8' }).trim();
    expect([...new Set(seen.map((line) => line.split(' ')[0]))]).toEqual([scorer]);
  });
});
