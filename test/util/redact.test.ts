import {
  createRedactor,
  findTokenShapedStrings,
  redactSecrets,
  secretsFromEnv,
} from '../../src/util/redact.js';

describe('redactSecrets', () => {
  it.each([
    ['github classic', `ghp_${'a1B2'.repeat(9)}`],
    ['github app', `ghs_${'a1B2'.repeat(9)}`],
    ['github fine-grained', `github_pat_11ABCDEFG0${'x1Y2'.repeat(8)}`],
    ['openai style', `sk-proj-${'Ab3'.repeat(10)}`],
    ['aws', 'AKIAIOSFODNN7EXAMPLE'],
    ['slack', 'xoxb-123456789012-abcdefABCDEF'],
    ['jwt', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U'],
  ])('removes a %s token', (_kind, token) => {
    const out = redactSecrets(`before ${token} after`);
    expect(out).toBe('before [REDACTED] after');
    expect(findTokenShapedStrings(token)).not.toEqual([]);
  });

  it('keeps the scheme or key and drops the value', () => {
    expect(redactSecrets('Authorization: Bearer abc.def-123456')).toBe('Authorization: Bearer [REDACTED]');
    expect(redactSecrets('password="Xk29fLq0Zr8vTy4M"')).toBe('password="[REDACTED]"');
    expect(redactSecrets('api_key: 9fJ2kL0qW8eR7tY6uI5o')).toBe('api_key: [REDACTED]');
  });

  it('leaves ordinary text alone', () => {
    const text =
      'token_scope: all_agents, input_tokens: 18900, password: hunter, RMSE 0.1502 on data/dev.csv';
    expect(redactSecrets(text)).toBe(text);
    expect(findTokenShapedStrings(text)).toEqual([]);
  });

  it('removes credential variables from the environment, plain and base64', () => {
    const env = {
      GITHUB_TOKEN: 'plain-but-secret-1',
      'INPUT_GITHUB-TOKEN': 'input-token-value',
      DEPLOY_KEY: 'k3y-material-xyz',
      SHORT_TOKEN: 'abc',
      HOME: '/home/runner-long-path',
    };
    const secrets = secretsFromEnv(env);
    expect(secrets).toEqual(
      expect.arrayContaining(['plain-but-secret-1', 'input-token-value', 'k3y-material-xyz']),
    );
    expect(secrets).not.toContain('abc');
    expect(secrets).not.toContain('/home/runner-long-path');
    const redact = createRedactor(env, ['extra-secret-value']);
    const b64 = Buffer.from('plain-but-secret-1').toString('base64');
    const basic = Buffer.from('x-access-token:plain-but-secret-1').toString('base64');
    expect(
      redact(`a plain-but-secret-1 b ${b64} c ${basic} d extra-secret-value /home/runner-long-path`),
    ).toBe('a [REDACTED] b [REDACTED] c [REDACTED] d [REDACTED] /home/runner-long-path');
  });
});

describe('a known secret in cheap encodings', () => {
  const secret = 'Tok3n/with+odd=chars_9Zq';
  const hex = Buffer.from(secret).toString('hex');
  const forms: [string, string][] = [
    ['hex', hex],
    ['upper-case hex', hex.toUpperCase()],
    ['reversed', [...secret].reverse().join('')],
    ['URL-encoded', encodeURIComponent(secret)],
    ['every byte percent-encoded', hex.replace(/../g, '%$&')],
    ['every byte percent-encoded, upper case', hex.replace(/../g, '%$&').toUpperCase()],
    ['split with dots', [...secret].join('.')],
    ['split with spaces', [...secret].join(' ')],
    ['split in groups', `${secret.slice(0, 5)}.${secret.slice(5, 12)}-${secret.slice(12)}`],
    ['a list of characters', JSON.stringify([...secret])],
    ['upper-cased', secret.toUpperCase()],
    ['base64', Buffer.from(secret).toString('base64')],
    ['base64url', Buffer.from(secret).toString('base64url')],
  ];
  const redacted = (text: string, form: string) => {
    expect(text).not.toContain(form);
    expect(text).toMatch(/^before \W*\[REDACTED\]\W* after$/);
  };
  it.each(forms)('%s, from the environment', (_name, form) => {
    redacted(createRedactor({ API_TOKEN: secret })(`before ${form} after`), form);
  });
  it.each(forms)('%s, given to the redactor', (_name, form) => {
    redacted(createRedactor({}, [secret])(`before ${form} after`), form);
  });
  it('leaves text alone that merely shares characters with it', () => {
    const redact = createRedactor({ API_TOKEN: secret });
    const text = `Token with odd chars ${hex.slice(0, 20)} T.o.k.3 ${secret.slice(0, 7)} 0x${'9'.repeat(40)}`;
    expect(redact(text)).toBe(text);
  });
});
