/**
 * What the evaluator id takes from the settings table: every resolved setting whose row says it shapes
 * a run (`shapes: 'run'`), apart from those the id names in parts of its own. A row added later with
 * `shapes: 'run'` is covered by declaring it (its resolved setting must have the row's field name).
 */
import { GATE_SETTINGS } from '../setting-lookup.js';
import type { GateSettings } from '../settings.js';

/** The rows the evaluator id names itself: the command, the score reading, the scorer, the version. */
const OWN_PARTS: ReadonlySet<string> = new Set([
  'evalCmdTest',
  'scoreKey',
  'scoreFile',
  'scoreRegex',
  'scoreCmdTest',
  'heldOut',
  'evaluatorVersion',
]);

/** The given values of the other run-shaping settings, by field (lists sorted: their order is no condition). */
export function runConditions(settings: GateSettings): Record<string, unknown> {
  const conditions: Record<string, unknown> = {};
  for (const row of GATE_SETTINGS) {
    if (!('shapes' in row) || row.shapes !== 'run' || OWN_PARTS.has(row.field)) continue;
    if (!(row.field in settings))
      throw new Error(`internal: ${row.field} shapes a run but is no resolved setting of that name`);
    const value: unknown = settings[row.field as keyof GateSettings];
    if (value === null || value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    conditions[row.field] = Array.isArray(value) ? [...(value as string[])].sort() : value;
  }
  return conditions;
}
