/**
 * Renders Markdown the way GitHub does, closely enough to see what a page would show: markdown-it with
 * raw HTML passed through (GitHub keeps `<img>`, `<details>` and comments), GFM tables and
 * strikethrough, and the autolinks GitHub makes without markup (`https://...`, `www.`, e-mail
 * addresses; not bare domains). `markupOf` lists what a document holds beyond text.
 */
import { expect } from '@jest/globals';
import MarkdownIt, { type Token } from 'markdown-it';

type Renderer = InstanceType<typeof MarkdownIt>;

/** `www.` then a host: GitHub links it without a scheme; linkify-it only with fuzzy links (bare domains too). */
const WWW_HOST = /^[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+[^\s<]*/;

export function githubLikeMarkdown(): Renderer {
  const md = new MarkdownIt({ html: true, linkify: true });
  md.linkify.set({ fuzzyLink: false, fuzzyEmail: true });
  md.linkify.add('www.', {
    validate: (text, pos) => WWW_HOST.exec(text.slice(pos))?.[0].length ?? 0,
    normalize: (match) => {
      match.url = `http://${match.url}`;
    },
  });
  return md;
}

export interface Markup {
  /** Heading texts, in order. */
  headings: string[];
  images: string[];
  /** Link targets, autolinks included. */
  links: string[];
  /** Raw HTML, blocks and inline. */
  html: string[];
  /** The text of every inline part, code spans included. */
  text: string;
}

export function markupOf(markdown: string, md: Renderer = githubLikeMarkdown()): Markup {
  const out: Markup = { headings: [], images: [], links: [], html: [], text: '' };
  const tokens = md.parse(markdown, {});
  tokens.forEach((token: Token, index: number) => {
    if (token.type === 'heading_open') out.headings.push(tokens[index + 1]?.content ?? '');
    if (token.type === 'html_block') out.html.push(token.content);
    for (const child of token.children ?? []) {
      if (child.type === 'image') out.images.push(String(child.attrGet('src') ?? ''));
      if (child.type === 'link_open') out.links.push(String(child.attrGet('href') ?? ''));
      if (child.type === 'html_inline') out.html.push(child.content);
      if (child.type === 'text' || child.type === 'code_inline') out.text += child.content;
    }
  });
  return out;
}

/**
 * The raw HTML the faces write themselves: the collapsed log (`<details>`, `<summary>`), names in
 * `<code>`, and closed arbor-gate markers. Anything else in `markupOf(...).html` came from outside.
 */
const OWN_HTML = /^(?:<\/?(?:details|summary|code)>|<!-- arbor-gate:[\w:-]+ -->|[^<>])*$/;

/** The HTML of `markup` that the faces did not write themselves. */
export function foreignHtml(markup: Markup): string[] {
  return markup.html.filter((html) => !OWN_HTML.test(html.trim()));
}

/**
 * The headline attack of issue 12 as a real file name. A symlink pointing out of the repository is
 * rejected, and its reason message starts with its path: a fake "merged" heading, an image, raw HTML
 * and an unclosed comment that would hide everything after it. git refuses `//` in a path, so the
 * URLs are written `https:\/\/`, which Markdown (backslash escapes) and browsers (`\` is `/` in an
 * https URL) both read as `https://`; the link's target text carries the plain `https://` form.
 */
export const FAKE_MERGED_HEADING = '### ✅ arbor-gate merge: PR #2 was merged';
/** What a forged heading of HOSTILE_SYMLINK's would say. */
export const FORGED_MERGED = /was merged/;
export const HOSTILE_SYMLINK = {
  path: `x\n\n${FAKE_MERGED_HEADING}\n\n![](https:\\/\\/host/p.png) <img src=https:\\/\\/host/q.png>\n\n<!--`,
  target: '../../../../../../../../../![](https://host/r.png) <img src=https://host/s.png> <!--',
};

/**
 * Checks that `markdown` carries no markup that came from untrusted text, in its source and as
 * rendered: no `<img`, `![` or `](http` (but to one of `links`), no image, no link but `links`, no
 * HTML but the faces' own, no `<!--` left open, and no heading (nor line starting with `#`) that
 * matches `forged`. Returns the rendered markup.
 */
export function expectInert(
  markdown: string,
  options: { forged: RegExp; links?: readonly string[] },
): Markup {
  expect(markdown).not.toContain('<img');
  expect(markdown).not.toContain('![');
  const targets = Array.from(markdown.matchAll(/\]\((http[^)\s]*)/g), (m) => m[1]!);
  expect(targets.filter((link) => !(options.links ?? []).includes(link))).toEqual([]);
  for (const line of markdown.split('\n')) {
    if (line.includes('<!--')) expect(line).toMatch(/<!--.*-->/);
    if (line.startsWith('#')) expect(line).not.toMatch(options.forged);
  }
  const markup = markupOf(markdown);
  expect(markup.images).toEqual([]);
  expect(markup.links.filter((link) => !(options.links ?? []).includes(link))).toEqual([]);
  expect(foreignHtml(markup)).toEqual([]);
  expect(markup.headings.filter((h) => options.forged.test(h))).toEqual([]);
  return markup;
}
