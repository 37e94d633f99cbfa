/**
 * util/markdown.ts against a real CommonMark renderer (markdown-it, set up like GitHub): random strings
 * of Markdown-significant characters come out as exactly one text node holding the text, wherever a
 * face puts them (a paragraph, a list item, a table cell, the line after a paragraph).
 */
import { describe, expect, test } from '@jest/globals';
import type { Token } from 'markdown-it';
import {
  codeBlock,
  markdownCode,
  markdownText,
  NAME_MAX,
  oneLine,
  plainLine,
  plainText,
  shortened,
} from '../../src/util/markdown.js';
import { githubLikeMarkdown, markupOf } from '../helpers/markdown-render.js';

const md = githubLikeMarkdown();
const ZWJ = /\u200D/g;

/** mulberry32: the same strings on every run, so a failure can be replayed. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Single characters and the sequences that mean something together. */
const PIECES = [
  ...'\\`*_{}[]()#+-.!|<>~&$=:@/"\'^%;?, \t\n\r\u2028\u00a0\u0000\u001b\u202eaZ19é✅',
  'https://',
  'http://x.io',
  'www.',
  'a@b.co',
  '@octocat',
  '#12',
  '&amp;',
  '&#x3C;',
  '<!--',
  '-->',
  '![',
  '](',
  '1.',
  '1)',
  '- ',
  '> ',
  '```',
  '~~~',
  '***',
  '---',
  '===',
  '<img src=x>',
  '[x]: /u',
  '[^1]',
  '[!NOTE]',
  '$x$',
  '    ',
];

function randomStrings(count: number, seed: number): string[] {
  const next = random(seed);
  return Array.from({ length: count }, () => {
    const length = 1 + Math.floor(next() * 14);
    return Array.from({ length }, () => PIECES[Math.floor(next() * PIECES.length)]).join('');
  });
}

const STRINGS = randomStrings(1200, 12);

/** Block token types of a parse, in order (the inline tokens' children aside). */
const blocks = (tokens: Token[]) => tokens.map((t) => t.type);

/**
 * The inline token that holds `escaped` in `context`, after checking that the page has the same
 * blocks as with a plain word there (so the text started no heading, list, quote, table or block).
 */
function slot(context: (text: string) => string, escaped: string): Token {
  const inlines = (tokens: Token[]) => tokens.filter((t) => t.type === 'inline');
  const plain = md.parse(context('WORD'), {});
  const tokens = md.parse(context(escaped), {});
  expect({ escaped, blocks: blocks(tokens) }).toEqual({ escaped, blocks: blocks(plain) });
  return inlines(tokens)[inlines(plain).findIndex((t) => t.content.includes('WORD'))]!;
}

/** What an inline token shows, line breaks of the context as `\n`. */
const shown = (inline: Token) =>
  inline.children!.map((c) => (c.type === 'softbreak' ? '\n' : c.content)).join('');

const CONTEXTS: Record<string, (text: string) => string> = {
  paragraph: (text) => text,
  'list item': (text) => `- reason: ${text}`,
  'start of a list item': (text) => `- ${text}`,
  'table cell': (text) => `| name | n |\n|---|---:|\n| ${text} | 1 |`,
  'line after a paragraph': (text) => `Reasons:\n${text}`,
  'quote line': (text) => `> [!WARNING]\n> divergence: ${text}`,
};

describe('markdownText', () => {
  test.each(Object.entries(CONTEXTS))('renders as one text node with the text, in a %s', (_, context) => {
    const around = shown(slot(context, 'WORD'));
    for (const raw of STRINGS) {
      const expected = plainLine(raw);
      if (expected === '') continue;
      const inline = slot(context, markdownText(raw));
      expect({ raw, types: inline.children!.map((c) => c.type) }).toEqual({
        raw,
        types: slot(context, 'WORD').children!.map((c) => c.type),
      });
      expect({ raw, shown: shown(inline).replace(ZWJ, '') }).toEqual({
        raw,
        shown: around.replace('WORD', () => expected.replace(ZWJ, '')),
      });
    }
  });

  test('no string makes a link, an image, HTML or a heading; autolinks are broken', () => {
    for (const raw of STRINGS) {
      const markup = markupOf(`- ${markdownText(raw)}`, md);
      expect({ raw, ...markup, text: '' }).toEqual({
        raw,
        headings: [],
        images: [],
        links: [],
        html: [],
        text: '',
      });
    }
    for (const url of ['https://host/p.png', 'see www.example.com', 'mail a@b.co', 'HTTP://X.IO/A']) {
      expect(markupOf(markdownText(url)).links).toEqual([]);
      expect(markupOf(url).links).not.toEqual([]); // the renderer does link them raw
    }
  });

  test('readable where nothing needs escaping; mentions and issue references neutralised', () => {
    expect(markdownText('No run_stats.json (see caveats) - 1.5 is better')).toBe(
      'No run_stats.json (see caveats) - 1.5 is better',
    );
    expect(markdownText('thanks @octocat, fixes #12')).toBe('thanks \u200D@\u200Doctocat, fixes #\u200D12');
    expect(markdownText('# 1. a_b _c_ *d* <e> & [f](g)')).toBe(
      '\\# 1. a_b \\_c\\_ \\*d\\* &lt;e&gt; &amp; \\[f\\]\\(g)',
    );
    expect(markdownText('1. first')).toBe('1\\. first');
    expect(markdownText('- item')).toBe('\\- item');
    expect(markdownText('---')).toBe('\\---');
    expect(markdownText('0.7 does not beat 0.8; -5 is worse')).toBe('0.7 does not beat 0.8; -5 is worse');
  });

  test('line breaks and controls are made visible, on one line', () => {
    expect(markdownText('a\nb\r\nc\u2028d')).toBe('a↵b↵c↵d');
    expect(plainText('\u001b[2K\u0007\u202egpj.exe\td')).toBe('\\x1B[2K\\x07\\u{202E}gpj.exe d');
  });
});

describe('markdownCode', () => {
  /** The name's own tokens from the first of them: a code span, or `<code>`, its text, `</code>`. */
  const codeContents = (children: Token[]) => {
    const at = children.findIndex((c) => c.type === 'code_inline' || c.content === '<code>');
    if (children[at]!.type === 'code_inline') return children[at]!.content;
    const own = children.slice(at, at + 3);
    expect(own.map((c) => [c.type, c.type === 'text' ? '' : c.content])).toEqual([
      ['html_inline', '<code>'],
      ['text', ''],
      ['html_inline', '</code>'],
    ]);
    return own[1]!.content;
  };

  test.each(Object.entries(CONTEXTS))(
    'shows the name in monospace and nothing else, in a %s',
    (_, context) => {
      for (const raw of STRINGS) {
        const expected = shortened(plainText(raw), NAME_MAX).text;
        if (expected === '') continue;
        const children = slot(context, markdownCode(raw)).children!;
        expect(
          children.filter((c) => !['text', 'softbreak', 'code_inline', 'html_inline'].includes(c.type)),
        ).toEqual([]);
        expect(children.filter((c) => c.type === 'html_inline').length).toBeLessThanOrEqual(2);
        expect({ raw, shown: codeContents(children).replace(ZWJ, '') }).toEqual({
          raw,
          shown: expected.replace(ZWJ, ''),
        });
      }
    },
  );

  test('plain names stay code spans; others are escaped inside <code>', () => {
    expect(markdownCode('src/model_v2.py')).toBe('`src/model_v2.py`');
    expect(markdownCode('arbor/n1-better')).toBe('`arbor/n1-better`');
    expect(markdownCode('a`b <img>')).toBe('<code>a\\`b &lt;img&gt;</code>');
    expect(markdownCode('')).toBe('(empty)');
  });

  test('a long name is cut in the middle and says its length', () => {
    const name = `${'d/'.repeat(100)}file.py`;
    const shown = markdownCode(name);
    expect(shown).toMatch(/^`d\/d\/.*….*file\.py` \(207 characters\)$/);
    expect(Array.from(shown.slice(1, shown.indexOf('` ('))).length).toBe(NAME_MAX);
  });
});

describe('shortening', () => {
  test('never splits a surrogate pair and keeps head and tail', () => {
    const { text, note } = shortened('😀'.repeat(50), 10);
    expect(Array.from(text)).toHaveLength(10);
    expect(text).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    expect(note).toBe(' (50 characters)');
    expect(shortened('short', 10)).toEqual({ text: 'short', note: '' });
  });
  test('oneLine folds white space', () => {
    expect(oneLine('  a \t\n b  ')).toBe('a ↵ b');
  });
});

describe('codeBlock', () => {
  test('no content closes its fence', () => {
    for (const raw of STRINGS) {
      const tokens = md.parse(codeBlock(raw, 'text'), {});
      expect({ raw, types: blocks(tokens) }).toEqual({ raw, types: ['fence'] });
      // markdown-it normalises line endings and NUL the way CommonMark says.
      const normal = `${raw.replace(/\n$/, '')}\n`.replace(/\r\n?/g, '\n').replace(/\0/g, '\uFFFD');
      expect(tokens[0]!.content).toBe(normal);
    }
  });
});
