/**
 * Numbers spelled as Python spells them (repr, `.4g`, `.1f`): the table was printed by CPython 3
 * (`repr(v)`, `f"{v:.4g}"`, `f"{v:.1f}"`, `f"{v:.1g}"`). Ties round half to even on the exact binary
 * value, where JavaScript's toFixed/toPrecision round them up.
 */
import { pyFixed, pyFloatRepr, pyGeneral, pyJsonFloat } from '../../src/session/py-format.js';

const PYTHON: [number, string, string, string, string][] = [
  [0, '0.0', '0', '0.0', '0'],
  [-0, '-0.0', '-0', '-0.0', '-0'],
  [1, '1.0', '1', '1.0', '1'],
  [0.5, '0.5', '0.5', '0.5', '0.5'],
  [0.25, '0.25', '0.25', '0.2', '0.2'],
  [-0.25, '-0.25', '-0.25', '-0.2', '-0.2'],
  [1.03125, '1.03125', '1.031', '1.0', '1'],
  [12345, '12345.0', '1.234e+04', '12345.0', '1e+04'],
  [0.6649999999999999, '0.6649999999999999', '0.665', '0.7', '0.7'],
  [2.8800000000000003, '2.8800000000000003', '2.88', '2.9', '3'],
  [1e16, '1e+16', '1e+16', '10000000000000000.0', '1e+16'],
  [1e15, '1000000000000000.0', '1e+15', '1000000000000000.0', '1e+15'],
  [1e-5, '1e-05', '1e-05', '0.0', '1e-05'],
  [0.0001, '0.0001', '0.0001', '0.0', '0.0001'],
  [9.9996, '9.9996', '10', '10.0', '1e+01'],
  [99.995, '99.995', '100', '100.0', '1e+02'],
  [1.5e-7, '1.5e-07', '1.5e-07', '0.0', '1e-07'],
  [5e-324, '5e-324', '4.941e-324', '0.0', '5e-324'],
  [0.15, '0.15', '0.15', '0.1', '0.1'],
  [0.1502, '0.1502', '0.1502', '0.2', '0.2'],
  [2.5, '2.5', '2.5', '2.5', '2'],
  [-1.25, '-1.25', '-1.25', '-1.2', '-1'],
  [0.045, '0.045', '0.045', '0.0', '0.04'],
  [Number.NaN, 'nan', 'nan', 'nan', 'nan'],
  [Number.POSITIVE_INFINITY, 'inf', 'inf', 'inf', 'inf'],
  [Number.NEGATIVE_INFINITY, '-inf', '-inf', '-inf', '-inf'],
];

describe('Python number formatting', () => {
  it.each(PYTHON)('%p: repr %p, .4g %p, .1f %p, .1g %p', (value, repr, g4, f1, g1) => {
    expect([pyFloatRepr(value), pyGeneral(value, 4), pyFixed(value, 1), pyGeneral(value, 1)]).toEqual([
      repr,
      g4,
      f1,
      g1,
    ]);
  });

  it('JavaScript rounds these ties the other way (what the exact arithmetic is for)', () => {
    expect((0.25).toFixed(1)).toBe('0.3');
    expect((12345).toPrecision(4)).toBe('1.235e+4');
  });

  it('the largest double prints every digit with .1f, and json.dumps spells the non-finite floats', () => {
    expect(pyFixed(Number.MAX_VALUE, 1)).toMatch(
      /^179769313486231570814527423731704356798070567525844996598917476803157260780028538760589558632766878171540458953514382464234321326889464182768467546703537516986049910576551282076245490090389328944075868508455133942304583236903222948165808559332123348274797826204144723168738177180919299881250404026184124858368\.0$/,
    );
    expect(pyFloatRepr(Number.MAX_VALUE)).toBe('1.7976931348623157e+308');
    expect([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 7].map(pyJsonFloat)).toEqual([
      'NaN',
      'Infinity',
      '-Infinity',
      '7.0',
    ]);
  });
});
