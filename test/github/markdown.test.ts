import { describe, expect, test } from '@jest/globals';
import { neutralizeMentions, renderDocument, truncateMiddle } from '../../src/github/markdown.js';
import { codeBlock } from '../../src/util/markdown.js';
import { renderSummary } from '../../src/github/summary.js';
import { statusDescription } from '../../src/github/status.js';

const same = (text: string) => text;

describe('neutralizeMentions', () => {
  test.each([
    ['thanks @octocat', 'thanks @\u200Doctocat'],
    ['@octocat at start', '@\u200Doctocat at start'],
    ['cc @my-org/reviewers', 'cc @\u200Dmy-org/reviewers'],
    ['(@someone)', '(@\u200Dsomeone)'],
  ])('%j loses its mention', (input, expected) => {
    expect(neutralizeMentions(input)).toBe(expected);
  });

  test.each(['mail me at dev@example.com', 'user@host:path', 'a lone @ sign', '`@code`'])(
    '%j stays as it is',
    (input) => {
      expect(neutralizeMentions(input)).toBe(input);
    },
  );
});

describe('codeBlock', () => {
  test('a log holding a fence cannot close the block', () => {
    const log = 'before\n```\n# Injected heading @admin\n````\nafter';
    const block = codeBlock(log, 'text');
    const fence = block.split('\n')[0]!.replace(/text$/, '');
    expect(fence).toBe('`````');
    expect(block.endsWith(`\n${fence}`)).toBe(true);
    const inner = block.slice(fence.length + 'text\n'.length, -fence.length - 1);
    expect(inner).toBe(log);
    expect(inner).not.toContain(fence);
  });
});

describe('truncateMiddle', () => {
  test('keeps head and tail within the limit', () => {
    const text = `start${'.'.repeat(10_000)}end`;
    const cut = truncateMiddle(text, 500);
    expect(cut.length).toBeLessThanOrEqual(500);
    expect(cut.startsWith('start')).toBe(true);
    expect(cut.endsWith('end')).toBe(true);
  });
  test('short text is unchanged', () => {
    expect(truncateMiddle('abc', 10)).toBe('abc');
  });
});

describe('renderDocument', () => {
  test('a body longer than the limit is cut at its end and the run link is kept', () => {
    const text = renderDocument({ body: 'b'.repeat(5000), runUrl: 'https://run' }, 1000, same);
    expect(text.length).toBeLessThanOrEqual(1000);
    expect(text).toContain('[Run log](https://run)');
  });
  test('mentions in the log are neutralised and the marker header is kept first', () => {
    const text = renderDocument(
      { header: '<!-- m -->', body: 'ok', log: 'ping @octocat', runUrl: 'u' },
      10_000,
      same,
    );
    expect(text.startsWith('<!-- m -->\n')).toBe(true);
    expect(text).toContain('@\u200Doctocat');
  });
});

describe('renderSummary', () => {
  test('multi-byte text stays under the byte limit', () => {
    const text = renderSummary({ body: 'résumé', log: '€'.repeat(50_000), runUrl: 'u' }, same, 20_000);
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(20_000);
    expect(text).toContain('résumé');
  });
});

describe('statusDescription', () => {
  test('one line of at most 140 characters', () => {
    const d = statusDescription(`rejected:\n${'not improved '.repeat(30)}`);
    expect(d.length).toBeLessThanOrEqual(140);
    expect(d).not.toContain('\n');
  });
  test('plain text: line breaks, terminal controls and bidi marks shown, no surrogate pair split', () => {
    const d = statusDescription('rejected: x\n\n### ✅ merged\u001b[2K\u0007\u202Eevil\u2028');
    expect(d).toBe('rejected: x↵↵### ✅ merged\\x1B[2K\\x07\\u{202E}evil↵');
    const emoji = statusDescription(`r${'😀'.repeat(100)}`);
    expect(emoji.length).toBeLessThanOrEqual(140);
    expect(emoji).toMatch(/^r(?:\uD83D\uDE00)+…$/);
  });
});
