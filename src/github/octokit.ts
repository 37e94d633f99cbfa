/**
 * The Octokit the Action talks to GitHub with: REST methods and pagination (from @actions/github, which
 * also honours the runner's proxy settings), plus retry for server errors and throttling for rate
 * limits, and a timeout on every request. All are bounded so a broken or silent API fails the publish
 * step instead of hanging the job.
 */
import { getOctokit } from '@actions/github';
import { defaults as actionsDefaults } from '@actions/github/lib/utils';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import { randomUUID } from 'node:crypto';

export type GitHubClient = ReturnType<typeof getOctokit>;

export interface OctokitOptions {
  token: string;
  /** REST API root, `GITHUB_API_URL` on a runner (GitHub Enterprise Server has its own). */
  baseUrl: string;
  /** Where rate-limit and retry notes go (core.info on a runner). */
  log: (message: string) => void;
  /** Retries of a 5xx or network failure after the first request (quadratic backoff: 1 s, 4 s, 9 s ...). */
  serverErrorRetries?: number;
  /** Retries of a request refused by a primary or secondary rate limit (each waits what GitHub asks). */
  rateLimitRetries?: number;
  /** How long one request may take before it is aborted (and then retried like a network failure). */
  requestTimeoutMs?: number;
}

export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

/**
 * Wraps a fetch so each call is aborted after `timeoutMs`, as well as when the caller's own signal
 * aborts. Octokit reports the abort as a status-500 RequestError, which the retry plugin retries.
 */
function fetchWithTimeout(base: typeof fetch, timeoutMs: number): typeof fetch {
  return (input, init) => {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    return base(input, { ...init, signal });
  };
}

/**
 * Statuses the retry plugin leaves alone: client errors are final, and 403/429 rate limits are the
 * throttling plugin's to retry (it reads `retry-after` and `x-ratelimit-reset`), so they are not retried twice.
 */
const NOT_RETRIED_BY_RETRY_PLUGIN = [400, 401, 403, 404, 410, 422, 429, 451];

export function createOctokit(options: OctokitOptions): GitHubClient {
  const rateLimitRetries = options.rateLimitRetries ?? 2;
  const onLimit =
    (kind: string) =>
    (retryAfter: number, request: { method: string; url: string }, _octokit: unknown, retryCount: number) => {
      const retrying = retryCount < rateLimitRetries;
      options.log(
        `GitHub ${kind} rate limit on ${request.method} ${request.url}; ` +
          (retrying
            ? `retrying after ${retryAfter} s (retry ${retryCount + 1} of ${rateLimitRetries})`
            : 'giving up'),
      );
      return retrying;
    };
  // Octokit merges `request` shallowly over @actions/github's defaults, so its proxy-aware fetch is
  // wrapped here rather than replaced.
  const baseFetch = (actionsDefaults.request?.fetch as typeof fetch | undefined) ?? fetch;
  return getOctokit(
    options.token,
    {
      baseUrl: options.baseUrl,
      request: {
        ...actionsDefaults.request,
        fetch: fetchWithTimeout(baseFetch, options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS),
      },
      retry: { retries: options.serverErrorRetries ?? 3, doNotRetry: NOT_RETRIED_BY_RETRY_PLUGIN },
      throttle: {
        // The throttling plugin spaces writes per id; one id per client keeps unrelated clients apart.
        id: `arbor-gate-${randomUUID()}`,
        onRateLimit: onLimit('primary'),
        onSecondaryRateLimit: onLimit('secondary'),
      },
    },
    retry,
    throttling,
  );
}
