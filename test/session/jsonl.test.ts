import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readJsonl } from '../../src/session/jsonl.js';
import { EventSummarizer, isEvent, readEventSummary } from '../../src/session/events.js';
import { cleanupTempDirs, tempDir } from '../helpers/session-builder.js';

afterAll(cleanupTempDirs);

function file(content: string | Buffer): string {
  const path = join(tempDir('arbor-gate-jsonl-'), 'log.jsonl');
  writeFileSync(path, content);
  return path;
}

async function read(path: string): Promise<{ seen: [number, unknown][]; lines: number; skipped: number[] }> {
  const seen: [number, unknown][] = [];
  const stats = await readJsonl(path, (value, lineNumber) => {
    seen.push([lineNumber, value]);
  });
  return { seen, lines: stats.lines, skipped: stats.skippedLineNumbers };
}

describe('readJsonl', () => {
  it('breaks lines at \\n, \\r\\n and a lone \\r like node:readline, and counts blank lines in line numbers', async () => {
    const result = await read(file('{"a":1}\r\n\r\n{"b":2}\r{"c":3}\n  \n{"d":4}\r\r\n{"e":5}'));
    expect(result.seen).toEqual([
      [1, { a: 1 }],
      [3, { b: 2 }],
      [4, { c: 3 }],
      [6, { d: 4 }],
      [8, { e: 5 }],
    ]);
    expect(result.lines).toBe(5);
    expect(result.skipped).toEqual([]);
  });

  it('skips and numbers torn or malformed lines, including a torn last line without a newline', async () => {
    const result = await read(file('{"a":1}\n{bad}\n[1]\n{"torn'));
    expect(result.seen.map(([n]) => n)).toEqual([1, 3]);
    expect(result.skipped).toEqual([2, 4]);
  });

  it('reads lines longer than its read buffer and multi-byte text across buffer boundaries', async () => {
    const long = 'ü€😀'.repeat(200_000); // about 1.8 MB of UTF-8 in one line
    const lines = [
      { s: long },
      ...Array.from({ length: 30_000 }, (_, i) => ({ i, s: i % 3 ? 'é' : 'plain' })),
    ];
    const result = await read(file(`${lines.map((l) => JSON.stringify(l)).join('\n')}\n`));
    expect(result.seen.length).toBe(lines.length);
    expect(result.seen[0]?.[1]).toEqual({ s: long });
    expect(result.seen.map(([, v]) => v)).toEqual(lines);
  });

  it('counts a line the visitor rejects as skipped', async () => {
    const stats = await readJsonl(file('1\n{"ts":1}\n'), (value) => typeof value === 'object');
    expect(stats.skippedLineNumbers).toEqual([1]);
  });

  it('rejects when the file cannot be read', async () => {
    await expect(readJsonl(join(tempDir(), 'missing.jsonl'), () => true)).rejects.toThrow(/ENOENT/);
  });
});

describe('EventSummarizer', () => {
  it('lists open executors in the order of their latest opening, with their latest start time', () => {
    const summarizer = new EventSummarizer();
    const events = [
      { ts: 1, type: 'executor.start', data: { node_id: 'a' } },
      { ts: 2, type: 'executor.start', data: { node_id: 'b' } },
      { ts: 3, type: 'executor.end', data: { node_id: 'a' } },
      { ts: 4, type: 'executor.start', data: { node_id: 'c' } },
      { ts: 5, type: 'executor.start', data: { node_id: 'a' } },
      { ts: 6, type: 'executor.start', data: { node_id: 'b' } },
    ];
    for (const event of events) if (isEvent(event)) summarizer.add(event);
    const summary = summarizer.finish({ lines: events.length, skipped: 0, skippedLineNumbers: [] });
    expect(Object.entries(summary.open_executors)).toEqual([
      ['b', 6],
      ['c', 4],
      ['a', 5],
    ]);
    expect([summary.executors_started, summary.executors_ended]).toEqual([5, 1]);
  });

  it('summarizes a log in one pass: counts by type and family, tokens, merges, skipped shapes', async () => {
    const line = (ts: number, type: string, data: Record<string, unknown>): string =>
      JSON.stringify({ ts, type, data });
    const summary = await readEventSummary(
      file(
        [
          line(5, 'llm.call', { agent: 'coordinator', input_tokens: 10, output_tokens: 2 }),
          line(1, 'llm.call', { agent: 'sub:1', input_tokens: 5 }),
          line(3, 'idea.merged', { node_id: '1', to_score: 0.5 }),
          line(2, 'eval.divergence', { node_id: '1' }),
          '{"ts":"x","type":"bad","data":{}}',
        ].join('\n'),
      ),
    );
    expect(summary.by_type).toEqual({ 'llm.call': 2, 'idea.merged': 1, 'eval.divergence': 1 });
    expect(summary.by_family).toEqual({ llm: 2, idea: 1, eval: 1 });
    expect(summary.tokens).toMatchObject({ llm_calls: 2, input_tokens: 15, output_tokens: 2 });
    expect([summary.first_ts, summary.last_ts]).toEqual([1, 5]);
    expect(summary.merges.map((m) => m.node_id)).toEqual(['1']);
    expect(summary.divergence_notes).toEqual([{ node_id: '1', text: 'eval.divergence' }]);
    expect(summary.stats.skippedLineNumbers).toEqual([5]);
  });
});
