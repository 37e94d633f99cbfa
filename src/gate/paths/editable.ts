/**
 * The editable allow-list (setting `editable`, issue 24): when set, a branch may change only the paths
 * its globs match, plus its declared outputs (`submission-path`, `required-outputs`), which the gate
 * requires it to commit. Every other changed path of either diff is refused before anything runs,
 * one `outside_editable` reason per path: both sides of a rename, deletions, mode and type changes.
 * A deny-list names the files a scorer is made of and misses what it looks up (lookup-shadows.ts); an
 * allow-list whose globs hold none of the scorer's folders leaves every such lookup as trunk has it,
 * whatever the language.
 *
 * Matching keeps letter case (unlike the protected globs, where ignoring it fails closed): `SRC/x` is
 * not inside `src/**`, so on a case-insensitive file system a path differing in case is refused, never
 * let through.
 */
import type { RawDiffEntry } from '../../git/adapter.js';
import { escapeControls } from '../../util/terminal.js';
import { globListMatcher } from './glob-list.js';
import { describe, type PathMatcher } from './protected.js';

export interface EditableViolation {
  code: 'outside_editable';
  path: string;
  message: string;
}

/** `s`: `*` and `**` also match LF, CR, U+2028 and U+2029 (those names are refused as protected anyway). */
const GLOB_OPTIONS = { dot: true, flags: 's' } as const;

/** Whether a path may be changed: it matches a glob or is a declared output. */
export function editableMatcher(globs: readonly string[], outputs: readonly string[]): PathMatcher {
  const matches = globListMatcher(globs, GLOB_OPTIONS);
  const declared = new Set(outputs);
  return (path) => declared.has(path) || matches(path);
}

/** One violation per changed path outside the allow-list (`globs` name it in the message). */
export function outsideEditable(
  entries: readonly RawDiffEntry[],
  isEditable: PathMatcher,
  globs: readonly string[],
): EditableViolation[] {
  const allowed = globs.map((glob) => escapeControls(glob)).join(', ');
  const violations: EditableViolation[] = [];
  for (const entry of entries) {
    const sides =
      entry.status === 'R' && entry.oldPath !== null
        ? [
            { path: entry.oldPath, how: `renamed to ${entry.path}` },
            { path: entry.path, how: describe(entry) },
          ]
        : [{ path: entry.path, how: describe(entry) }];
    for (const { path, how } of sides) {
      if (isEditable(path)) continue;
      violations.push({
        code: 'outside_editable',
        path,
        message: `${escapeControls(path)}: ${escapeControls(how)} outside the editable paths (${allowed})`,
      });
    }
  }
  return violations;
}

/**
 * What a verdict judged without an allow-list says (the evaluation is single-phase, the only kind the
 * gate runs yet): a deny-list protects the scorer's files, not everything it looks up, and the
 * branch's code runs in the scorer's own sandbox. `editableName` names the setting on this face.
 */
export function denyListWarnings(editableGlobs: readonly string[], editableName: string): string[] {
  if (editableGlobs.length > 0) return [];
  return [
    `only a deny-list protects the scorer: the branch may replace what it looks up outside the protected ` +
      `paths; set ${editableName} to the paths a branch may change, or use two-phase evaluation`,
  ];
}
