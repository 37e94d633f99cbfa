/** `resume`: prepare an interrupted session to continue (spec "Resume Procedure", steps 1-7). */
import { locateSession, type SessionLocation } from '../session/locate.js';
import { resumeSession, type ResumePlan } from '../session/resume.js';

export interface ResumeOptions {
  session: SessionLocation;
  /** Plan only: change nothing. */
  dryRun: boolean;
}

/** The plan, applied unless `dryRun`; a missing or corrupt tree is a UserError and nothing changes. */
export async function runResume(opts: ResumeOptions): Promise<ResumePlan> {
  return resumeSession(await locateSession(opts.session), { dryRun: opts.dryRun });
}
