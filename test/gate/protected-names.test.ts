/**
 * Hostile file names on real repositories (issue 12): a changed path that holds any C0 or C1 control
 * character, a Unicode line or paragraph separator, or bytes that are not UTF-8 is refused outright as
 * `protected_path`, wherever it lies and before anything runs; and the protected globs themselves let
 * no character slip past them (picomatch's `.` stops at line terminators unless told otherwise).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { protectedMatcher } from '../../src/gate/paths/protected.js';
import { runGate } from '../../src/run/gate.js';
import { createGateRepo, EVAL_CMD, git, TRUNK, type GateRepo } from '../helpers/gate-repo.js';

/** Every C0 control git can store in a path (NUL cannot be one), DEL, every C1 control, U+2028, U+2029. */
const CONTROLS = [
  ...Array.from({ length: 0x1f }, (_, i) => i + 1),
  0x7f,
  ...Array.from({ length: 0x20 }, (_, i) => 0x80 + i),
  0x2028,
  0x2029,
].map((code) => String.fromCharCode(code));

const hex = (ch: string) => (ch.codePointAt(0) as number).toString(16).padStart(4, '0');

let repo: GateRepo;
let marker: string;
beforeAll(async () => {
  repo = await createGateRepo({ score: 5, files: { 'data/test/test.csv': 'id,y\n1,0\n' } });
  marker = join(repo.root, 'eval-ran');
});
afterAll(() => repo.cleanup());
beforeEach(() => rmSync(marker, { force: true }));

/**
 * A branch from trunk adding files with these names (raw bytes, so names that are not UTF-8 can be
 * made too), through `update-index -z --index-info`: nothing about the names is quoted or checked.
 */
function commitNames(branch: string, names: Buffer[]): void {
  const index = join(repo.root, `index-${branch.replace(/\W/g, '-')}`);
  const env = { GIT_INDEX_FILE: index };
  const blob = execFileSync('git', ['hash-object', '-w', '--stdin'], { cwd: repo.work, input: '9\n' })
    .toString()
    .trim();
  git(repo.work, ['read-tree', TRUNK], env);
  const lines = names.flatMap((name) => [Buffer.from(`100644 ${blob}\t`), name, Buffer.from([0])]);
  execFileSync('git', ['update-index', '-z', '--index-info'], {
    cwd: repo.work,
    env: { ...process.env, ...env },
    input: Buffer.concat([Buffer.from(`100644 ${blob}\tsolution.txt\0`), ...lines]),
  });
  const tree = git(repo.work, ['write-tree'], env);
  const commit = git(repo.work, ['commit-tree', tree, '-p', repo.sha(TRUNK), '-m', 'names']);
  repo.git(['update-ref', `refs/heads/${branch}`, commit]);
  rmSync(index, { force: true });
}

async function judge(branch: string) {
  const verdict = await runGate(
    repo.input('verify', {
      source: branch,
      testTrunkScore: '5',
      protectedPaths: ['eval.sh', 'data/test/**'],
      evalCmdTest: `touch ${marker}; ${EVAL_CMD}`,
    }),
    repo.deps(),
  );
  return { verdict, ran: existsSync(marker) };
}

describe('a changed path with a control character is refused outright, before anything runs', () => {
  it('every C0 and C1 control, DEL, U+2028 and U+2029, in a folder no glob protects', async () => {
    const paths = CONTROLS.map((ch) => `src/name-${hex(ch)}${ch}.txt`);
    commitNames(
      'arbor/controls',
      paths.map((p) => Buffer.from(p, 'utf8')),
    );
    const { verdict, ran } = await judge('arbor/controls');
    expect(verdict.decision).toBe('rejected');
    expect(ran).toBe(false);
    expect(
      paths.filter((p) => !verdict.protected_violations.includes(p)).map((p) => JSON.stringify(p)),
    ).toEqual([]);
    for (const ch of CONTROLS) {
      const reason = verdict.reasons.find((r) => r.message.includes(`name-${hex(ch)}`));
      expect({ ch: hex(ch), code: reason?.code, message: reason?.message }).toEqual({
        ch: hex(ch),
        code: 'protected_path',
        message: expect.stringContaining(`contains the control character U+${hex(ch).toUpperCase()}`),
      });
      // The message shows the name escaped: no raw control character reaches any face.
      expect(reason?.message).toContain(`name-${hex(ch)}\\u${hex(ch)}.txt`);
    }
    const raw = verdict.reasons.filter((r) => CONTROLS.some((ch) => r.message.includes(ch)));
    expect(raw).toEqual([]);
  });

  it('names that are not UTF-8 (raw bytes 0x80-0x9F, as an 8-bit terminal reads C1) are refused too', async () => {
    const names = Array.from({ length: 0x20 }, (_, i) =>
      Buffer.concat([
        Buffer.from(`src/raw-${(0x80 + i).toString(16)}`),
        Buffer.from([0x80 + i]),
        Buffer.from('.txt'),
      ]),
    );
    commitNames('arbor/raw-bytes', names);
    const { verdict, ran } = await judge('arbor/raw-bytes');
    expect(verdict.decision).toBe('rejected');
    expect(ran).toBe(false);
    expect(verdict.reasons.filter((r) => /is not valid UTF-8/.test(r.message))).toHaveLength(0x20);
  });

  it.each([
    ['.github/workflows/pwn\n.yml', 'CI config with a newline'],
    ['data/test/extra\u2028.csv', 'held-out data with a line separator'],
    ['data/test/extra\r.csv', 'held-out data with a carriage return'],
  ])('%j (%s) does not pass the globs it is under', async (path) => {
    const branch = `arbor/slip-${hex(path.match(/[\n\r\u2028]/)?.[0] ?? 'x')}`;
    commitNames(branch, [Buffer.from(path, 'utf8')]);
    const { verdict, ran } = await judge(branch);
    expect(verdict.decision).toBe('rejected');
    expect(verdict.protected_violations).toEqual([path]);
    expect(verdict.reasons.map((r) => r.code)).toEqual(['protected_path']);
    expect(ran).toBe(false);
  });

  it('an ordinary name beside them still passes (and the evaluation runs)', async () => {
    commitNames('arbor/plain', [Buffer.from('src/plain name (1) – ünïcode.txt', 'utf8')]);
    const { verdict, ran } = await judge('arbor/plain');
    expect(verdict.reasons).toEqual([]);
    expect(verdict.decision).toBe('would_merge');
    expect(ran).toBe(true);
  });
});

describe('the globs let no character slip past them', () => {
  const isProtected = protectedMatcher(['.github/**', 'data/test/**', 'data/*.csv']);
  it.each(CONTROLS.map((ch) => [hex(ch), ch]))('U+%s inside a protected path still matches', (_name, ch) => {
    expect(isProtected(`.github/workflows/pwn${ch}.yml`)).toBe(true);
    expect(isProtected(`data/test/extra${ch}.csv`)).toBe(true);
    expect(isProtected(`data/a${ch}b.csv`)).toBe(true);
    expect(isProtected(`.GitHub/x${ch}/y`)).toBe(true);
  });
  it('still only where the glob says', () => {
    expect(isProtected('src/.github/x')).toBe(false);
    expect(isProtected('data/testing/x')).toBe(false);
    expect(isProtected('data/sub/a.csv')).toBe(false);
  });
});
