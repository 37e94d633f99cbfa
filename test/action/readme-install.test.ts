/**
 * The README's install, tested as the README says it: its shell block copies action.yml and dist/ into
 * `.github/actions/arbor-gate/` of a scratch repository (a real clone with a bare remote, its session
 * tree committed on trunk), and its minimal workflow's step runs from there, as a runner runs a local
 * action: `runs.main` of the copied action.yml under the Node of `runs.using` (Node 24 when it can be
 * had), the workflow's `with:` plus the defaults action.yml declares, and no arbor-gate package.json
 * anywhere above the copy. The bundle once looked its version up in a package.json at run time: every
 * merge and verify of this layout failed with "no package.json of arbor-gate above this module".
 */
import { afterEach, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parse } from 'yaml';
import { ACTION_ENTRY, node24, pullRequestPayload, runAction } from '../helpers/action-runner.js';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.js';
import { EVAL_CMD, GateRepo, git, sessionTree, TRUNK } from '../helpers/gate-repo.js';
import { openPullRequest } from '../helpers/pull-request.js';

const ROOT = join(import.meta.dirname, '..', '..');
const README = readFileSync(join(ROOT, 'README.md'), 'utf8');
const TOKEN = 'ghs_' + 'R4nd0mT0kenValue1234567890abcdefGHIJ';
const REPOSITORY = 'Codertocat/Hello-World';
const ACTION_DIR = '.github/actions/arbor-gate';

/** The README's fenced blocks of one language, in order. */
function fencedBlocks(language: string): string[] {
  return Array.from(
    README.matchAll(new RegExp('^```' + language + '\\n([\\s\\S]*?)^```$', 'gm')),
    (m) => m[1]!,
  );
}

/** The README's first block of `language` that mentions `needle`; throws when there is none. */
function readmeBlock(language: string, needle: string): string {
  const block = fencedBlocks(language).find((text) => text.includes(needle));
  if (block === undefined) throw new Error(`the README has no \`\`\`${language} block with ${needle}`);
  return block;
}

interface WorkflowStep {
  uses?: string;
  with?: Record<string, unknown>;
}
interface Workflow {
  on: { pull_request?: { branches?: string[] } };
  jobs: Record<string, { if?: string; steps: WorkflowStep[] }>;
}

/** The README's minimal workflow: its job and the step that uses the copied action. */
function minimalWorkflow(): { workflow: Workflow; job: { if?: string }; step: WorkflowStep } {
  const workflow = parse(readmeBlock('yaml', `uses: ./${ACTION_DIR}`)) as Workflow;
  const job = Object.values(workflow.jobs)[0]!;
  const step = job.steps.find((s) => s.uses === `./${ACTION_DIR}`)!;
  return { workflow, job, step };
}

/**
 * The inputs a runner gives a step: the step's `with:`, and every default action.yml declares for an
 * input the step leaves out (`${{ github.token }}` evaluated to the job's token).
 */
function runnerInputs(actionYml: string, given: Record<string, unknown>): Record<string, string> {
  const declared = (parse(actionYml) as { inputs: Record<string, { default?: string }> }).inputs;
  const inputs: Record<string, string> = {};
  for (const [name, input] of Object.entries(declared)) {
    if (input.default !== undefined)
      inputs[name] = input.default === '${{ github.token }}' ? TOKEN : input.default;
  }
  for (const [name, value] of Object.entries(given)) inputs[name] = String(value);
  return inputs;
}

/** Every package.json in the folders above `dir` (a runner's copy has none of arbor-gate's). */
function packageManifestsAbove(dir: string): string[] {
  const found: string[] = [];
  for (let at = dir; ; at = dirname(at)) {
    if (existsSync(join(at, 'package.json'))) found.push(join(at, 'package.json'));
    if (dirname(at) === at) return found;
  }
}

let repo: GateRepo;
let github: FakeGitHub;

beforeAll(() => {
  if (!existsSync(ACTION_ENTRY)) throw new Error(`${ACTION_ENTRY} is missing: run npm run bundle first`);
});
beforeEach(async () => {
  repo = GateRepo.create({ score: 5 });
  github = await startFakeGitHub();
});
afterEach(async () => {
  await github.close();
  await repo.cleanup();
});

/**
 * Installs the action into the scratch repository by running the README's shell block from this
 * checkout (the "clone of arbor-gate" it speaks of), with `your-repo` meaning the scratch checkout; then
 * commits the copy and the session tree at the path the README names, as a team would.
 */
function installAsDocumented(runName: string): void {
  const block = readmeBlock('sh', ACTION_DIR);
  expect(block).toContain('your-repo');
  execFileSync('sh', ['-euc', block.replaceAll('your-repo', repo.work)], { cwd: ROOT, stdio: 'pipe' });
  repo.git(['add', '--', ACTION_DIR]);
  repo.git(['commit', '-q', '-m', 'add the arbor-gate action']);
  repo.git(['push', '-q', 'origin', 'main']);
  const treePath = `.arbor/sessions/${runName}/.coordinator/idea_tree.json`;
  expect(README).toContain('.arbor/sessions/<run>/.coordinator/idea_tree.json');
  repo.commit(
    TRUNK,
    {
      [treePath]: `${JSON.stringify(sessionTree({ tracked: true, meta: { eval_cmd_test: EVAL_CMD, protected_paths: ['eval.sh'] } }), null, 2)}\n`,
    },
    { push: true, message: 'record the session tree' },
  );
}

describe("the README's install, run as a runner runs a local action", () => {
  const { bin: node24Bin, reason } = process.env.ARBOR_GATE_SKIP_NODE24
    ? { bin: null, reason: 'ARBOR_GATE_SKIP_NODE24 is set' }
    : node24();
  if (node24Bin === null) console.log(`the copied-layout install runs on this Node, not Node 24: ${reason}`);

  test('the minimal workflow gates only arbor/* heads into the trunk branch', () => {
    const { workflow, job, step } = minimalWorkflow();
    expect(workflow.on.pull_request?.branches).toEqual([TRUNK]);
    expect(job.if).toBe("startsWith(github.head_ref, 'arbor/')");
    expect(step.with).toMatchObject({ mode: 'merge', 'trunk-branch': TRUNK });
    // examples/workflows/gate-arbor-heads.yml is the same workflow, named and commented.
    const example = parse(readFileSync(join(ROOT, 'examples/workflows/gate-arbor-heads.yml'), 'utf8')) as {
      name?: string;
    };
    delete example.name;
    expect(example).toEqual(workflow);
  });

  test.each(['verify', 'merge'] as const)(
    '%s judges an improving arbor/* branch from the copy',
    async (mode) => {
      const { step } = minimalWorkflow();
      const runName = String(step.with?.['run-name']);
      installAsDocumented(runName);
      const actionDir = join(repo.work, ACTION_DIR);
      const actionYml = readFileSync(join(actionDir, 'action.yml'), 'utf8');
      const runs = (parse(actionYml) as { runs: { using: string; main: string } }).runs;
      expect(runs.using).toBe('node24');
      expect(packageManifestsAbove(join(actionDir, dirname(runs.main)))).toEqual([]);
      const branch = 'arbor/n1-better';
      const head = openPullRequest(repo, 2, branch, { 'solution.txt': '7\n' });
      const result = await runAction({
        inputs: runnerInputs(actionYml, { ...step.with, mode }),
        payload: pullRequestPayload({
          number: 2,
          headSha: head,
          headRef: branch,
          headRepo: REPOSITORY,
          baseRef: TRUNK,
          baseRepo: REPOSITORY,
        }),
        eventName: 'pull_request',
        workspace: repo.work,
        apiUrl: github.url,
        entry: join(actionDir, runs.main),
        ...(node24Bin === null ? {} : { node: node24Bin }),
      });
      expect({ exit: result.exitCode, stderr: result.stderr }).toEqual({ exit: 0, stderr: '' });
      expect(result.stdout).not.toContain('::error::');
      expect(result.outputs.decision).toBe(mode === 'merge' ? 'merged' : 'would_merge');
      if (mode === 'merge') expect(git(repo.remote, ['rev-parse', `${TRUNK}^2`])).toBe(head);
    },
  );
});
