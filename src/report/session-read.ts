/**
 * Everything a session report is built from, read once: the tree, one pass over events.jsonl, the run
 * stats, run info and checkpoint files, and which artifacts exist. Missing or unreadable files, the
 * tree included, are recorded as such (the facts turn them into caveats, as Arbor's generator builds
 * a partial report); only a missing folder is an error. Nothing here interprets what the files say:
 * that is session-facts.ts.
 */
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { UserError } from '../errors.js';
import { readEventSummary, type EventSummary } from '../session/events.js';
import { pathExists, readJsonObjectFile, type JsonFileRead } from '../session/files.js';
import type { SessionPaths } from '../session/paths.js';
import { SNAPSHOTS_DIR } from '../session/recover.js';
import { readTreeTolerantly, type IdeaTree } from '../session/tree.js';

/** What is costly to read: the tree and one pass over the events (finalize reads them once for every step). */
export interface SessionInputs {
  tree: IdeaTree | null;
  /** Why idea_tree.json gave no tree although it exists (torn, not a tree), as a report caveat. */
  treeCaveat: string | null;
  events: EventSummary | null;
  /** Why events.jsonl gave no summary (missing or unreadable), as a report caveat; null when it did. */
  eventsCaveat: string | null;
}

export interface SessionArtifact {
  label: string;
  /** Absolute path. */
  path: string;
}

/** A session as read from disk, before any fact is derived from it. */
export interface SessionRead extends SessionInputs {
  paths: SessionPaths;
  runStats: JsonFileRead;
  /** `<session>/run_info.json`, which Arbor's CLI writes (its `task` titles the report). */
  runInfo: JsonFileRead;
  checkpoint: JsonFileRead;
  /** The artifacts that exist, in the order the report lists them. */
  artifacts: SessionArtifact[];
}

/**
 * Reads the tree and summarises events.jsonl, the two side by side (each waits on its file reads while
 * the other parses); a missing or unreadable tree or events file is a caveat, not an error.
 */
export async function readSessionInputs(paths: SessionPaths): Promise<SessionInputs> {
  const [tree, events] = await Promise.all([readTreeInput(paths.tree), readEventsInput(paths.events)]);
  return { ...tree, ...events };
}

async function readTreeInput(path: string): Promise<Pick<SessionInputs, 'tree' | 'treeCaveat'>> {
  const read = await readTreeTolerantly(path);
  return {
    tree: read.state === 'ok' ? read.tree : null,
    treeCaveat:
      read.state === 'unreadable'
        ? `The idea tree could not be read (${read.reason}): scores, ideas and the tree are not reported; this report is built from the events, checkpoint and run stats.`
        : null,
  };
}

async function readEventsInput(path: string): Promise<Pick<SessionInputs, 'events' | 'eventsCaveat'>> {
  if (!(await pathExists(path)))
    return { events: null, eventsCaveat: 'No events.jsonl: no event summary or wall clock.' };
  try {
    return { events: await readEventSummary(path), eventsCaveat: null };
  } catch (error) {
    return {
      events: null,
      eventsCaveat: `events.jsonl could not be read (${(error as Error).message}): no event summary.`,
    };
  }
}

/** The files and folders a report lists when they exist; the submission only inside the workspace. */
function artifactCandidates(paths: SessionPaths, submissionPath: unknown): SessionArtifact[] {
  const candidates: SessionArtifact[] = [
    // Arbor's generator lists these two first.
    { label: 'Coordinator final report', path: join(paths.dir, 'COORDINATOR_FINAL_REPORT.txt') },
    { label: 'Interactive Q&A transcript', path: join(paths.dir, 'conversation.md') },
    { label: 'Idea tree JSON', path: paths.tree },
    { label: 'Idea tree Markdown', path: paths.treeMarkdown },
    { label: 'Checkpoint', path: paths.checkpoint },
    { label: 'Messages', path: paths.messages },
    { label: 'Events', path: paths.events },
    { label: 'Run stats', path: paths.runStats },
    { label: 'Experiments', path: paths.experiments },
    { label: 'Eval logs', path: join(paths.dir, '.coordinator', 'eval_logs') },
    { label: 'Submission snapshots (session)', path: join(paths.dir, SNAPSHOTS_DIR) },
  ];
  if (paths.workspace !== null) {
    candidates.push({ label: 'Submission snapshots', path: join(paths.workspace, SNAPSHOTS_DIR) });
    if (
      typeof submissionPath === 'string' &&
      submissionPath.trim() !== '' &&
      !submissionPath.includes('..')
    ) {
      candidates.push({ label: 'Submission', path: join(paths.workspace, submissionPath) });
    }
  }
  return candidates;
}

async function existingArtifacts(candidates: readonly SessionArtifact[]): Promise<SessionArtifact[]> {
  const found: SessionArtifact[] = [];
  for (const candidate of candidates) if (await pathExists(candidate.path)) found.push(candidate);
  return found;
}

/**
 * Reads the session folder. `inputs` are the tree and events when the caller has read them already.
 * Throws UserError only when the folder is missing.
 */
export async function readSession(paths: SessionPaths, inputs?: SessionInputs): Promise<SessionRead> {
  const folder = await stat(paths.dir).catch(() => null);
  if (folder === null || !folder.isDirectory()) throw new UserError(`no session folder at ${paths.dir}`);
  const [read, runStats, runInfo, checkpoint] = await Promise.all([
    inputs ?? readSessionInputs(paths),
    readJsonObjectFile(paths.runStats),
    readJsonObjectFile(join(paths.dir, 'run_info.json')),
    readJsonObjectFile(paths.checkpoint),
  ]);
  const artifacts = await existingArtifacts(artifactCandidates(paths, read.tree?.meta.submission_path));
  return { ...read, paths, runStats, runInfo, checkpoint, artifacts };
}
