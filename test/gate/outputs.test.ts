import { csvShape, submissionFormatProblem } from '../../src/gate/outputs/format.js';

describe('submission format', () => {
  const sample = 'id,y\n1,0\n2,0\n';
  it('accepts the same header and row count (CRLF, BOM, trailing newline, quoted newlines)', () => {
    expect(
      submissionFormatProblem('\uFEFFid,y\r\n1,"a\nb"\r\n2,3', sample, 's.csv', 'sample.csv'),
    ).toBeNull();
  });
  it('names a wrong header or row count', () => {
    expect(submissionFormatProblem('id,z\n1,0\n2,0\n', sample, 's.csv', 'sample.csv')).toMatch(
      /header "id,z" differs from sample.csv's "id,y"/,
    );
    expect(submissionFormatProblem('id,y\n1,0\n', sample, 's.csv', 'sample.csv')).toBe(
      's.csv: 1 data rows, sample.csv has 2',
    );
  });
  it('ignores blank lines', () => {
    // Was csvRecords('a\n\n b\n\n') = ['a', ' b']: records are parsed fields now (issue 11).
    expect(csvShape('a\n\n b\n\n')).toEqual({ header: ['a'], rows: 1 });
  });
});

describe('submission format, as parsed fields (issue 11)', () => {
  const sample = 'id,pred\n1,0\n2,0\n';

  it("matches R's write.csv quoting and spaces around fields to the sample's plain header", () => {
    expect(submissionFormatProblem('"id","pred"\n"1",0.5\n"2",0.7\n', sample, 's.csv', 'x.csv')).toBeNull();
    expect(submissionFormatProblem('id, pred\n1,0\n2,0\n', sample, 's.csv', 'x.csv')).toBeNull();
  });

  it("refuses R's default row-name column and a quoted comma that makes one field of two", () => {
    expect(submissionFormatProblem('"","id","pred"\n"1",1,0\n"2",2,0\n', sample, 's.csv', 'x.csv')).toMatch(
      /header ",id,pred" differs/,
    );
    expect(submissionFormatProblem('"id,pred"\n1\n2\n', sample, 's.csv', 'x.csv')).toMatch(
      /header "id,pred" differs/,
    );
  });

  it('counts rows correctly with quoted newlines, doubled quotes and CRLF', () => {
    expect(csvShape('id,text\r\n1,"a\r\nb ""q"" c"\r\n2,"x\ny\nz"\r\n')).toEqual({
      header: ['id', 'text'],
      rows: 2,
    });
    expect(submissionFormatProblem('id,pred\n1,"a\nb\nc"\n', sample, 's.csv', 'x.csv')).toBe(
      's.csv: 1 data rows, x.csv has 2',
    );
  });

  it('says a submission is not CSV, naming the file and line but not its text', () => {
    const problem = submissionFormatProblem('id,pred\n1,"never closed\n', sample, 's.csv', 'x.csv');
    expect(problem).toMatch(/^s\.csv: not valid CSV near line \d+ \(CSV_QUOTE_NOT_CLOSED\)$/);
  });

  it('counts a large submission', () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => `${i},"${i}\n"`).join('\n');
    expect(csvShape(`id,pred\n${rows}\n`)).toEqual({ header: ['id', 'pred'], rows: 20_000 });
  });
});
