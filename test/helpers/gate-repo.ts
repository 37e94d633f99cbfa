/**
 * Builds real git repositories for gate tests (the gate's own suite, the Action's and the adversarial
 * suite reuse it): a bare remote, a clone that plays the user's checkout (on `main`, with the trunk
 * branch `arbor/trunk` beside it), a tiny evaluator, an optional idea tree (tracked on trunk or in the
 * local session folder only), and commits made with git plumbing so that building a branch never
 * touches the checkout's branch, index or files.
 *
 *   const repo = await createGateRepo({ score: 5 });
 *   const sha = repo.commit('arbor/n1-better', { 'solution.txt': '7\n' });
 *   ... runGate({ ...repo.input('merge'), source: 'arbor/n1-better' }, deps) ...
 *   await repo.cleanup();
 *
 * The evaluator `eval.sh` prints `{"score": N}` where N is the content of `solution.txt`; its command
 * is EVAL_CMD (`sh {cwd}/eval.sh`).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gateFlagName } from '../../src/commands/gate-command.js';
import type { GateInput, GateMode } from '../../src/gate/input.js';
import type { GateDeps } from '../../src/gate/context.js';

export const TRUNK = 'arbor/trunk';
export const RUN_NAME = 'demo';
export const EVAL_CMD = 'sh {cwd}/eval.sh';
export const TREE_PATH = `.arbor/sessions/${RUN_NAME}/.coordinator/idea_tree.json`;

export const EVAL_SH = `#!/bin/sh
# Prints the held-out score: the number in solution.txt.
cd "$(dirname "$0")" || exit 2
echo "evaluating..."
echo "{\\"score\\": $(cat solution.txt)}"
`;

/** A file's new content; null deletes it; objects make binary files, symlinks, executables and submodule pointers. */
export type FileChange =
  string | null | { bytes: Buffer } | { symlink: string } | { executable: string } | { submodule: string };

export type FileChanges = Record<string, FileChange>;

export interface TreeNodeSpec {
  id: string;
  parent_id?: string | null;
  status?: string;
  score?: number | null;
  code_ref?: string;
  [key: string]: unknown;
}

export interface SessionSpec {
  /** true: the tree is committed on trunk (CI mode); false: it exists only in the checkout's session folder. */
  tracked: boolean;
  meta?: Record<string, unknown>;
  /** Nodes under ROOT (ROOT itself is added). */
  nodes?: TreeNodeSpec[];
}

export interface GateRepoOptions {
  /** Trunk's score in solution.txt (default 5). */
  score?: number;
  /** The folder the repository's temp folder goes in (default: the system temp folder). */
  parent?: string;
  /** Extra files on the initial commit (main and trunk). */
  files?: FileChanges;
  session?: SessionSpec;
}

const GIT_ENV = {
  GIT_AUTHOR_NAME: 'Gate Test',
  GIT_AUTHOR_EMAIL: 'gate-test@example.com',
  GIT_COMMITTER_NAME: 'Gate Test',
  GIT_COMMITTER_EMAIL: 'gate-test@example.com',
  GIT_CONFIG_NOSYSTEM: '1',
};

/**
 * A verdict's warnings but the standing ones: the one every unisolated merge carries (these
 * repositories evaluate with eval-isolation none) and the one every verdict without an editable
 * allow-list carries. What a test about warnings raised after trunk moved looks at.
 */
export function warningsBesideIsolation(verdict: { warnings: readonly string[] }): string[] {
  return verdict.warnings.filter(
    (w) => !w.startsWith('isolation none') && !w.startsWith('only a deny-list protects the scorer'),
  );
}

export function git(cwd: string, args: string[], env: Record<string, string> = {}): string {
  return execFileSync('git', args, {
    cwd,
    env: { ...process.env, ...GIT_ENV, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();
}

export class GateRepo {
  private constructor(
    /** Temp folder holding everything; removed by cleanup(). */
    readonly root: string,
    /** The bare remote (`origin` of every clone). */
    readonly remote: string,
    /** The user's checkout: a clone on branch `main`. */
    readonly work: string,
  ) {}

  static create(options: GateRepoOptions = {}): GateRepo {
    const root = realpathSync(mkdtempSync(join(options.parent ?? tmpdir(), 'gate-repo-')));
    const remote = join(root, 'remote.git');
    const work = join(root, 'work');
    git(root, ['init', '-q', '--bare', '-b', 'main', remote]);
    git(root, ['init', '-q', '-b', 'main', work]);
    const repo = new GateRepo(root, remote, work);
    for (const [key, value] of Object.entries({
      'user.name': 'Gate Test',
      'user.email': 'gate-test@example.com',
      'commit.gpgsign': 'false',
    })) {
      repo.git(['config', key, value]);
    }
    repo.git(['remote', 'add', 'origin', remote]);
    const initial = repo.commitTree(
      null,
      {
        'eval.sh': { executable: EVAL_SH },
        'solution.txt': `${options.score ?? 5}\n`,
        'README.md': '# experiment\n',
        ...options.files,
      },
      'initial',
    );
    repo.git(['update-ref', 'refs/heads/main', initial]);
    repo.git(['reset', '-q', '--hard', 'main']);
    repo.git(['branch', TRUNK, 'main']);
    if (options.session !== undefined) repo.writeSession(options.session);
    repo.git(['push', '-q', 'origin', 'main', TRUNK]);
    repo.git(['fetch', '-q', 'origin']);
    return repo;
  }

  git(args: string[], cwd = this.work): string {
    return git(cwd, args);
  }

  sha(ref: string, cwd = this.work): string {
    return this.git(['rev-parse', '--verify', `${ref}^{commit}`], cwd);
  }

  /** The commit a branch is at on the bare remote, or null. */
  remoteSha(branch: string): string | null {
    try {
      return git(this.remote, ['rev-parse', '--verify', `refs/heads/${branch}^{commit}`]);
    } catch {
      return null;
    }
  }

  /** Every line of the checkout's score ledger (the default notes ref), parsed: what a run recorded. */
  ledgerLines(): Array<{
    score: number | null;
    failure: string | null;
    tree: string;
    evaluated_tree: string;
  }> {
    const ref = '--ref=refs/notes/arbor-gate';
    const list = this.git(['notes', ref, 'list']);
    if (list === '') return [];
    return list
      .split('\n')
      .flatMap((entry) => this.git(['notes', ref, 'show', entry.split(' ')[1] ?? '']).split('\n'))
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as ReturnType<GateRepo['ledgerLines']>[number]);
  }

  /** A commit on top of `parent` (null: a root commit) with these changes, made without touching any checkout. */
  commitTree(parent: string | null, changes: FileChanges, message: string, cwd = this.work): string {
    const index = join(this.root, `index-${process.hrtime.bigint()}`);
    const env = { GIT_INDEX_FILE: index };
    try {
      if (parent !== null) git(cwd, ['read-tree', parent], env);
      for (const [path, change] of Object.entries(changes)) {
        if (change === null) {
          git(cwd, ['update-index', '--force-remove', '--', path], env);
          continue;
        }
        const [mode, object] =
          typeof change === 'string'
            ? ['100644', this.blob(change, cwd)]
            : 'bytes' in change
              ? ['100644', this.blob(change.bytes, cwd)]
              : 'symlink' in change
                ? ['120000', this.blob(change.symlink, cwd)]
                : 'executable' in change
                  ? ['100755', this.blob(change.executable, cwd)]
                  : ['160000', change.submodule];
        git(cwd, ['update-index', '--add', '--cacheinfo', `${mode},${object},${path}`], env);
      }
      const tree = git(cwd, ['write-tree'], env);
      return git(cwd, ['commit-tree', tree, ...(parent === null ? [] : ['-p', parent]), '-m', message]);
    } finally {
      rmSync(index, { force: true });
    }
  }

  private blob(content: string | Buffer, cwd: string): string {
    const file = join(this.root, `blob-${process.hrtime.bigint()}`);
    writeFileSync(file, content);
    try {
      return git(cwd, ['hash-object', '-w', '--', file]);
    } finally {
      rmSync(file, { force: true });
    }
  }

  /**
   * Creates or advances `branch` (default base: trunk) with one commit of `changes`; returns its SHA.
   * With `push`, the branch is pushed to the remote too.
   */
  commit(
    branch: string,
    changes: FileChanges,
    options: { from?: string; message?: string; push?: boolean } = {},
  ): string {
    const parent = this.sha(options.from ?? (this.exists(branch) ? branch : TRUNK));
    const sha = this.commitTree(
      parent,
      changes,
      options.message ?? `change ${Object.keys(changes).join(', ')}`,
    );
    this.git(['update-ref', `refs/heads/${branch}`, sha]);
    if (options.push) this.git(['push', '-q', 'origin', `refs/heads/${branch}`]);
    return sha;
  }

  exists(branch: string): boolean {
    try {
      this.git(['rev-parse', '--verify', '--quiet', `refs/heads/${branch}`]);
      return true;
    } catch {
      return false;
    }
  }

  /** Writes the idea tree: committed on trunk (tracked) or into the checkout's session folder only. */
  writeSession(spec: SessionSpec): void {
    const text = `${JSON.stringify(sessionTree(spec), null, 2)}\n`;
    if (spec.tracked) {
      this.commit(TRUNK, { [TREE_PATH]: text }, { message: 'record session tree' });
    } else {
      this.writeWorkFile(TREE_PATH, text);
    }
  }

  /** Writes a file in the user's checkout (not committed). */
  writeWorkFile(path: string, content: string): void {
    const file = join(this.work, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
  }

  /** A second clone of the remote (another agent or CI job), on trunk. */
  clone(name = 'other'): string {
    const dir = join(this.root, name);
    git(this.root, ['clone', '-q', '-b', TRUNK, this.remote, dir]);
    git(dir, ['config', 'user.name', 'Other Agent']);
    git(dir, ['config', 'user.email', 'other@example.com']);
    return dir;
  }

  /** What a test compares before/after a run to prove the checkout was not touched. */
  checkoutState(): { head: string; branch: string; status: string; staged: string; worktrees: string } {
    return {
      head: this.git(['rev-parse', 'HEAD']),
      branch: this.git(['rev-parse', '--abbrev-ref', 'HEAD']),
      status: this.git(['status', '--porcelain=v1', '--untracked-files=all']),
      staged: this.git(['diff', '--cached']),
      worktrees: this.git(['worktree', 'list', '--porcelain']),
    };
  }

  /** Branch names (local) and worktree paths, to prove nothing was left behind. */
  leftovers(): { branches: string[]; worktrees: number } {
    const branches = this.git(['for-each-ref', '--format=%(refname)', 'refs/heads/']).split('\n');
    const worktrees = this.git(['worktree', 'list', '--porcelain'])
      .split('\n')
      .filter((l) => l.startsWith('worktree ')).length;
    return { branches, worktrees };
  }

  /**
   * A GateInput for this repository (the trunk, the evaluator, no retries, report and logs under root); override fields as needed.
   * The evaluation runs as the gate's own user: the gate's suites keep markers and state in the test's
   * private folder, which an isolated evaluation cannot reach (isolation has its own suites:
   * test/eval/isolation.test.ts, test/adversarial/isolation.test.ts).
   */
  input(mode: GateMode, overrides: Partial<GateInput> = {}): GateInput {
    return {
      mode,
      cwd: this.work,
      evalIsolation: 'none',
      trunkBranch: TRUNK,
      evalCmdTest: EVAL_CMD,
      evalRetries: '0',
      evalRetryBaseDelay: '0',
      evalRetryMaxDelay: '0',
      evalTimeout: '60',
      protectedPaths: ['eval.sh'],
      editablePaths: [],
      heldOut: [],
      evalRead: [],
      requiredOutputs: [],
      push: true,
      dryRun: false,
      // The ledger's own suites turn it on (test/ledger/); elsewhere a second run evaluates again.
      ledger: false,
      // Arbor's rule, not the default `auto`: these suites count their runs under it; the suites of
      // `auto` (test/gate/auto.test.ts) and `paired` ask for theirs.
      judge: 'single',
      ledgerPush: false,
      fresh: false,
      reportPath: join(this.root, 'REPORT.md'),
      logDir: join(this.root, 'logs'),
      ...overrides,
    };
  }

  /** GateDeps for tests: CLI flag names, no jitter, instant retries; `lines` collects progress. */
  deps(extra: Partial<GateDeps> = {}): GateDeps & { lines: string[] } {
    const lines: string[] = [];
    return {
      name: gateFlagName,
      jitter: false,
      sleep: async () => undefined,
      killGraceMs: 200,
      log: (line) => lines.push(line),
      lines,
      ...extra,
    };
  }

  async cleanup(): Promise<void> {
    rmSync(this.root, { recursive: true, force: true });
  }
}

/** An Arbor v3 idea tree with ROOT and the given nodes. */
export function sessionTree(spec: SessionSpec): Record<string, unknown> {
  const nodes: Record<string, Record<string, unknown>> = {
    ROOT: { id: 'ROOT', parent_id: null, children_ids: [], depth: 0, hypothesis: 'root', status: 'done' },
  };
  for (const node of spec.nodes ?? []) {
    const parent = node.parent_id ?? 'ROOT';
    nodes[node.id] = {
      parent_id: parent,
      children_ids: [],
      depth: 1,
      hypothesis: `idea ${node.id}`,
      status: 'done',
      ...node,
    };
    (nodes[parent]?.children_ids as string[] | undefined)?.push(node.id);
  }
  return {
    version: 3,
    // `judge: single` (Arbor's rule) as in `input` above: the tests built on this tree count their
    // runs under it; the tests of `auto` (test/gate/auto.test.ts) and `paired` ask for theirs.
    meta: {
      metric_direction: 'maximize',
      trunk_branch: TRUNK,
      eval_cmd_test: EVAL_CMD,
      judge: 'single',
      ...spec.meta,
    },
    root_id: 'ROOT',
    max_depth: 3,
    nodes,
  };
}

export async function createGateRepo(options: GateRepoOptions = {}): Promise<GateRepo> {
  return GateRepo.create(options);
}
