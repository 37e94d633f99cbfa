/**
 * Adversarial suite, issue 24 (items 3-5): nothing shared between runs, an atomic end without the PID
 * namespace, and sealing, each attack made for real through the compiled CLI as each caller the gate
 * meets: root and a non-root caller with passwordless sudo (`auto` isolates as user+pidns; `none` still
 * gets a cgroup), and a caller without either (rootless). The branch's code runs first (`attack.sh`,
 * the branch's own), then the trusted, protected scorer; each test shows the forged score the attack
 * aims for, and that the gate does not merge it.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CompiledSource } from '../helpers/adversarial-build.js';
import { callerCliMissing, runAsCaller, useCompiledCli } from '../helpers/caller-cli.js';
import { caller, type CallerKind } from '../helpers/callers.js';
import { gateArgs } from '../helpers/gate-cli.js';
import { createGateRepo, type FileChanges, type GateRepo } from '../helpers/gate-repo.js';

const PYTHON = spawnSync('python3', ['--version']).status === 0;
const NODE = process.execPath;
const kinds: CallerKind[] = ['root', 'sudo', 'plain'];
const cli = useCompiledCli(() => kinds.some((kind) => callerCliMissing(kind) === null));

/**
 * The cache folder in /tmp the scorer trusts, named for this test run: a cache left in the machine's
 * shared /tmp by an earlier run (with a defence turned off, say) must not decide this one.
 */
const CACHE = `/tmp/arbor-eval-cache-${process.pid}-${Date.now()}`;

/** The trusted scorer: prints solution.txt's number, unless a cache in /tmp says otherwise. */
const EVAL_SH = `#!/bin/sh
cd "$(dirname "$0")" || exit 2
if [ -f ${CACHE}/score ]; then echo "{\\"score\\": $(cat ${CACHE}/score)}"; exit 0; fi
echo "{\\"score\\": $(cat solution.txt)}"
`;

/** A protected Node scorer with an optional accelerator it takes when one can be required. */
const EVAL_JS = `const fs = require('fs');
let score = Number(fs.readFileSync(__dirname + '/solution.txt', 'utf8'));
try { score = require('arbor-accel').score(score); } catch {}
console.log(JSON.stringify({ score }));
`;

/** A protected Python scorer at the root, importing a protected module beside it. */
const EVAL_PY = `import json, os, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "eval"))
import metric
with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "solution.txt")) as f:
    print(json.dumps({"score": metric.score(f.read().strip())}))
`;
const METRIC_PY = 'def score(solution):\n    return float(solution)\n';

/** Branch code that compiles a forged metric into the bytecode cache python3 would read for `module`. */
const plantPyc = (module: string): string => `
import importlib.util, os, py_compile, tempfile
src = os.path.join(tempfile.gettempdir(), "forged.py")
open(src, "w").write("def score(solution):\\n    return 99.0\\n")
target = importlib.util.cache_from_source(os.path.abspath(${JSON.stringify(module)}))
os.makedirs(os.path.dirname(target), exist_ok=True)
py_compile.compile(src, cfile=target, doraise=True, invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
`;

describe.each(kinds)('as the %s caller', (kind) => {
  const missing = callerCliMissing(kind);
  if (missing !== null) {
    test.skip(`skipped: ${missing}`, () => {});
    return;
  }
  const who = caller(kind);
  let repo: GateRepo;
  let outside: string;

  beforeAll(async () => {
    repo = await createGateRepo({
      score: 5,
      files: {
        'eval.sh': { executable: EVAL_SH },
        'eval.js': EVAL_JS,
        'eval.py': EVAL_PY,
        'eval/metric.py': METRIC_PY,
        'metric.py': METRIC_PY,
        // Trunk's idea-tree record (protected by default: a branch cannot change it, its code can read it).
        '.arbor/sessions/x/record.json': '{"recorded": 0.9}\n',
        'run_root.py':
          'import json, metric\nprint(json.dumps({"score": metric.score(open("solution.txt").read().strip())}))\n',
      },
    });
    // On the worktrees' file system, so that a hard link from a worktree can reach it.
    mkdirSync('/var/lib/arbor-gate', { recursive: true });
    outside = mkdtempSync('/var/lib/arbor-gate/test-outside-');
    chmodSync(outside, 0o755);
  }, 60_000);
  afterAll(async () => {
    await repo?.cleanup();
    if (outside) rmSync(outside, { recursive: true, force: true });
    // A cache written where /tmp is shared (without a PID namespace) must not outlive the run.
    rmSync(CACHE, { recursive: true, force: true });
  });

  /** Commits `attack` (the branch's code, run before the scorer) and `files` on `branch`; runs the gate. */
  async function gate(
    branch: string,
    attack: string,
    options: { files?: FileChanges; scorer?: string; isolation?: 'auto' | 'none'; protect?: string[] } = {},
  ) {
    repo.commit(branch, { 'attack.sh': attack, 'solution.txt': '4\n', ...options.files });
    const protect = options.protect ?? [
      'eval.sh',
      'eval.js',
      'eval.py',
      'eval/*',
      'metric.py',
      'run_root.py',
    ];
    const args = gateArgs(repo, 'merge', branch, [
      ...protect.flatMap((path) => ['--protected', path]),
      '--eval-isolation',
      options.isolation ?? 'auto',
      '--eval-cmd-test',
      `cd {cwd} && sh attack.sh; ${options.scorer ?? 'sh eval.sh'}`,
      '--json',
      // Its own account: the other files' gates on `arbor-eval` would make it wait its turn.
      '--eval-user',
      'arbor-eval-shared',
    ]);
    handOver(who.uid, who.gid);
    try {
      const run = await runAsCaller(cli.build as CompiledSource, who, repo.work, args);
      if (run.verdict.decision === undefined) throw new Error(`no verdict (exit ${run.code}): ${run.stderr}`);
      return run.verdict as typeof run.verdict & { end: string; protected_violations: string[] };
    } finally {
      // Root's again: the next test commits as root (git refuses another user's repository).
      handOver(0, 0);
    }
  }

  /**
   * The repository to `uid:gid` (the caller's, for its gate; root's, for the next commit), but for
   * what the gate keeps in its git folder: the cached trees' owners are the ownership plan's.
   */
  function handOver(uid: number, gid: number): void {
    if (kind === 'root') return;
    const kept = join(repo.work, '.git', 'arbor-gate');
    const argv = ['-path', kept, '-prune', '-o', '-exec', 'chown', '-h', `${uid}:${gid}`, '{}', '+'];
    spawnSync('find', [repo.root, ...argv]);
  }

  describe('nothing shared between runs', () => {
    test('a rejected branch leaves a forged cache in /tmp: the next run, on another branch, does not read it', async () => {
      const first = await gate(
        'arbor/leaves-cache',
        `mkdir -p ${CACHE} && echo 99 > ${CACHE}/score && chmod -R a+rwX ${CACHE}; echo 1 > solution.txt`,
      );
      expect(first.end).toBe('pidns');
      // Its own run already reads the cache it wrote (it is the branch's own run, in its own /tmp).
      expect(first.score).toBe(99);
      const second = await gate('arbor/innocent-weaker', 'true');
      expect(second.score).toBe(4);
      expect(second.decision).toBe('rejected');
    });

    test('a rejected branch leaves node_modules/ in /tmp: Node does not find it from the next worktree', async () => {
      const leave = `mkdir -p /tmp/node_modules/arbor-accel && echo 'exports.score = () => 99;' > /tmp/node_modules/arbor-accel/index.js`;
      await gate('arbor/leaves-modules', leave, { scorer: `${NODE} eval.js` });
      const next = await gate('arbor/innocent-node', 'true', { scorer: `${NODE} eval.js` });
      expect(next.score).toBe(4);
      expect(next.decision).toBe('rejected');
    });

    test('a hard link from the worktree to a file outside: the file keeps its owner and mode', async () => {
      const victim = join(outside, 'victim');
      writeFileSync(victim, 'not yours\n');
      chownSync(victim, 65534, 65534);
      chmodSync(victim, 0o666);
      const verdict = await gate('arbor/hard-link', `ln ${victim} ./linked 2>/dev/null || echo no-link`);
      expect(verdict.attempts?.length ?? 0).toBeGreaterThan(0);
      const after = statSync(victim);
      expect([after.uid, after.gid, after.mode & 0o7777]).toEqual([65534, 65534, 0o666]);
    });

    test('code reading the idea-tree record in its worktree finds it unreadable', async () => {
      const verdict = await gate(
        'arbor/reads-record',
        'if cat .arbor/sessions/x/record.json >/dev/null 2>&1; then echo 9 > solution.txt; fi',
      );
      expect(verdict.score).toBe(4);
    });
  });

  // Unisolated, only a gate with root's rights gives the evaluation a cgroup.
  (kind === 'plain' ? describe.skip : describe)('an atomic end without the PID namespace', () => {
    test("none, with root's rights: a setsid watcher printing after the main exits is ended by the cgroup", async () => {
      const watcher =
        `main=$PPID; setsid sh -c 'while kill -0 '$main' 2>/dev/null; do sleep 0.005; done; sleep 0.02; echo "{\\"score\\": 99}"' ` +
        '</dev/null 2>&1 &';
      const verdict = await gate('arbor/watcher-none', watcher, { isolation: 'none', scorer: 'sh eval.sh' });
      expect(verdict.score).toBe(4);
      expect(verdict.end).toBe('cgroup');
      expect(verdict.decision).toBe('rejected');
    });
  });

  (PYTHON ? describe : describe.skip)('sealing (single phase)', () => {
    test('a run-time __pycache__/metric.*.pyc beside a protected root metric.py is not planted', async () => {
      const verdict = await gate('arbor/root-pyc', `python3 - <<'EOF'\n${plantPyc('metric.py')}\nEOF\n`, {
        scorer: 'python3 run_root.py',
      });
      expect(verdict.score).toBe(4);
      expect(verdict.decision).toBe('rejected');
    });

    test('committing eval/NOTES.md does not unseal protected eval/: the pyc cannot be planted there', async () => {
      const verdict = await gate(
        'arbor/notes-then-pyc',
        `python3 - <<'EOF'\n${plantPyc('eval/metric.py')}\nEOF\n`,
        {
          files: { 'eval/NOTES.md': 'notes\n' },
          scorer: 'python3 eval.py',
          protect: ['eval.py', 'eval/metric.py'],
        },
      );
      expect(verdict.score).toBe(4);
      expect(verdict.decision).toBe('rejected');
    });

    test('a .pth written into HOME does not run in the scorer (PYTHONNOUSERSITE=1)', async () => {
      const pth = `site=$(python3 -m site --user-site) && mkdir -p "$site" && echo 'import os; os.environ["ARBOR_FORGED"] = "1"' > "$site/zz.pth"`;
      const scorer = `python3 -c 'import os, json; print(json.dumps({"score": 99 if os.environ.get("ARBOR_FORGED") else float(open("solution.txt").read())}))'`;
      const verdict = await gate('arbor/pth', pth, { scorer });
      expect(verdict.score).toBe(4);
    });

    test('a shadow created at run time at the root beside a protected script is refused', async () => {
      const verdict = await gate(
        'arbor/run-time-json',
        `printf 'def dumps(x):\\n    return "{\\\\"score\\\\": 99}"\\n' > json.py`,
        {
          scorer: 'python3 eval.py',
        },
      );
      expect(verdict.decision).toBe('rejected');
      expect(verdict.protected_violations).toContain('json.py');
    });
  });
});
