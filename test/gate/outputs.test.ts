import { csvRecords, submissionFormatProblem } from '../../src/gate/outputs.js';

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
    expect(csvRecords('a\n\n b\n\n')).toEqual(['a', ' b']);
  });
});
