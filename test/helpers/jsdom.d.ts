/** The part of jsdom (which ships no types) that test/helpers/mermaid-parse.ts uses. */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: { document: unknown } & Record<string, unknown>;
  }
}
