/** `arbor-gate report [SESSION_DIR]`: REPORT.md from whatever the session holds. */
import { resolve } from 'node:path';
import { UserError } from '../errors.js';
import type { SessionLocation } from '../session/locate.js';
import { boolFlag, stringFlag, type Command, type ParsedArgs } from './command.js';

const USAGE = `Usage: arbor-gate report [SESSION_DIR] [options]

Writes REPORT.md for an Arbor session from whatever exists (tree, events, run stats, run info,
checkpoint); missing or unreadable inputs, a torn idea_tree.json included, become caveats, never a
crash. Token totals come from the session's own records first (run_stats.json, then the session.end
event, then the sum of llm.call events), and the report says which. Long lists are capped (all up
to 20, else the top 10, the latest 10 and a count); report.json beside the report holds them whole.
Ends by printing the evidence.

  SESSION_DIR          the session folder (<project>/.arbor/sessions/<run>)
  --cwd DIR            project root (with --run-name); default: current folder
  --run-name NAME      session name under DIR/.arbor/sessions/
  --out PATH           write the report here instead of SESSION_DIR/REPORT.md (report.json
                       beside it)
  --format FORMAT      what to print: "markdown" (evidence lines, default) or "json" (the
                       report facts)
  --smoke              mark the run as a smoke/forward test in the caveats
  --json               same as --format json
  -h, --help           show this help

Exit codes: 0 written (even from partial data or an unreadable tree), 2 no session folder, or
REPORT.md or report.json is a symbolic link.
`;

/** The session a command names: positional SESSION_DIR, or --cwd with --run-name. */
export function sessionOf(args: ParsedArgs, cwd: string): SessionLocation {
  return {
    positional: args.positionals[0],
    cwd: stringFlag(args, 'cwd') ?? cwd,
    runName: stringFlag(args, 'run-name'),
  };
}

export function wantsJson(args: ParsedArgs): boolean {
  const format = stringFlag(args, 'format');
  if (format !== undefined && format !== 'json' && format !== 'markdown') {
    throw new UserError(`--format must be "markdown" or "json" (got ${JSON.stringify(format)})`);
  }
  return boolFlag(args, 'json') || format === 'json';
}

export const reportCommand: Command = {
  name: 'report',
  summary: 'write REPORT.md for an Arbor session (partial data tolerated)',
  usage: USAGE,
  options: { out: { type: 'string' }, format: { type: 'string' }, smoke: { type: 'boolean' } },
  maxPositionals: 1,
  onePassRead: true,
  async run(args, io) {
    const json = wantsJson(args);
    const out = stringFlag(args, 'out');
    // One import after the other: two at once that share modules not loaded yet fail under Jest's
    // ESM loader ("request for 'node:path' is not in cache"), which the tests run the CLI in.
    const { reportJson, runReport } = await import('../tools/report.js');
    const { renderEvidence } = await import('../report/session-markdown.js');
    const result = await runReport({
      session: sessionOf(args, io.cwd),
      reportPath: out === undefined ? undefined : resolve(io.cwd, out),
      env: io.env,
      smoke: boolFlag(args, 'smoke'),
    });
    io.stdout(
      json
        ? `${JSON.stringify(reportJson(result), null, 2)}\n`
        : renderEvidence(result.facts, result.report_path),
    );
    return 0;
  },
};
