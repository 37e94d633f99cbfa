/**
 * Everything a session report is built from, read once: the tree, one pass over events.jsonl, the run
 * stats and checkpoint files, and which artifacts exist. Missing or unreadable optional files are
 * recorded as such (the facts turn them into caveats); only a missing folder or an unreadable tree
 * is an error. Nothing here interprets what the files say: that is session-facts.ts.
 */
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { UserError } from '../errors.js';
import { readEventSummary, type EventSummary } from '../session/events.js';
import { pathExists, readJsonObjectFile, type JsonFileRead } from '../session/files.js';
import type { SessionPaths } from '../session/paths.js';
import { SNAPSHOTS_DIR } from '../session/recover.js';
import { readTreeIfPresent, type IdeaTree } from '../session/tree.js';

/** What is costly to read: the tree and one pass over the events (finalize reads them once for every step). */
export interface SessionInputs {
  tree: IdeaTree | null;
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
  checkpoint: JsonFileRead;
  /** The artifacts that exist, in the order the report lists them. */
  artifacts: SessionArtifact[];
}

/** Reads the tree and summarises events.jsonl; a missing or unreadable events file is a caveat, not an error. */
export async function readSessionInputs(paths: SessionPaths): Promise<SessionInputs> {
  const tree = await readTreeIfPresent(paths.tree);
  if (!(await pathExists(paths.events))) {
    return { tree, events: null, eventsCaveat: 'No events.jsonl: no event summary or wall clock.' };
  }
  try {
    return { tree, events: await readEventSummary(paths.events), eventsCaveat: null };
  } catch (error) {
    return {
      tree,
      events: null,
      eventsCaveat: `events.jsonl could not be read (${(error as Error).message}): no event summary.`,
    };
  }
}

/** The files and folders a report lists when they exist; the submission only inside the workspace. */
function artifactCandidates(paths: SessionPaths, submissionPath: unknown): SessionArtifact[] {
  const candidates: SessionArtifact[] = [
    { label: 'Idea tree JSON', path: paths.tree },
    { label: 'Idea tree Markdown', path: paths.treeMarkdown },
    { label: 'Checkpoint', path: paths.checkpoint },
    { label: 'Messages', path: paths.messages },
    { label: 'Events', path: paths.events },
    { label: 'Run stats', path: paths.runStats },
    { label: 'Experiments', path: paths.experiments },
    { label: 'Eval logs', path: join(paths.dir, '.coordinator', 'eval_logs') },
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
 * Throws UserError only when the folder is missing or the tree is not a tree.
 */
export async function readSession(paths: SessionPaths, inputs?: SessionInputs): Promise<SessionRead> {
  const folder = await stat(paths.dir).catch(() => null);
  if (folder === null || !folder.isDirectory()) throw new UserError(`no session folder at ${paths.dir}`);
  const { tree, events, eventsCaveat } = inputs ?? (await readSessionInputs(paths));
  const runStats = await readJsonObjectFile(paths.runStats);
  const checkpoint = await readJsonObjectFile(paths.checkpoint);
  const artifacts = await existingArtifacts(artifactCandidates(paths, tree?.meta.submission_path));
  return { paths, tree, events, eventsCaveat, runStats, checkpoint, artifacts };
}
