/** GitAdapter.readBlobs (one `git cat-file --batch` for many blobs) on a real repository. */
import { execFileSync } from 'node:child_process';
import { GitAdapter, GitCommandError } from '../../src/git/adapter.js';
import { parseCatFileBatch } from '../../src/git/parse.js';
import { createGateRepo, type GateRepo } from '../helpers/gate-repo.js';

let repo: GateRepo;
beforeAll(async () => {
  repo = await createGateRepo();
});
afterAll(() => repo.cleanup());

const hashObject = (content: Buffer | string) =>
  execFileSync('git', ['hash-object', '-w', '--stdin'], { cwd: repo.work, input: content }).toString().trim();

it('returns every blob byte for byte, whatever it holds', async () => {
  const contents = [
    Buffer.from('a.txt'),
    Buffer.from(''),
    Buffer.from('two\nlines\n'),
    Buffer.from('looks like a header\n0123456789012345678901234567890123456789 blob 3\nxyz\n'),
    Buffer.from([0, 1, 2, 0xff, 0x0a, 0x9b, 0x1b]),
    Buffer.from('ünïcödé'),
  ];
  const shas = contents.map(hashObject);
  const blobs = await new GitAdapter(repo.work).readBlobs([...shas, shas[0] as string]);
  expect(blobs.size).toBe(contents.length);
  shas.forEach((sha, i) => expect(blobs.get(sha)?.equals(contents[i] as Buffer)).toBe(true));
});

it('reads nothing for no blobs, and refuses what is not a blob id or not a blob', async () => {
  const git = new GitAdapter(repo.work);
  expect((await git.readBlobs([])).size).toBe(0);
  await expect(git.readBlobs(['HEAD'])).rejects.toThrow(/not a blob id/);
  await expect(git.readBlobs(['0'.repeat(40)])).rejects.toThrow(/missing/);
  await expect(git.readBlobs([repo.sha('HEAD')])).rejects.toThrow(/unexpected output/);
});

it('an aborted adapter ends its git processes: the read fails instead of running', async () => {
  const controller = new AbortController();
  controller.abort();
  const git = new GitAdapter(repo.work).abortable(controller.signal);
  await expect(git.readBlobs([hashObject('x')])).rejects.toBeInstanceOf(GitCommandError);
  await expect(git.listTree('HEAD')).rejects.toBeInstanceOf(GitCommandError);
});

it('parses cut-short output as an error, never as a shorter blob', () => {
  const sha = 'a'.repeat(40);
  expect(
    parseCatFileBatch(Buffer.from(`${sha} blob 3\nabc\n`))
      .get(sha)
      ?.toString(),
  ).toBe('abc');
  expect(() => parseCatFileBatch(Buffer.from(`${sha} blob 5\nabc\n`))).toThrow(/cut short/);
  expect(() => parseCatFileBatch(Buffer.from(`${sha} blob 3`))).toThrow(/without a newline/);
});
