/**
 * The Octokit the Action talks to GitHub with: REST methods and pagination (from @actions/github, which
 * also honours the runner's proxy settings), plus retry for server errors and throttling for rate
 * limits, and a timeout on every request. All are bounded so a broken or silent API fails the publish
 * step instead of hanging the job. A request that gets no HTTP answer fails with a message naming the
 * request, the proxy and the root cause; when that cause will not go away by waiting (a proxy refusing
 * the tunnel, an unknown host, a bad certificate, a refused connection), it is retried once at most.
 */
import { getOctokit } from '@actions/github';
import { defaults as actionsDefaults } from '@actions/github/lib/utils';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import { randomUUID } from 'node:crypto';
import type { Octokit } from '@octokit/core';

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
  /** Where the proxy settings are read, to name the proxy in messages. Default process.env. */
  env?: NodeJS.ProcessEnv;
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

/** Error-like, without `instanceof` (undici's errors may come from another realm than Error). */
function isErrorLike(value: unknown): value is { message: string; cause?: unknown; code?: unknown } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}

/** The messages of an error and of its causes, outermost first, without repeats. */
function causeChain(error: unknown): string[] {
  const messages: string[] = [];
  for (let e: unknown = error, depth = 0; isErrorLike(e) && depth < 8; e = e.cause, depth++) {
    const code = typeof e.code === 'string' && !e.message.includes(e.code) ? ` (${e.code})` : '';
    const message = `${e.message}${code}`;
    if (e.message && !messages.includes(message)) messages.push(message);
  }
  return messages;
}

/**
 * Root causes that waiting does not cure: a proxy that answers the tunnel with an HTTP error, a host
 * name that does not resolve, a certificate that does not verify, nothing listening on the port.
 */
const LASTING_FAILURE =
  /Proxy response \(\d+\)|ENOTFOUND|ECONNREFUSED|CERT_|UNABLE_TO_VERIFY|SELF_SIGNED|ERR_TLS_CERT|unable to get local issuer/;

export interface NetworkFailure {
  /** One line: the request, the proxy when one is set, and every cause down to the root. */
  message: string;
  /** The root cause will still be there in a few seconds: retrying longer only delays the verdict. */
  lasting: boolean;
}

/** The proxy the runner's settings (HTTPS_PROXY, NO_PROXY ...) give `url`, without credentials; null for none. */
export function proxyFor(url: string, env: NodeJS.ProcessEnv): string | null {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return null;
  }
  const raw =
    target.protocol === 'https:' ? (env.https_proxy ?? env.HTTPS_PROXY) : (env.http_proxy ?? env.HTTP_PROXY);
  if (!raw) return null;
  const bypass = (env.no_proxy ?? env.NO_PROXY ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  const host = target.hostname.toLowerCase();
  if (
    bypass.some(
      (entry) =>
        entry === '*' || host === entry.replace(/^\./, '') || host.endsWith(`.${entry.replace(/^\./, '')}`),
    )
  )
    return null;
  try {
    const proxy = new URL(raw);
    proxy.username = '';
    proxy.password = '';
    return proxy.toString().replace(/\/$/, '');
  } catch {
    return '(an unparsable proxy URL)';
  }
}

/**
 * Describes a request that got no HTTP answer (Octokit reports it as a status-500 RequestError whose
 * message is only the first cause, e.g. undici's "Request was cancelled."); null for anything else.
 */
export function describeNetworkFailure(
  error: unknown,
  request: { method: string; url: string },
  proxy: string | null,
): NetworkFailure | null {
  const response = (error as { response?: unknown } | null)?.response;
  if (!isErrorLike(error) || response !== undefined || error.cause === undefined) return null;
  const causes = causeChain(error.cause).filter((m) => m !== 'fetch failed');
  if (causes.length === 0) return null;
  const via = proxy === null ? '' : ` through the proxy ${proxy}`;
  return {
    message: `${request.method} ${request.url}${via} got no answer: ${causes.join(': ')}`,
    lasting: causes.some((m) => LASTING_FAILURE.test(m)),
  };
}

/**
 * An Octokit plugin, applied before the retry plugin so that its error hook sees a failure first: it
 * names what failed and where, and caps the retries of a lasting failure at one (the retry plugin
 * reads `request.retries` per request), so a refused proxy fails in seconds instead of a minute.
 */
function explainNetworkFailures(env: NodeJS.ProcessEnv) {
  // @actions/github picks its proxy once, for GITHUB_API_URL, and sends every request through it.
  const proxy = proxyFor(env.GITHUB_API_URL || 'https://api.github.com', env);
  return (octokit: Octokit) => {
    // Octokit hands every request the client's one `request` options object, and the retry plugin
    // counts retries on it: without a copy per request, a later request inherits an earlier one's count
    // and its first retry waits 9 s instead of 1 s.
    octokit.hook.before('request', (options) => {
      options.request = { ...options.request };
    });
    octokit.hook.error('request', (error, options) => {
      // The failed request as sent (Octokit's RequestError keeps it), else the route it was made from.
      const sent = (error as { request?: { method?: string; url?: string } }).request;
      const url = sent?.url ?? `${options.baseUrl ?? ''}${String(options.url)}`;
      const method = sent?.method ?? String(options.method);
      const failure = describeNetworkFailure(error, { method, url }, proxy);
      if (failure === null) throw error;
      error.message = failure.message;
      if (failure.lasting) {
        const request = (options.request ??= {}) as { retries?: number };
        request.retries = Math.min(request.retries ?? 1, 1);
      }
      throw error;
    });
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
    explainNetworkFailures(options.env ?? process.env),
    retry,
    throttling,
  );
}
