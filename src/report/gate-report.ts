/**
 * Writes the gate's section into REPORT.md without disturbing the rest of the file: the section sits
 * between two HTML comment markers (report-file.ts) and replaces its previous version, so a session report written by
 * `arbor-gate report` (or by Arbor) above it is kept, and `report` keeps the section when it rewrites
 * the file. Atomic and locked, like every session write. run/gate.ts (`runGate`) writes it after the
 * procedure, from the verdict.
 *
 * The report never lands in the user's working tree unless asked to: beside a local session's tree,
 * else inside the git folder (`<git common dir>/arbor-gate/REPORT.md`, which `git status` never shows).
 * And it is never read or written through a symbolic link inside the checkout or the git folder: in
 * the Action the checkout holds the pull request's files, and a committed `REPORT.md -> .git/config`
 * would otherwise have the report written over the repository's config (and that config read into the
 * job summary).
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { UserError } from '../errors.js';
import { isWritingRun } from '../gate/context.js';
import type { GateInput } from '../gate/input.js';
import type { GateOutcome } from '../gate/run.js';
import type { Verdict } from '../gate/verdict.js';
import type { GitFactory } from '../git/adapter.js';
import { sessionPaths } from '../session/paths.js';
import { updateFileAtomically } from '../util/atomic.js';
import { isWithin } from '../util/paths.js';
import { renderSessionReportMarkdown } from './session-markdown.js';
import { historyEntry, recordInHistory, renderGateHistory } from './gate-history.js';
import { withGateSection } from './report-file.js';
import { reportJsonPath } from './report-json.js';
import { buildSessionReport } from './session-report.js';
import { renderVerdictMarkdown } from './verdict.js';

/**
 * Puts the gate section into the REPORT.md at `path`. When there is no report yet and `sessionDir` is
 * a session with an idea tree, the file starts as that session's full report, so one REPORT.md holds
 * both the run and the gate's verdict. No component of `path` below `noSymlinksBelow` may be a link.
 */
export async function writeGateReport(
  markdown: string,
  path: string,
  sessionDir: string | null,
  noSymlinksBelow: string,
): Promise<void> {
  await updateFileAtomically(
    path,
    async (current) => {
      if (current === null && sessionDir !== null && existsSync(sessionPaths(sessionDir).tree)) {
        current = renderSessionReportMarkdown(await buildSessionReport(sessionDir));
      }
      return withGateSection(current, markdown);
    },
    { noSymlinksBelow },
  );
}

/** A folder's checkout (its top level) and the repository's shared git folder. */
export interface RepositoryPlaces {
  top: string;
  commonDir: string;
}

/** The places of a folder's repository (null outside one), by folder. */
export type PlacesOf = (cwd: string) => Promise<RepositoryPlaces | null>;

/**
 * Asks git once per folder where its repository is, however often a run asks (its check of --report
 * before anything runs, then its report): two git processes instead of five.
 */
export function repositoryPlaces(git: GitFactory): PlacesOf {
  const known = new Map<string, Promise<RepositoryPlaces | null>>();
  return (cwd) => {
    const asked =
      known.get(cwd) ??
      (async () => {
        const repo = git(cwd);
        const top = await repo.topLevel();
        return top === null ? null : { top, commonDir: await repo.commonDir() };
      })();
    known.set(cwd, asked);
    return asked;
  };
}

/** Where a run's REPORT.md goes, and the folder below which no symbolic link may lead it elsewhere. */
export interface ReportTarget {
  path: string;
  noSymlinksBelow: string;
}

/**
 * --report (relative to --cwd), else the local session folder, else the git folder. Below the checkout
 * (or the git folder, for a path inside it) no component may be a link; elsewhere only the file itself.
 */
export async function reportTarget(
  input: Pick<GateInput, 'reportPath'>,
  place: { cwd: string; sessionDir: string | null },
  placesOf: PlacesOf,
): Promise<ReportTarget> {
  const places = await placesOf(place.cwd);
  if (places === null) throw new UserError(`${place.cwd} is not inside a git repository`);
  const { top, commonDir } = places;
  const path =
    input.reportPath !== undefined && input.reportPath !== ''
      ? resolve(place.cwd, input.reportPath)
      : place.sessionDir !== null
        ? join(place.sessionDir, 'REPORT.md')
        : join(commonDir, 'arbor-gate', 'REPORT.md');
  const root = [top, commonDir].find((dir) => path !== dir && isWithin(dir, path)) ?? dirname(path);
  return { path, noSymlinksBelow: root };
}

/**
 * Writes the gate section for a run's verdict, with --report always, else only for a merge that writes
 * (not `verify`, not --dry-run). Returns the verdict with `report_path` set when a report was written.
 */
export async function writeVerdictReport(
  input: GateInput,
  outcome: GateOutcome,
  redact: (text: string) => string,
  placesOf: PlacesOf,
): Promise<Verdict> {
  const explicit = input.reportPath !== undefined && input.reportPath !== '';
  if (!explicit && !isWritingRun(input)) return outcome.verdict;
  const target = await reportTarget(input, outcome, placesOf);
  const withPath = { ...outcome.verdict, report_path: target.path };
  const history = await recordInHistory(
    await reportJsonPath(target.path),
    historyEntry(withPath, new Date()),
  );
  await writeGateReport(
    redact(`${renderVerdictMarkdown(withPath)}\n${renderGateHistory(history)}`),
    target.path,
    outcome.sessionDir,
    target.noSymlinksBelow,
  );
  return withPath;
}
