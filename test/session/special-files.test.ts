/**
 * A session folder is whatever its writer left there. A FIFO in place of one of its files blocked a
 * read for ever (the command never ended), and a link to /dev/zero never ended one either. Each reader
 * now opens the file without blocking and refuses anything that is not a regular file: the report
 * turns it into a caveat, the commands that would write the file or need it stop with one line naming
 * it, and the FIFO is left where it was.
 */
import { execFileSync } from 'node:child_process';
import { lstatSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { NotRegularFileError, readRegularFile, readRegularText } from '../../src/util/regular-file.js';
import {
  buildSession,
  buildTree,
  cleanupTempDirs,
  event,
  runCli,
  tempDir,
} from '../helpers/session-builder.js';

afterAll(cleanupTempDirs);

/** A healthy session with every file the readers read. */
function session(): string {
  return buildSession({
    tree: buildTree(
      [
        { id: 'ROOT', status: 'done', hypothesis: 'Raise accuracy' },
        { id: '1', parent: 'ROOT', status: 'merged', score: 0.8 },
      ],
      { baseline_score: 0.5, trunk_score: 0.8 },
    ),
    events: [event(1, 'session.start', { task: 'Raise accuracy' }), event(2, 'session.end')],
    checkpoint: { version: 1 },
    runStats: { iterations: {} },
    files: { 'run_info.json': '{"task": "Raise accuracy"}' },
  }).session;
}

/** `session` with `file` replaced by a FIFO nobody writes to. */
function withFifo(file: string): string {
  const dir = session();
  rmSync(join(dir, file), { force: true });
  execFileSync('mkfifo', [join(dir, file)]);
  return dir;
}

const stillFifo = (dir: string, file: string): boolean => lstatSync(join(dir, file)).isFIFO();

describe('a FIFO in place of a session file', () => {
  test.each([
    ['.coordinator/idea_tree.json', 'The idea tree could not be read'],
    ['events.jsonl', 'events.jsonl could not be read'],
    ['run_stats.json', 'run_stats.json is unreadable'],
    ['.coordinator/checkpoint.json', 'checkpoint.json is unreadable'],
  ])('%s: report ends with a caveat saying what it is', async (file, caveat) => {
    const dir = withFifo(file);
    const result = await runCli(['report', dir]);
    expect(result.code).toBe(0);
    const report = readFileSync(join(dir, 'REPORT.md'), 'utf8');
    expect(report).toContain(caveat);
    expect(report).toContain('it is a FIFO, not a regular file');
    expect(stillFifo(dir, file)).toBe(true);
  });

  test('run_info.json: report ends, its task taken from the other files', async () => {
    const dir = withFifo('run_info.json');
    expect((await runCli(['report', dir])).code).toBe(0);
    expect(readFileSync(join(dir, 'REPORT.md'), 'utf8')).toContain('Raise accuracy');
  });

  test.each([['check'], ['resume'], ['recover']])(
    'the tree: %s stops with one line naming it, the FIFO left in place',
    async (command) => {
      const dir = withFifo('.coordinator/idea_tree.json');
      const result = await runCli([command, dir]);
      expect(result.code).toBe(2);
      expect(result.stderr.trim().split('\n')).toHaveLength(1);
      expect(result.stderr).toContain(`${join(dir, '.coordinator', 'idea_tree.json')}: it is a FIFO`);
      expect(stillFifo(dir, '.coordinator/idea_tree.json')).toBe(true);
    },
  );

  test('run_stats.json: finalize refuses to replace it, in one line', async () => {
    const dir = withFifo('run_stats.json');
    const result = await runCli(['finalize', dir]);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      `arbor-gate: refusing to read ${join(dir, 'run_stats.json')}: it is a FIFO, not a regular file\n`,
    );
    expect(stillFifo(dir, 'run_stats.json')).toBe(true);
  });
});

describe('a link to a device in place of a session file', () => {
  test('events.jsonl linked to /dev/zero: report ends with a caveat', async () => {
    const dir = session();
    rmSync(join(dir, 'events.jsonl'));
    symlinkSync('/dev/zero', join(dir, 'events.jsonl'));
    expect((await runCli(['report', dir])).code).toBe(0);
    expect(readFileSync(join(dir, 'REPORT.md'), 'utf8')).toContain(
      'events.jsonl could not be read (it is a character device, not a regular file)',
    );
  });
});

describe('readRegularFile', () => {
  test('reads a regular file, through a link too', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'a.json'), '{}');
    symlinkSync(join(dir, 'a.json'), join(dir, 'link.json'));
    expect(await readRegularText(join(dir, 'link.json'))).toBe('{}');
  });

  test('names a folder and a device, and leaves a missing file to open', async () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'sub'));
    await expect(readRegularFile(join(dir, 'sub'))).rejects.toThrow(
      new NotRegularFileError('it is a folder, not a regular file'),
    );
    await expect(readRegularFile('/dev/null')).rejects.toThrow('it is a character device');
    await expect(readRegularFile(join(dir, 'none'))).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
