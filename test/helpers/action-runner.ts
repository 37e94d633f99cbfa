/**
 * Runs the bundled Action (`dist/index.js`) the way a GitHub runner does: inputs as `INPUT_<NAME>`
 * variables (upper-cased, dashes kept), the event payload in a file named by GITHUB_EVENT_PATH, and the
 * GITHUB_OUTPUT / GITHUB_STEP_SUMMARY files, in a child process (the loopback GitHub API keeps running
 * in the test's process meanwhile).
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const ACTION_ENTRY = join(import.meta.dirname, '..', '..', 'dist', 'index.js');

const require = createRequire(import.meta.url);
const examples = require('@octokit/webhooks-examples') as {
  name: string;
  examples: Record<string, unknown>[];
}[];
/** GitHub's own `pull_request` `opened` example payload. */
const PR_OPENED = examples
  .find((e) => e.name === 'pull_request')!
  .examples.find((e) => e.action === 'opened')!;

/** GitHub's own `merge_group` `checks_requested` example payload. */
export const MERGE_GROUP_CHECKS_REQUESTED = examples
  .find((e) => e.name === 'merge_group')!
  .examples.find((e) => e.action === 'checks_requested')!;

/** The `checks_requested` example payload, pointed at a test's queue entry (full refs, as GitHub sends them). */
export function mergeGroupPayload(group: {
  headSha: string;
  headRef: string;
  baseSha: string;
  baseRef: string;
}): { merge_group: Record<string, unknown> } {
  const payload = structuredClone(MERGE_GROUP_CHECKS_REQUESTED) as { merge_group: Record<string, unknown> };
  payload.merge_group.head_sha = group.headSha;
  payload.merge_group.head_ref = group.headRef;
  payload.merge_group.base_sha = group.baseSha;
  payload.merge_group.base_ref = group.baseRef;
  return payload;
}

export interface PullRequestPayload {
  number: number;
  pull_request: {
    number: number;
    head: { sha: string; ref: string; repo: { full_name: string } };
    base: { ref: string; repo: { full_name: string } };
  };
}

/** The `opened` example payload, pointed at a test's pull request (its number, head and base). */
export function pullRequestPayload(pr: {
  number: number;
  headSha: string;
  headRef: string;
  headRepo: string;
  baseRef: string;
  baseRepo: string;
}): PullRequestPayload {
  const payload = structuredClone(PR_OPENED) as unknown as PullRequestPayload;
  payload.number = pr.number;
  payload.pull_request.number = pr.number;
  payload.pull_request.head.sha = pr.headSha;
  payload.pull_request.head.ref = pr.headRef;
  payload.pull_request.head.repo.full_name = pr.headRepo;
  payload.pull_request.base.ref = pr.baseRef;
  payload.pull_request.base.repo.full_name = pr.baseRepo;
  return payload;
}

export interface ActionRun {
  exitCode: number | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
}

export interface ActionRunOptions {
  inputs: Record<string, string>;
  payload: unknown;
  eventName: string;
  workspace: string;
  apiUrl: string;
  repository?: string;
  /** Node binary to run the bundle with (the Node 24 smoke test passes one). */
  node?: string;
  /** Script to run instead of the bundle (a fresh compile of src/, see adversarial-build.ts). */
  entry?: string;
  extraEnv?: Record<string, string>;
  /** Sees the step's standard output as it comes (a test that acts while the Action is still running). */
  onStdout?: (text: string) => void;
}

/** Parses the GITHUB_OUTPUT file: `name<<DELIMITER\nvalue\nDELIMITER` blocks (and plain `name=value`). */
export function parseOutputFile(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line);
    if (heredoc) {
      const end = lines.indexOf(heredoc[2]!, i + 1);
      outputs[heredoc[1]!] = lines.slice(i + 1, end).join('\n');
      i = end;
    } else if (line.includes('=')) {
      outputs[line.slice(0, line.indexOf('='))] = line.slice(line.indexOf('=') + 1);
    }
  }
  return outputs;
}

/** The variables a runner gives a step about its run, and the git identity a job would configure. */
export function runnerVariables(run: {
  eventName: string;
  eventPath: string;
  repository: string;
  apiUrl: string;
  workspace: string;
  summaryPath: string;
  runnerTemp: string;
}): Record<string, string> {
  return {
    GITHUB_EVENT_NAME: run.eventName,
    GITHUB_EVENT_PATH: run.eventPath,
    GITHUB_REPOSITORY: run.repository,
    GITHUB_API_URL: run.apiUrl,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_RUN_ID: '4242',
    GITHUB_WORKSPACE: run.workspace,
    GITHUB_STEP_SUMMARY: run.summaryPath,
    RUNNER_TEMP: run.runnerTemp,
    GIT_AUTHOR_NAME: 'runner',
    GIT_AUTHOR_EMAIL: 'runner@example.invalid',
    GIT_COMMITTER_NAME: 'runner',
    GIT_COMMITTER_EMAIL: 'runner@example.invalid',
  };
}

/** A runner-like environment: the parent's PATH and HOME, nothing else of the test process. */
export async function runAction(options: ActionRunOptions): Promise<ActionRun> {
  const dir = mkdtempSync(join(tmpdir(), 'arbor-gate-runner-'));
  try {
    const eventPath = join(dir, 'event.json');
    const outputPath = join(dir, 'output');
    const summaryPath = join(dir, 'summary.md');
    writeFileSync(eventPath, JSON.stringify(options.payload));
    writeFileSync(outputPath, '');
    writeFileSync(summaryPath, '');
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: process.env.HOME ?? dir,
      CI: 'true',
      GITHUB_ACTIONS: 'true',
      GITHUB_SHA: '0000000000000000000000000000000000000000',
      GITHUB_OUTPUT: outputPath,
      ...runnerVariables({
        eventName: options.eventName,
        eventPath,
        repository: options.repository ?? 'Codertocat/Hello-World',
        apiUrl: options.apiUrl,
        workspace: options.workspace,
        summaryPath,
        runnerTemp: dir,
      }),
      ...options.extraEnv,
    };
    for (const [name, value] of Object.entries(options.inputs))
      env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value;
    const child = spawn(options.node ?? process.execPath, [options.entry ?? ACTION_ENTRY], {
      cwd: options.workspace,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
      options.onStdout?.(stdout);
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    const exitCode = await new Promise<number | null>((resolve) =>
      child.on('close', (code) => resolve(code)),
    );
    return {
      exitCode,
      stdout,
      stderr,
      outputs: parseOutputFile(readFileSync(outputPath, 'utf8')),
      summary: readFileSync(summaryPath, 'utf8'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The Node 24 binary from scripts/node24.sh, or null (with the reason) when it cannot be had. */
export function node24(): { bin: string | null; reason: string } {
  try {
    const bin = execFileSync('bash', [join(import.meta.dirname, '..', '..', 'scripts', 'node24.sh')], {
      encoding: 'utf8',
      timeout: 120_000,
      stdio: ['ignore', 'pipe', 'pipe'],
    }).trim();
    return { bin, reason: '' };
  } catch (error) {
    return { bin: null, reason: ((error as { stderr?: string }).stderr ?? String(error)).trim() };
  }
}
