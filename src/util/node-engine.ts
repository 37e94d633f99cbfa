/**
 * The oldest Node arbor-gate runs on: package.json's `engines` (`>=20`; a test holds the two together).
 * An older Node gets one line saying so, not a stack from the first API it lacks.
 */
export const MIN_NODE_MAJOR = 20;

/** The line for a Node older than MIN_NODE_MAJOR (`version` as process.version), or null. Pure. */
export function nodeEngineProblem(version: string): string | null {
  const major = Number(/^v?(\d+)\./.exec(version)?.[1]);
  if (Number.isFinite(major) && major >= MIN_NODE_MAJOR) return null;
  return `arbor-gate needs Node ${MIN_NODE_MAJOR} or later (package.json engines); this is Node ${version}`;
}
