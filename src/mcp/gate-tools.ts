/**
 * The gate's tools: `git_merge_branch` (Arbor's name and signature: the gate's `merge`, or `verify`
 * with `dry_run`) and `gate_verify` (the CLI's `verify`, its flags in snake_case). Both run `runGate`,
 * the function the CLI's merge and verify run. A passed `test_score` is never used: the gate measures
 * B_test itself, and the verdict's warnings say the passed score was ignored.
 */
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { GateInput, InputNamer } from '../gate/input.js';
import { runGate } from '../run/gate.js';
import { isWritingRun } from '../gate/context.js';
import { callSignal, repositoryKey, type CallExtra, type ServerContext } from './context.js';
import { mcpProgress, type Notify } from './progress.js';
import { toolResult, verdictParagraph } from './results.js';

function progressNotifier(extra: CallExtra): Notify | null {
  const token = extra._meta?.progressToken;
  if (token === undefined) return null;
  return (progress, message) => {
    extra
      .sendNotification({
        method: 'notifications/progress',
        params: { progressToken: token, progress, message },
      })
      .catch(() => undefined);
  };
}

/** How the lock names a call to the one that waits for it. */
function callLabel(tool: string, input: GateInput): string {
  return `${tool} of ${JSON.stringify(input.source ?? '')}`;
}

/**
 * Runs the gate for one call: progress to the client and the log to stderr, the call's cancellation
 * as the gate's abort signal (the evaluation's processes end; nothing lands unless the push already
 * began), and a merge that writes under the repository's lock.
 */
export async function runGateTool(
  tool: string,
  input: GateInput,
  name: InputNamer,
  ctx: ServerContext,
  extra: CallExtra,
): Promise<CallToolResult> {
  const signal = callSignal(ctx, extra);
  const judge = async () => {
    const progress = mcpProgress(ctx.stderr, progressNotifier(extra));
    try {
      return await runGate(input, {
        name,
        log: (line) => ctx.stderr(`arbor-gate: ${line}\n`),
        progress,
        env: ctx.env,
        signal,
      });
    } finally {
      progress.done();
    }
  };
  const verdict = isWritingRun(input)
    ? await ctx.locks.hold(await repositoryKey(input.cwd ?? ctx.cwd), callLabel(tool, input), judge, signal)
    : await judge();
  const paragraph = verdictParagraph(verdict);
  // The SDK sends nothing for a cancelled call: the verdict of one that landed anyway is logged.
  if (extra.signal.aborted) ctx.stderr(`arbor-gate: ${tool} was cancelled; its verdict: ${paragraph}\n`);
  return toolResult(verdict, paragraph);
}
