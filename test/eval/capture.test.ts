import { HeadTailLog, LineSplitter } from '../../src/eval/capture.js';

function split(chunks: string[], maxLength = 100): Array<[string, boolean]> {
  const lines: Array<[string, boolean]> = [];
  const splitter = new LineSplitter(maxLength, (line, overlong) => lines.push([line, overlong]));
  for (const chunk of chunks) splitter.push(chunk);
  splitter.end();
  return lines;
}

describe('LineSplitter', () => {
  it('joins lines across chunks, drops CR before LF and emits a last unterminated line', () => {
    expect(split(['a', 'b\nc', 'd\r\n\ne', 'f'])).toEqual([
      ['ab', false],
      ['cd', false],
      ['', false],
      ['ef', false],
    ]);
    expect(split(['x\n'])).toEqual([['x', false]]);
  });

  it('cuts an overlong line, keeps counting it, and resumes with the next line', () => {
    const lines = split(['y'.repeat(60), 'y'.repeat(60), 'z'.repeat(10), '\nok\n'], 100);
    expect(lines).toEqual([
      // The preview is what was held when the cap was crossed (the real cap is far above the preview size).
      [`${'y'.repeat(120)} [... line of 130 characters cut ...]`, true],
      ['ok', false],
    ]);
  });

  it('keeps a line of exactly the cap', () => {
    expect(split(['q'.repeat(100), '\n'], 100)).toEqual([['q'.repeat(100), false]]);
  });
});

describe('HeadTailLog', () => {
  it('keeps everything when it fits', () => {
    const log = new HeadTailLog(4, 6);
    log.append(Buffer.from('abc'));
    log.append(Buffer.from('defgh'));
    expect(log.text()).toBe('abcdefgh');
  });

  it('keeps the head and the tail and counts what is left out', () => {
    const log = new HeadTailLog(4, 6);
    for (const chunk of ['0123', '4567', '89ab', 'cdef', 'gh']) log.append(Buffer.from(chunk));
    expect(log.text()).toBe('0123\n[... 8 bytes omitted ...]\ncdefgh');
  });
});
