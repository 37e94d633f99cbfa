/**
 * The full `mermaid` package under a jsdom window, to parse a report's diagrams as a browser would
 * (`@mermaid-js/parser` parses neither `flowchart` nor `xychart-beta`). Loading it takes a second or
 * two, so suites that import this helper are kept out of `npm run test:unit` (scripts/unit-suites.mjs).
 */
import { JSDOM } from 'jsdom';

export interface MermaidChecker {
  /** Resolves with the diagram type, rejects with mermaid's parse error. */
  parse(text: string): Promise<string>;
  /** Mermaid's default `maxTextSize`: a longer diagram is not drawn at all. */
  maxTextSize: number;
}

/** Every ```mermaid block of a Markdown document, in order. */
export function mermaidBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/^```mermaid\n([\s\S]*?)\n```$/gm)].map((match) => match[1] as string);
}

export async function loadMermaid(): Promise<MermaidChecker> {
  const dom = new JSDOM('<!doctype html><html><body></body></html>');
  const globals = globalThis as Record<string, unknown>;
  globals.window = dom.window;
  globals.document = dom.window.document;
  const { default: mermaid } = await import('mermaid');
  mermaid.initialize({ startOnLoad: false });
  const maxTextSize = mermaid.mermaidAPI.getConfig().maxTextSize;
  if (typeof maxTextSize !== 'number') throw new Error('mermaid has no default maxTextSize');
  return {
    maxTextSize,
    parse: async (text) => (await mermaid.parse(text)).diagramType,
  };
}
