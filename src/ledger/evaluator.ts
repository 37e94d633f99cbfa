/**
 * The evaluator id: what makes two runs of one tree draws from the same distribution. The command
 * template as written (placeholders unsubstituted: `{node_id}` differs per node and is a label), the
 * score-reading settings, the isolation the run had, and `evaluator-version`, which the user bumps when
 * the machine or image changes; in a two-phase evaluation also the scorer's command and the held-out
 * paths (absent in single phase, so single-phase ids stay what they were), and which submodules the
 * evaluated tree holds (issue 35: an initialised submodule changes what runs). Reuse never crosses
 * evaluator ids.
 */
import { createHash } from 'node:crypto';
import { canonicalJson } from './line.js';

export interface EvaluatorParts {
  command: string;
  score: { key?: string; file?: string; regex?: string };
  isolation: string;
  version: string | null;
  /** Two-phase evaluation: score-cmd-test as written and the held-out paths; undefined: single phase. */
  scorer?: { command: string; heldOut: readonly string[] };
  /** The submodules written into trunk's evaluated tree (their paths); none keeps the id of a repository without. */
  submodules?: readonly string[];
}

export function evaluatorId(parts: EvaluatorParts): string {
  const text = canonicalJson({
    command: parts.command,
    score: parts.score,
    isolation: parts.isolation,
    version: parts.version,
    ...(parts.scorer === undefined ? {} : { scorer: parts.scorer }),
    ...(parts.submodules === undefined || parts.submodules.length === 0
      ? {}
      : { submodules: [...parts.submodules].sort() }),
  });
  return `e1:${createHash('sha256').update(text).digest('hex').slice(0, 32)}`;
}
