/**
 * The artifact switches of `check` (and of finalize, the Action and the MCP tool), apart from the
 * check itself: the CLI reads them at every start to build the commands' option tables, and the
 * check's code (session/check.ts) loads only when a command runs it.
 */
import type { ArtifactRequirements } from '../session/check.js';

/** The artifact switches as the CLI flags and the Action inputs both spell them, and what each requires. */
export const ARTIFACT_FLAGS = {
  'require-report': 'report',
  'require-events': 'events',
  'require-run-stats': 'runStats',
  'require-experiment': 'experiment',
  'require-executor-prompt': 'executorPrompt',
  'strict-artifacts': 'strict',
} as const satisfies Record<string, keyof ArtifactRequirements>;

export type ArtifactFlag = keyof typeof ARTIFACT_FLAGS;

/** The requirements from whichever artifact switches are set. */
export function artifactRequirements(isSet: (flag: ArtifactFlag) => boolean): ArtifactRequirements {
  const required: ArtifactRequirements = {};
  for (const [flag, requirement] of Object.entries(ARTIFACT_FLAGS))
    required[requirement] = isSet(flag as ArtifactFlag);
  return required;
}
