/**
 * Numbers as Python prints them, for the files and text Arbor writes: `repr(float)` (what json.dumps
 * writes for a float) and the format specs `.Ng` and `.Nf`. Python rounds the exact binary value half
 * to even; JavaScript's toFixed/toPrecision round halves away from zero, so the rounding is done here
 * with exact integer arithmetic.
 */

/** |x| as an exact fraction num/den (den a power of two). */
function exactFraction(x: number): { num: bigint; den: bigint } {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, Math.abs(x));
  const bits = view.getBigUint64(0);
  const biased = Number((bits >> 52n) & 0x7ffn);
  const fraction = bits & ((1n << 52n) - 1n);
  const mantissa = biased === 0 ? fraction : fraction | (1n << 52n);
  const exponent = biased === 0 ? -1074 : biased - 1075;
  return exponent >= 0
    ? { num: mantissa << BigInt(exponent), den: 1n }
    : { num: mantissa, den: 1n << BigInt(-exponent) };
}

/** round(|x| * 10^digits), halves to even, exactly (`digits` may be negative). */
function roundScaled(x: number, digits: number): bigint {
  let { num, den } = exactFraction(x);
  if (digits >= 0) num *= 10n ** BigInt(digits);
  else den *= 10n ** BigInt(-digits);
  const quotient = num / den;
  const twice = 2n * (num % den);
  return twice > den || (twice === den && quotient % 2n === 1n) ? quotient + 1n : quotient;
}

/** floor(log10(|x|)) for a finite x other than 0, exactly. */
function decimalExponent(x: number): number {
  const { num, den } = exactFraction(x);
  const atLeast = (k: number): boolean =>
    k >= 0 ? num >= den * 10n ** BigInt(k) : num * 10n ** BigInt(-k) >= den;
  let exponent = Math.floor(Math.log10(Math.abs(x)));
  while (!atLeast(exponent)) exponent -= 1;
  while (atLeast(exponent + 1)) exponent += 1;
  return exponent;
}

function sign(x: number): string {
  return x < 0 || Object.is(x, -0) ? '-' : '';
}

function nonFinite(x: number): string {
  return Number.isNaN(x) ? 'nan' : x > 0 ? 'inf' : '-inf';
}

/** `digits` (an integer's decimal digits) with a point `decimals` places from the right. */
function placePoint(digits: string, decimals: number): string {
  if (decimals <= 0) return digits;
  const padded = digits.padStart(decimals + 1, '0');
  return `${padded.slice(0, -decimals)}.${padded.slice(-decimals)}`;
}

function stripFraction(text: string): string {
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}

/** Python's `f"{x:.{decimals}f}"`. */
export function pyFixed(x: number, decimals: number): string {
  if (!Number.isFinite(x)) return nonFinite(x);
  return sign(x) + placePoint(roundScaled(x, decimals).toString(), decimals);
}

/** Python's `f"{x:.{precision}g}"`. */
export function pyGeneral(x: number, precision: number): string {
  if (!Number.isFinite(x)) return nonFinite(x);
  const p = Math.max(1, precision);
  if (x === 0) return `${sign(x)}0`;
  let exponent = decimalExponent(x);
  let digits = roundScaled(x, p - 1 - exponent).toString();
  if (digits.length > p) {
    // Rounding carried into a new digit (9.9996 -> 10.00): the value is exactly 10^p now.
    exponent += 1;
    digits = digits.slice(0, p);
  }
  if (exponent >= -4 && exponent < p) return sign(x) + stripFraction(placePoint(digits, p - 1 - exponent));
  const mantissa = stripFraction(placePoint(digits, p - 1));
  const power = `${exponent < 0 ? '-' : '+'}${String(Math.abs(exponent)).padStart(2, '0')}`;
  return `${sign(x)}${mantissa}e${power}`;
}

/** The shortest round-trip digits of |x| (no leading or trailing zeros) and its decimal exponent. */
function shortestDigits(x: number): { digits: string; exponent: number } {
  const [mantissa = '', power] = String(Math.abs(x)).split('e');
  const [whole = '', fraction = ''] = mantissa.split('.');
  let digits = whole + fraction;
  let point = whole.length + (power === undefined ? 0 : Number(power));
  const leading = /^0*/.exec(digits)?.[0].length ?? 0;
  digits = digits.slice(leading).replace(/0+$/, '');
  point -= leading;
  return digits === '' ? { digits: '0', exponent: 0 } : { digits, exponent: point - 1 };
}

/** Python's `repr(float(x))`: shortest round-trip digits, ".0" on whole numbers, exponent past 1e16. */
export function pyFloatRepr(x: number): string {
  if (!Number.isFinite(x)) return nonFinite(x);
  const { digits, exponent } = shortestDigits(x);
  if (exponent < -4 || exponent >= 16) {
    const mantissa = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
    return `${sign(x)}${mantissa}e${exponent < 0 ? '-' : '+'}${String(Math.abs(exponent)).padStart(2, '0')}`;
  }
  if (exponent < 0) return `${sign(x)}0.${'0'.repeat(-exponent - 1)}${digits}`;
  const whole = digits.slice(0, exponent + 1).padEnd(exponent + 1, '0');
  return `${sign(x)}${whole}.${digits.slice(exponent + 1) || '0'}`;
}

/** A float as Python's json.dumps writes it (NaN and the infinities as json spells them). */
export function pyJsonFloat(x: number): string {
  if (Number.isNaN(x)) return 'NaN';
  if (!Number.isFinite(x)) return x > 0 ? 'Infinity' : '-Infinity';
  return pyFloatRepr(x);
}

/** Python's repr of a str: single quotes unless the text holds one and no double quote. */
function pyStrRepr(text: string): string {
  const quote = text.includes("'") && !text.includes('"') ? '"' : "'";
  let out = quote;
  for (const ch of text) {
    const code = ch.codePointAt(0) as number;
    if (ch === quote || ch === '\\') out += `\\${ch}`;
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (ch === '\t') out += '\\t';
    else if (code < 0x20 || (code >= 0x7f && code < 0xa0)) out += `\\x${code.toString(16).padStart(2, '0')}`;
    else out += ch;
  }
  return out + quote;
}

/**
 * `str(value)` in Python for a value json.loads gave (what an f-string prints for a dict or list):
 * `{'a': 1, 'b': [None, True]}`. A number JSON spelled `1.0` arrives here as 1 and prints as `1`.
 */
export function pyStr(value: unknown): string {
  return typeof value === 'string' ? value : pyRepr(value);
}

function pyRepr(value: unknown): string {
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number') return Number.isSafeInteger(value) ? String(value) : pyFloatRepr(value);
  if (typeof value === 'string') return pyStrRepr(value);
  if (Array.isArray(value)) return `[${value.map(pyRepr).join(', ')}]`;
  if (typeof value === 'object')
    return `{${Object.entries(value)
      .map(([key, item]) => `${pyStrRepr(key)}: ${pyRepr(item)}`)
      .join(', ')}}`;
  return pyStrRepr(String(value));
}

/** Python's truthiness of a value json.loads gave: None, False, 0, '' and empty containers are false. */
export function isPyTruthy(value: unknown): boolean {
  if (value === null || value === undefined || value === false || value === 0 || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return true;
}
