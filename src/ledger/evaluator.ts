/**
 * The evaluator id: what makes two runs of one tree draws from the same distribution. The command
 * template as written (placeholders unsubstituted: `{node_id}` differs per node and is a label), the
 * score-reading settings, the isolation the run had, and `evaluator-version`, which the user bumps when
 * the machine or image changes; in a two-phase evaluation also the scorer's command and the held-out
 * paths (absent in single phase, so single-phase ids stay what they were); which submodules the
 * evaluated tree holds (issue 35: an initialised submodule changes what runs); every other setting
 * whose row says it shapes a run (the declared outputs, ...) when given; and whether an agent chose
 * the settings. Reuse never crosses evaluator ids. The seed is no part of it: each line carries its
 * seed, and a lookup takes only the seeds its judgement runs (src/gate/ledger/gate-ledger.ts).
 */
import { createHash } from 'node:crypto';
import { canonicalJson } from './line.js';

export interface EvaluatorParts {
  command: string;
  score: { key?: string; file?: string; regex?: string };
  isolation: string;
  version: string | null;
  /**
   * The runtime view: the declared `eval-read` paths and the toolchain roots shown (not their contents:
   * `evaluator-version` is the lever when a virtualenv changes); absent or empty: the id stays as it was.
   */
  view?: { read: readonly string[]; toolchain: readonly string[] };
  /** Two-phase evaluation: score-cmd-test as written and the held-out paths; undefined: single phase. */
  scorer?: { command: string; heldOut: readonly string[] };
  /** The other settings that shape a run (declared outputs, read paths, ...), those given only. */
  conditions?: Record<string, unknown>;
  /**
   * `agent`: the settings were an agent's own (the MCP server's caller, nothing pinned), so its runs
   * are never another judgement's evidence: a pinned or a person's gate has another id.
   */
  chosenBy?: 'agent';
  /** The submodules written into trunk's evaluated tree (their paths); none keeps the id of a repository without. */
  submodules?: readonly string[];
}

export function evaluatorId(parts: EvaluatorParts): string {
  const text = canonicalJson({
    command: parts.command,
    score: parts.score,
    isolation: parts.isolation,
    version: parts.version,
    ...(parts.view === undefined || (parts.view.read.length === 0 && parts.view.toolchain.length === 0)
      ? {}
      : { view: parts.view }),
    ...(parts.scorer === undefined ? {} : { scorer: parts.scorer }),
    ...(parts.conditions === undefined || Object.keys(parts.conditions).length === 0
      ? {}
      : { conditions: parts.conditions }),
    ...(parts.chosenBy === undefined ? {} : { chosen_by: parts.chosenBy }),
    ...(parts.submodules === undefined || parts.submodules.length === 0
      ? {}
      : { submodules: [...parts.submodules].sort() }),
  });
  return `e1:${createHash('sha256').update(text).digest('hex').slice(0, 32)}`;
}
