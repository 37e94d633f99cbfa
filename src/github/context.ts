/**
 * What the workflow run is about, read from the runner's environment and the event payload
 * (`GITHUB_EVENT_PATH`). Pure: takes the environment and the parsed payload, returns data.
 */
import { isObject } from '../util/json.js';
import { readFile } from 'node:fs/promises';
import { oneLine, UserError } from '../errors.js';
import { mergeGroupFrom, type MergeGroupPayload } from './merge-group.js';

export type EventName =
  | 'pull_request'
  | 'pull_request_target'
  | 'merge_group'
  | 'schedule'
  | 'workflow_dispatch'
  | 'push'
  | (string & {});

export interface PullRequestContext {
  number: number;
  headRef: string;
  headSha: string;
  baseRef: string;
  headRepo: string;
  baseRepo: string;
  /** The head lives in another repository: its code is untrusted and a write token must not see it. */
  fork: boolean;
}

export interface RunContext {
  eventName: EventName;
  /** `owner/name` of the repository the workflow runs in. */
  repository: string;
  owner: string;
  repo: string;
  /** The commit to judge and report a status on: the PR head, the merge-group head, or GITHUB_SHA. */
  sha: string | null;
  /** Branch the commit is judged against (PR base, merge-group base), without `refs/heads/`. */
  baseRef: string | null;
  pullRequest: PullRequestContext | null;
  /** The merge-queue entry of a `merge_group` event (src/github/merge-group.ts); null otherwise. */
  mergeGroup: MergeGroupPayload | null;
  /** Link to this run's log page, shown in comments, summaries and statuses. */
  runUrl: string;
  serverUrl: string;
  apiUrl: string;
}

function field(obj: unknown, ...path: string[]): unknown {
  let value: unknown = obj;
  for (const key of path) value = isObject(value) ? value[key] : undefined;
  return value;
}

function str(obj: unknown, ...path: string[]): string | null {
  const value = field(obj, ...path);
  return typeof value === 'string' && value !== '' ? value : null;
}

function pullRequestFrom(payload: unknown): PullRequestContext | null {
  const pr = field(payload, 'pull_request');
  if (!isObject(pr)) return null;
  const number = typeof pr.number === 'number' ? pr.number : field(payload, 'number');
  const headSha = str(pr, 'head', 'sha');
  const headRef = str(pr, 'head', 'ref');
  const baseRef = str(pr, 'base', 'ref');
  const baseRepo = str(pr, 'base', 'repo', 'full_name');
  if (typeof number !== 'number' || !headSha || !headRef || !baseRef || !baseRepo) {
    throw new UserError(
      'GITHUB_EVENT_PATH: pull_request payload lacks number, head.sha, head.ref, base.ref or base.repo.full_name',
    );
  }
  // A deleted fork has head.repo null: it is certainly not the base repository.
  const headRepo = str(pr, 'head', 'repo', 'full_name') ?? '(deleted repository)';
  return {
    number,
    headRef,
    headSha,
    baseRef,
    headRepo,
    baseRepo,
    fork: headRepo.toLowerCase() !== baseRepo.toLowerCase(),
  };
}

export function runContextFrom(env: NodeJS.ProcessEnv, payload: unknown): RunContext {
  const repository = env.GITHUB_REPOSITORY ?? str(payload, 'repository', 'full_name') ?? '';
  const [owner = '', repo = ''] = repository.split('/');
  const serverUrl = (env.GITHUB_SERVER_URL ?? 'https://github.com').replace(/\/+$/, '');
  const apiUrl = (env.GITHUB_API_URL ?? 'https://api.github.com').replace(/\/+$/, '');
  const eventName = env.GITHUB_EVENT_NAME ?? '';
  const pullRequest = pullRequestFrom(payload);
  const mergeGroup = mergeGroupFrom(payload);
  return {
    eventName,
    repository,
    owner,
    repo,
    sha: pullRequest?.headSha ?? mergeGroup?.headSha ?? env.GITHUB_SHA ?? null,
    baseRef: pullRequest?.baseRef ?? mergeGroup?.baseBranch ?? null,
    pullRequest,
    mergeGroup,
    runUrl: `${serverUrl}/${repository}/actions/runs/${env.GITHUB_RUN_ID ?? ''}`,
    serverUrl,
    apiUrl,
  };
}

/** Reads and parses the event payload; no GITHUB_EVENT_PATH (a local run) is an empty payload. */
export async function readEventPayload(env: NodeJS.ProcessEnv): Promise<unknown> {
  const path = env.GITHUB_EVENT_PATH;
  if (!path) return {};
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new UserError(`GITHUB_EVENT_PATH ${path} cannot be read: ${(error as Error).message}`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new UserError(`GITHUB_EVENT_PATH ${path} is not valid JSON: ${oneLine(error)}`);
  }
}
