/**
 * A request that gets no HTTP answer (a proxy refusing the tunnel, nothing listening) fails with a
 * message that names the request, the proxy and the root cause, and a cause that waiting does not cure
 * is retried once, not for the retry plugin's whole backoff. The proxies here are real loopback
 * servers; the runner's proxy settings are read when @actions/github loads, so they are set first.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

let refusingProxy: Server;
let tunnelRequests = 0;
let proxyUrl = '';

beforeAll(async () => {
  // Answers every CONNECT with 403, as a corporate proxy refusing api.github.com does.
  refusingProxy = createServer((_req, res) => res.writeHead(403).end());
  refusingProxy.on('connect', (_req, socket) => {
    tunnelRequests++;
    socket.end('HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\n\r\n');
  });
  await new Promise<void>((resolve) => refusingProxy.listen(0, '127.0.0.1', resolve));
  proxyUrl = `http://user:s3cret@127.0.0.1:${(refusingProxy.address() as AddressInfo).port}`;
  process.env.HTTPS_PROXY = proxyUrl;
});
afterAll(async () => {
  delete process.env.HTTPS_PROXY;
  await new Promise<void>((resolve) => refusingProxy.close(() => resolve()));
});

describe('a request that gets no answer', () => {
  test('a proxy refusing the tunnel: the message names request, proxy (without credentials) and cause; one retry', async () => {
    const { createOctokit } = await import('../../src/github/octokit.js');
    const logs: string[] = [];
    const octokit = createOctokit({
      token: 't',
      baseUrl: 'https://api.github.com',
      log: (m) => logs.push(m),
    });
    const failure = octokit.rest.issues.listComments({ owner: 'o', repo: 'r', issue_number: 2 });
    await expect(failure).rejects.toThrow(
      new RegExp(
        `^GET https://api\\.github\\.com/repos/o/r/issues/2/comments through the proxy http://127\\.0\\.0\\.1:\\d+ got no answer: .*Proxy response \\(403\\) !== 200 when HTTP Tunneling`,
      ),
    );
    await expect(failure).rejects.not.toThrow(/s3cret/);
    // The first attempt and one retry, not the four attempts of the plugin's 1 s + 4 s + 9 s backoff.
    expect(tunnelRequests).toBe(2);
  });
});

describe('describing a failure without an answer', () => {
  const request = { method: 'POST', url: 'https://api.github.com/repos/o/r/statuses/abc' };
  const chain = (...messages: (string | { message: string; code: string })[]) =>
    messages.reduceRight<Error | undefined>((cause, m) => {
      const error = new Error(typeof m === 'string' ? m : m.message, { cause });
      if (typeof m !== 'string') Object.assign(error, { code: m.code });
      return error;
    }, undefined)!;
  const requestError = (cause: Error) => Object.assign(new Error(cause.message), { status: 500, cause });

  test('every cause down to the root, with its code; "fetch failed" adds nothing', async () => {
    const { describeNetworkFailure } = await import('../../src/github/octokit.js');
    const failure = describeNetworkFailure(
      requestError(
        chain('fetch failed', { message: 'getaddrinfo ENOTFOUND ghe.example', code: 'ENOTFOUND' }),
      ),
      request,
      null,
    );
    expect(failure).toEqual({
      message:
        'POST https://api.github.com/repos/o/r/statuses/abc got no answer: getaddrinfo ENOTFOUND ghe.example',
      lasting: true,
    });
  });

  test('a reset connection or a timeout is worth the full retries; an HTTP answer is not described', async () => {
    const { describeNetworkFailure } = await import('../../src/github/octokit.js');
    expect(
      describeNetworkFailure(requestError(chain('fetch failed', 'read ECONNRESET')), request, null)?.lasting,
    ).toBe(false);
    expect(
      describeNetworkFailure(requestError(chain('The operation was aborted due to timeout')), request, null)
        ?.lasting,
    ).toBe(false);
    const answered = Object.assign(new Error('Bad Gateway'), { status: 502, response: { status: 502 } });
    expect(describeNetworkFailure(answered, request, null)).toBeNull();
  });

  test('the proxy of a URL follows the runner variables and no_proxy, never with credentials', async () => {
    const { proxyFor } = await import('../../src/github/octokit.js');
    const env = { HTTPS_PROXY: 'http://u:p@proxy.corp:3128', NO_PROXY: 'internal.corp,.ghe.corp' };
    expect(proxyFor('https://api.github.com/x', env)).toBe('http://proxy.corp:3128');
    expect(proxyFor('https://ghe.corp/api/v3', env)).toBeNull();
    expect(proxyFor('https://a.ghe.corp/api/v3', env)).toBeNull();
    expect(proxyFor('http://api.github.com/x', env)).toBeNull();
    expect(proxyFor('https://api.github.com/x', { ...env, no_proxy: '*' })).toBeNull();
  });
});
