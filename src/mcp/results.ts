/**
 * What a tool call returns: the structured value (the verdict JSON, or the session tool's JSON, as the
 * CLI's --json prints it) as `structuredContent`, and one paragraph for the model as `content[0].text`.
 * A bad argument (the CLI's exit 2) or a failure is a tool error (`isError: true`) with the message,
 * which names the argument: the server answers and goes on serving.
 */
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { exitCodeOf } from '../errors.js';
import { renderVerdictText } from '../report/verdict.js';
import type { Verdict } from '../gate/verdict.js';
import { escapeControls } from '../util/terminal.js';

export function toolResult(structured: object, paragraph: string): CallToolResult {
  return {
    structuredContent: structured as Record<string, unknown>,
    content: [{ type: 'text', text: escapeControls(paragraph) }],
  };
}

/** The verdict's text face (each line already one line of plain text) as one paragraph. */
export function verdictParagraph(verdict: Verdict): string {
  return renderVerdictText(verdict)
    .split('\n')
    .map((line) => line.trim().replace(/^[-!] /, ''))
    .filter((line) => line !== '')
    .join('; ');
}

export function toolError(error: unknown): CallToolResult {
  const message = error instanceof Error ? error.message : String(error);
  const text = exitCodeOf(error) === 2 ? message : `error: ${message}`;
  return { isError: true, content: [{ type: 'text', text: escapeControls(text.replace(/\s*\n\s*/g, ' ')) }] };
}
