/**
 * The two-phase settings, validated: score-cmd-test and held-out (input > tree meta). A held-out entry
 * is either a glob inside the repository (protected, hidden from phase 1) or an absolute path on the
 * runner (only phase 2 gets a copy). Every bad value is a UserError naming the flag, input or meta field.
 */
import { isAbsolute, normalize } from 'node:path';
import { UserError } from '../../errors.js';

export interface TwoPhaseSettings {
  /** The trusted scorer's command template (placeholders as in eval-cmd-test). */
  scoreCmdTest: string;
  /** Held-out globs inside the repository (repository-relative). */
  heldOutGlobs: string[];
  /** Held-out paths outside the repository (absolute, normalized). */
  heldOutOutside: string[];
}

export interface TwoPhaseSources {
  /** The scorer's command as picked (input, else meta), with where it came from; null: not set. */
  scoreCmdTest: { value: unknown; label: string } | null;
  /** The held-out list as picked (input when given, else meta), with where it came from; null: not set. */
  heldOut: { value: unknown; label: string } | null;
  /** How messages name the two settings (flag or input) when telling the user what to set. */
  names: { scoreCmdTest: string; heldOut: string };
}

function heldOutEntries(picked: { value: unknown; label: string }): string[] {
  const { value, label } = picked;
  if (!Array.isArray(value)) throw new UserError(`${label}: expected a list of paths`);
  return value.map((entry) => {
    if (typeof entry !== 'string' || entry.trim() === '') {
      throw new UserError(`${label}: expected non-empty paths, got ${JSON.stringify(entry)}`);
    }
    // ARBOR_HELD_OUT lists the copies one per line: a line break in a path would forge a second entry.
    if ([...entry].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) {
      throw new UserError(`${label}: control characters are not allowed in ${JSON.stringify(entry)}`);
    }
    return entry.trim();
  });
}

/** The two-phase settings, or null when score-cmd-test is not set (single-phase evaluation). */
export function twoPhaseSettings(sources: TwoPhaseSources): TwoPhaseSettings | null {
  const command = sources.scoreCmdTest;
  const entries = sources.heldOut === null ? [] : heldOutEntries(sources.heldOut);
  if (command === null || typeof command.value !== 'string' || command.value.trim() === '') {
    if (entries.length > 0) {
      throw new UserError(
        `${sources.heldOut?.label ?? sources.names.heldOut}: held-out paths need a two-phase evaluation: set ${sources.names.scoreCmdTest} too`,
      );
    }
    if (command !== null && typeof command.value !== 'string') {
      throw new UserError(`${command.label}: expected a command (a string)`);
    }
    return null;
  }
  const heldOutGlobs: string[] = [];
  const heldOutOutside: string[] = [];
  for (const entry of entries) {
    if (isAbsolute(entry)) {
      heldOutOutside.push(normalize(entry).replace(/(.)\/+$/, '$1'));
      continue;
    }
    const glob = entry.replace(/^\.\/+/, '');
    if (glob === '..' || glob.startsWith('../') || glob.includes('/../')) {
      throw new UserError(
        `${sources.heldOut?.label}: ${JSON.stringify(entry)} leaves the repository; name a path outside it absolutely`,
      );
    }
    heldOutGlobs.push(glob);
  }
  return { scoreCmdTest: command.value.trim(), heldOutGlobs, heldOutOutside };
}
