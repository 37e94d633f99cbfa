export const id = 419;
export const ids = [419];
export const modules = {

/***/ 86147:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BR: () => (/* binding */ pyNumber),
/* harmony export */   V6: () => (/* binding */ placedInOrder),
/* harmony export */   pb: () => (/* binding */ patchJson),
/* harmony export */   vR: () => (/* binding */ freshJson)
/* harmony export */ });
/* harmony import */ var _json_source_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(95216);
/* harmony import */ var _py_format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(65209);
/**
 * JSON written back over the text it was read from with the smallest change: every value a writer did
 * not change keeps its exact text (key order, number lexemes such as `1.0`, spacing), and only the
 * values it changed, added or removed are written, in the style of Python's json.dumps (what Arbor
 * writes). The writer walks the old text and the new value together and holds no more than the
 * entries of the container it is in, so a tree of 100,000 nodes is rewritten in bounded memory.
 */


function isPlainObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** Python's default spelling: integers as integers, other numbers as Python floats. */
function pyNumber(value) {
    return Number.isSafeInteger(value) ? String(value) : (0,_py_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pyJsonFloat */ .a$)(value);
}
/** A value written anew, as Python's json.dumps(value, indent=..., ensure_ascii=False) writes it. */
function freshJson(value, style, indent = '') {
    if (value === null || value === undefined)
        return 'null';
    if (typeof value === 'boolean')
        return String(value);
    if (typeof value === 'number')
        return style.number(value);
    if (typeof value === 'string')
        return JSON.stringify(value);
    const inner = style.indent === null ? '' : indent + style.indent;
    const open = style.indent === null ? '' : `\n${inner}`;
    const separator = style.indent === null ? ', ' : `,\n${inner}`;
    const close = style.indent === null ? '' : `\n${indent}`;
    if (Array.isArray(value)) {
        if (value.length === 0)
            return '[]';
        return `[${open}${value.map((item) => freshJson(item, style, inner)).join(separator)}${close}]`;
    }
    if (typeof value === 'object') {
        const entries = Object.entries(value).filter(([, v]) => v !== undefined);
        if (entries.length === 0)
            return '{}';
        const body = entries.map(([k, v]) => `${JSON.stringify(k)}: ${freshJson(v, style, inner)}`);
        return `{${open}${body.join(separator)}${close}}`;
    }
    return JSON.stringify(String(value));
}
/** The indentation of the line `pos` is on. */
function lineIndent(text, pos) {
    const lineStart = text.lastIndexOf('\n', pos - 1) + 1;
    return /^[ \t]*/.exec(text.slice(lineStart, pos))?.[0] ?? '';
}
/**
 * Objects whose key order is the order their new keys are to be written in. Other objects get new
 * keys after their last entry: JavaScript puts integer-like keys (node ids such as "2") first, so
 * their order says nothing about the file's.
 */
const orderedObjects = new WeakSet();
/** Marks `value` so that patchJson writes each key it adds after the key before it in `value`. */
function placedInOrder(value) {
    orderedObjects.add(value);
    return value;
}
/** Walks the old text and the new value together, recording an edit wherever they differ. */
class Patcher {
    text;
    style;
    edits = [];
    scanner;
    constructor(text, style) {
        this.text = text;
        this.style = style;
        this.scanner = new _json_source_js__WEBPACK_IMPORTED_MODULE_0__/* .Scanner */ .Lp(text);
    }
    run(value) {
        this.scanner.space();
        this.value(value);
        this.scanner.end();
    }
    replace(start, value) {
        this.edits.push({
            start,
            end: this.scanner.pos,
            text: freshJson(value, this.style, lineIndent(this.text, start)),
        });
    }
    value(value) {
        const { scanner } = this;
        const start = scanner.pos;
        const ch = scanner.peek();
        if (ch === '{' && isPlainObject(value))
            return this.object(value);
        if (ch === '[' && Array.isArray(value))
            return this.array(value);
        if (ch === '{' || ch === '[') {
            scanner.skip();
            return this.replace(start, value);
        }
        const old = scanner.scalar();
        const same = value === old.value ||
            (old.kind === 'number' && typeof value === 'number' && Number.isNaN(value) && Number.isNaN(old.value));
        if (!same)
            this.replace(start, value);
    }
    object(value) {
        const { scanner } = this;
        const start = scanner.pos;
        const editsBefore = this.edits.length;
        const entries = [];
        const seen = new Set();
        let repeated = false;
        let colon = ': ';
        scanner.object((key, keyStart, keyEnd) => {
            repeated ||= seen.has(key);
            seen.add(key);
            if (entries.length === 0)
                colon = this.text.slice(keyEnd, scanner.pos);
            const kept = Object.hasOwn(value, key) && value[key] !== undefined;
            const valueStart = scanner.pos;
            if (kept)
                this.value(value[key]);
            else
                scanner.skip();
            entries.push({ key, start: keyStart, valueStart, valueEnd: scanner.pos, kept });
        });
        if (repeated) {
            // A repeated key: which copy the new value stands for is unknowable; write the object anew.
            this.edits.length = editsBefore;
            return this.replace(start, value);
        }
        // A new key goes after the last kept entry, or, in an object placed in order (placedInOrder),
        // after the kept key that comes before it in the value.
        const inOrder = orderedObjects.has(value);
        const keptAt = new Map(entries.filter((e) => e.kept).map((e) => [e.key, e]));
        const lastKept = entries.filter((e) => e.kept).at(-1) ?? null;
        let anchor = null;
        const added = [];
        for (const key of Object.keys(value)) {
            if (value[key] === undefined)
                continue;
            if (seen.has(key))
                anchor = keptAt.get(key) ?? anchor;
            else
                added.push({
                    prefix: `${JSON.stringify(key)}${colon}`,
                    value: value[key],
                    after: inOrder ? anchor : lastKept,
                });
        }
        this.resize(start, entries, added, '{}');
    }
    array(value) {
        const { scanner } = this;
        const start = scanner.pos;
        const entries = [];
        scanner.array(() => {
            const kept = entries.length < value.length;
            const itemStart = scanner.pos;
            if (kept)
                this.value(value[entries.length]);
            else
                scanner.skip();
            entries.push({ start: itemStart, valueStart: itemStart, valueEnd: scanner.pos, kept });
        });
        const last = entries.at(-1) ?? null;
        const added = value.slice(entries.length).map((item) => ({ prefix: '', value: item, after: last }));
        this.resize(start, entries, added, '[]');
    }
    /**
     * Removes the entries not kept (each run with its separator) and adds the new ones after the entry
     * each names (before the first kept entry when it names none), in the container's own layout
     * (Python's when it had no entries).
     */
    resize(start, entries, added, empty) {
        const { text, style } = this;
        const end = this.scanner.pos;
        const kept = entries.filter((entry) => entry.kept);
        if (kept.length === entries.length && added.length === 0)
            return;
        const first = entries[0];
        const indent = lineIndent(text, start);
        const inner = first === undefined
            ? style.indent === null
                ? ''
                : indent + style.indent
            : lineIndent(text, first.start);
        const open = first === undefined ? (style.indent === null ? '' : `\n${inner}`) : text.slice(start + 1, first.start);
        const separator = entries.length > 1
            ? text.slice(entries[0]?.valueEnd, entries[1]?.start)
            : open.includes('\n')
                ? `,${open}`
                : ', ';
        const fresh = added.map((entry) => entry.prefix + freshJson(entry.value, style, inner));
        if (kept.length === 0) {
            const close = first === undefined
                ? style.indent === null
                    ? ''
                    : `\n${indent}`
                : text.slice(entries.at(-1)?.valueEnd, end - 1);
            this.edits.push({
                start,
                end,
                text: fresh.length === 0 ? empty : `${empty[0]}${open}${fresh.join(separator)}${close}${empty[1]}`,
            });
            return;
        }
        for (let i = 0; i < entries.length;) {
            if (entries[i].kept) {
                i += 1;
                continue;
            }
            let j = i;
            while (j + 1 < entries.length && !entries[j + 1].kept)
                j += 1;
            const previous = entries[i - 1];
            const next = entries[j + 1];
            if (previous !== undefined)
                this.edits.push({ start: previous.valueEnd, end: entries[j].valueEnd, text: '' });
            else if (next !== undefined)
                this.edits.push({ start: entries[i].start, end: next.start, text: '' });
            i = j + 1;
        }
        const firstKept = kept[0];
        added.forEach((entry, index) => {
            const after = entry.after !== null && entry.after.kept ? entry.after : null;
            const at = after === null ? firstKept.start : after.valueEnd;
            const item = fresh[index];
            this.edits.push({ start: at, end: at, text: after === null ? item + separator : separator + item });
        });
    }
}
/** The indentation unit of a document (its first nested line), or null when it is on one line. */
function indentOf(text) {
    const scanner = new _json_source_js__WEBPACK_IMPORTED_MODULE_0__/* .Scanner */ .Lp(text);
    scanner.space();
    const rootStart = scanner.pos;
    const ch = scanner.peek();
    if (ch !== '{' && ch !== '[')
        return null;
    scanner.pos += 1;
    scanner.space();
    if (scanner.peek() === (ch === '{' ? '}' : ']') || !text.slice(rootStart, scanner.pos).includes('\n'))
        return null;
    return lineIndent(text, scanner.pos).slice(lineIndent(text, rootStart).length) || null;
}
/**
 * `value` written over the text it was read from: unchanged values keep their text, changed ones are
 * written in `number`'s spelling and the text's layout; the text around the root (a trailing newline
 * or none) is kept. Throws SyntaxError when `text` is not JSON.
 */
function patchJson(text, value, number = pyNumber) {
    const patcher = new Patcher(text, { indent: indentOf(text), number });
    patcher.run(value);
    const edits = patcher.edits.sort((a, b) => a.start - b.start || a.end - b.end);
    let out = '';
    let at = 0;
    for (const edit of edits) {
        out += text.slice(at, edit.start) + edit.text;
        at = edit.end;
    }
    return out + text.slice(at);
}


/***/ }),

/***/ 95216:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C5: () => (/* binding */ memberOf),
/* harmony export */   Es: () => (/* binding */ keysInOrder),
/* harmony export */   Lp: () => (/* binding */ Scanner),
/* harmony export */   P5: () => (/* binding */ setOwn),
/* harmony export */   S6: () => (/* binding */ parsePythonJson),
/* harmony export */   Yh: () => (/* binding */ fieldKeysInOrder),
/* harmony export */   dH: () => (/* binding */ parseJsonDocument),
/* harmony export */   qL: () => (/* binding */ isArrayIndex),
/* harmony export */   rW: () => (/* binding */ objectKeysInOrder)
/* harmony export */ });
/* unused harmony export plainValue */
/**
 * JSON files Arbor wrote, read with their layout: JavaScript cannot hold object keys in file order
 * (integer-like keys come first) nor tell `1` from `1.0`, so what needs them reads the text here. The
 * full syntax tree (`parseJsonDocument`) is built only where every value's spelling matters
 * (idea_tree.md); `fieldKeysInOrder` reads one object's keys without building anything. Writing back
 * with the smallest change is json-patch.ts.
 *
 * Accepts what Python's json module reads: standard JSON plus NaN, Infinity and -Infinity; a repeated
 * key keeps its first place and its last value, as a Python dict does.
 */
const NUMBER = /-?(?:0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/y;
const WORDS = [
    ['true', true],
    ['false', false],
    ['null', null],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['-Infinity', Number.NEGATIVE_INFINITY],
];
/** Reads one JSON text token by token; containers call back for each entry, which reads its value. */
class Scanner {
    text;
    pos = 0;
    constructor(text) {
        this.text = text;
    }
    fail(what) {
        const found = this.pos >= this.text.length ? 'end of input' : JSON.stringify(this.text[this.pos]);
        throw new SyntaxError(`expected ${what} at position ${this.pos}, found ${found}`);
    }
    space() {
        const { text } = this;
        while (this.pos < text.length) {
            const ch = text.charCodeAt(this.pos);
            if (ch !== 0x20 && ch !== 0x0a && ch !== 0x0d && ch !== 0x09)
                break;
            this.pos += 1;
        }
    }
    peek() {
        return this.text[this.pos];
    }
    end() {
        this.space();
        if (this.pos !== this.text.length)
            this.fail('the end of the document');
    }
    /** A string, number or literal at the current position. */
    scalar() {
        const { text } = this;
        const start = this.pos;
        if (text[start] === '"') {
            let end = start + 1;
            for (;;) {
                end = text.indexOf('"', end);
                if (end === -1) {
                    this.pos = text.length;
                    this.fail('the end of a string');
                }
                let backslashes = 0;
                while (text[end - 1 - backslashes] === '\\')
                    backslashes += 1;
                if (backslashes % 2 === 0)
                    break;
                end += 1;
            }
            this.pos = end + 1;
            // JSON.parse checks the escapes and refuses raw control characters, as Python's json does.
            return {
                kind: 'string',
                start,
                end: this.pos,
                value: JSON.parse(text.slice(start, this.pos)),
            };
        }
        for (const [word, value] of WORDS) {
            if (text.startsWith(word, start)) {
                this.pos += word.length;
                return typeof value === 'number'
                    ? { kind: 'number', start, end: this.pos, value, float: true }
                    : { kind: 'literal', start, end: this.pos, value };
            }
        }
        NUMBER.lastIndex = start;
        const match = NUMBER.exec(text);
        if (match === null)
            this.fail('a JSON value');
        this.pos += match[0].length;
        const float = match[1] !== undefined || match[2] !== undefined;
        return { kind: 'number', start, end: this.pos, value: Number(match[0]), float };
    }
    /** At '{': calls `member` with each key (positioned at its value, which it must read), then past '}'. */
    object(member) {
        this.entries('}', () => {
            if (this.peek() !== '"')
                this.fail('a "key"');
            const key = this.scalar();
            this.space();
            if (this.peek() !== ':')
                this.fail("':'");
            this.pos += 1;
            this.space();
            member(key.value, key.start, key.end);
        });
    }
    /** At '[': calls `item` positioned at each item (which it must read), then past ']'. */
    array(item) {
        this.entries(']', item);
    }
    entries(close, entry) {
        this.pos += 1;
        this.space();
        if (this.peek() === close) {
            this.pos += 1;
            return;
        }
        for (;;) {
            this.space();
            entry();
            this.space();
            const next = this.peek();
            if (next === close) {
                this.pos += 1;
                return;
            }
            if (next !== ',')
                this.fail(`',' or '${close}'`);
            this.pos += 1;
        }
    }
    /** Reads past one value, keeping nothing of it. */
    skip() {
        const ch = this.peek();
        if (ch === '{')
            this.object(() => this.skip());
        else if (ch === '[')
            this.array(() => this.skip());
        else
            this.scalar();
    }
}
function parseNode(scanner) {
    const start = scanner.pos;
    const ch = scanner.peek();
    if (ch === '{') {
        const members = [];
        scanner.object((key, keyStart, keyEnd) => members.push({ key, keyStart, keyEnd, value: parseNode(scanner) }));
        return { kind: 'object', start, end: scanner.pos, members };
    }
    if (ch === '[') {
        const items = [];
        scanner.array(() => items.push(parseNode(scanner)));
        return { kind: 'array', start, end: scanner.pos, items };
    }
    return scanner.scalar();
}
/** Parses JSON text keeping every value's place and spelling; throws SyntaxError on text Python refuses. */
function parseJsonDocument(text) {
    const scanner = new Scanner(text);
    scanner.space();
    const root = parseNode(scanner);
    scanner.end();
    return { text, root };
}
/** A key JavaScript lists before the others: the canonical form of an integer in [0, 2^32 - 2]. */
function isArrayIndex(key) {
    return /^(?:0|[1-9]\d{0,9})$/.test(key) && Number(key) < 4294967295;
}
/** Sets an own property, as JSON.parse does: a "__proto__" key is data, not the prototype. */
function setOwn(target, key, value) {
    if (key === '__proto__')
        Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
    else
        target[key] = value;
}
/** The plain value (what JSON.parse gives, with NaN/Infinity as numbers; a repeated key: last value). */
function plainValue(node) {
    switch (node.kind) {
        case 'object': {
            const out = {};
            for (const member of node.members)
                setOwn(out, member.key, plainValue(member.value));
            return out;
        }
        case 'array':
            return node.items.map(plainValue);
        default:
            return node.value;
    }
}
/** JSON.parse, also reading the NaN and Infinity that Python's json writes for non-finite floats. */
function parsePythonJson(text) {
    try {
        return JSON.parse(text);
    }
    catch {
        return plainValue(parseJsonDocument(text).root);
    }
}
/** Objects with many members get an index on their first lookup (a tree's `nodes`). */
const MEMBER_INDEX_FROM = 16;
const memberIndex = new WeakMap();
/** The value of a key (the last one, when a key is repeated). */
function memberOf(node, key) {
    if (node?.kind !== 'object')
        return undefined;
    if (node.members.length >= MEMBER_INDEX_FROM) {
        let index = memberIndex.get(node);
        if (index === undefined) {
            index = new Map(node.members.map((m) => [m.key, m.value]));
            memberIndex.set(node, index);
        }
        return index.get(key);
    }
    for (let i = node.members.length - 1; i >= 0; i -= 1) {
        const member = node.members[i];
        if (member.key === key)
            return member.value;
    }
    return undefined;
}
/** An object's keys in file order, each once (a repeated key at its first place). */
function keysInOrder(node) {
    return node?.kind === 'object' ? [...new Set(node.members.map((m) => m.key))] : [];
}
/** The keys of the object `scanner` is at, in file order, each once; reads past the object. */
function keysOfObject(scanner) {
    const found = new Set();
    scanner.object((key) => {
        found.add(key);
        scanner.skip();
    });
    return [...found];
}
/** The root object's keys in file order, each once (empty when the root is not an object). */
function objectKeysInOrder(text) {
    const scanner = new Scanner(text);
    scanner.space();
    return scanner.peek() === '{' ? keysOfObject(scanner) : [];
}
/**
 * The keys of the root object's `field` object in file order, each once, read from the text without
 * building it (empty when there is no such object).
 */
function fieldKeysInOrder(text, field) {
    const scanner = new Scanner(text);
    scanner.space();
    let keys = [];
    if (scanner.peek() !== '{')
        return keys;
    scanner.object((key) => {
        if (key !== field || scanner.peek() !== '{')
            return scanner.skip();
        keys = keysOfObject(scanner);
    });
    return keys;
}


/***/ }),

/***/ 65209:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   XO: () => (/* binding */ pyFloatRepr),
/* harmony export */   a$: () => (/* binding */ pyJsonFloat),
/* harmony export */   iV: () => (/* binding */ isPyTruthy),
/* harmony export */   mS: () => (/* binding */ pyFixed),
/* harmony export */   qT: () => (/* binding */ pyGeneral),
/* harmony export */   rD: () => (/* binding */ pyStr)
/* harmony export */ });
/**
 * Numbers as Python prints them, for the files and text Arbor writes: `repr(float)` (what json.dumps
 * writes for a float) and the format specs `.Ng` and `.Nf`. Python rounds the exact binary value half
 * to even; JavaScript's toFixed/toPrecision round halves away from zero, so the rounding is done here
 * with exact integer arithmetic.
 */
/** |x| as an exact fraction num/den (den a power of two). */
function exactFraction(x) {
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
function roundScaled(x, digits) {
    let { num, den } = exactFraction(x);
    if (digits >= 0)
        num *= 10n ** BigInt(digits);
    else
        den *= 10n ** BigInt(-digits);
    const quotient = num / den;
    const twice = 2n * (num % den);
    return twice > den || (twice === den && quotient % 2n === 1n) ? quotient + 1n : quotient;
}
/** floor(log10(|x|)) for a finite x other than 0, exactly. */
function decimalExponent(x) {
    const { num, den } = exactFraction(x);
    const atLeast = (k) => k >= 0 ? num >= den * 10n ** BigInt(k) : num * 10n ** BigInt(-k) >= den;
    let exponent = Math.floor(Math.log10(Math.abs(x)));
    while (!atLeast(exponent))
        exponent -= 1;
    while (atLeast(exponent + 1))
        exponent += 1;
    return exponent;
}
function sign(x) {
    return x < 0 || Object.is(x, -0) ? '-' : '';
}
function nonFinite(x) {
    return Number.isNaN(x) ? 'nan' : x > 0 ? 'inf' : '-inf';
}
/** `digits` (an integer's decimal digits) with a point `decimals` places from the right. */
function placePoint(digits, decimals) {
    if (decimals <= 0)
        return digits;
    const padded = digits.padStart(decimals + 1, '0');
    return `${padded.slice(0, -decimals)}.${padded.slice(-decimals)}`;
}
function stripFraction(text) {
    return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}
/** Python's `f"{x:.{decimals}f}"`. */
function pyFixed(x, decimals) {
    if (!Number.isFinite(x))
        return nonFinite(x);
    return sign(x) + placePoint(roundScaled(x, decimals).toString(), decimals);
}
/** Python's `f"{x:.{precision}g}"`. */
function pyGeneral(x, precision) {
    if (!Number.isFinite(x))
        return nonFinite(x);
    const p = Math.max(1, precision);
    if (x === 0)
        return `${sign(x)}0`;
    let exponent = decimalExponent(x);
    let digits = roundScaled(x, p - 1 - exponent).toString();
    if (digits.length > p) {
        // Rounding carried into a new digit (9.9996 -> 10.00): the value is exactly 10^p now.
        exponent += 1;
        digits = digits.slice(0, p);
    }
    if (exponent >= -4 && exponent < p)
        return sign(x) + stripFraction(placePoint(digits, p - 1 - exponent));
    const mantissa = stripFraction(placePoint(digits, p - 1));
    const power = `${exponent < 0 ? '-' : '+'}${String(Math.abs(exponent)).padStart(2, '0')}`;
    return `${sign(x)}${mantissa}e${power}`;
}
/** The shortest round-trip digits of |x| (no leading or trailing zeros) and its decimal exponent. */
function shortestDigits(x) {
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
function pyFloatRepr(x) {
    if (!Number.isFinite(x))
        return nonFinite(x);
    const { digits, exponent } = shortestDigits(x);
    if (exponent < -4 || exponent >= 16) {
        const mantissa = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
        return `${sign(x)}${mantissa}e${exponent < 0 ? '-' : '+'}${String(Math.abs(exponent)).padStart(2, '0')}`;
    }
    if (exponent < 0)
        return `${sign(x)}0.${'0'.repeat(-exponent - 1)}${digits}`;
    const whole = digits.slice(0, exponent + 1).padEnd(exponent + 1, '0');
    return `${sign(x)}${whole}.${digits.slice(exponent + 1) || '0'}`;
}
/** A float as Python's json.dumps writes it (NaN and the infinities as json spells them). */
function pyJsonFloat(x) {
    if (Number.isNaN(x))
        return 'NaN';
    if (!Number.isFinite(x))
        return x > 0 ? 'Infinity' : '-Infinity';
    return pyFloatRepr(x);
}
/** Python's repr of a str: single quotes unless the text holds one and no double quote. */
function pyStrRepr(text) {
    const quote = text.includes("'") && !text.includes('"') ? '"' : "'";
    let out = quote;
    for (const ch of text) {
        const code = ch.codePointAt(0);
        if (ch === quote || ch === '\\')
            out += `\\${ch}`;
        else if (ch === '\n')
            out += '\\n';
        else if (ch === '\r')
            out += '\\r';
        else if (ch === '\t')
            out += '\\t';
        else if (code < 0x20 || (code >= 0x7f && code < 0xa0))
            out += `\\x${code.toString(16).padStart(2, '0')}`;
        else
            out += ch;
    }
    return out + quote;
}
/**
 * `str(value)` in Python for a value json.loads gave (what an f-string prints for a dict or list):
 * `{'a': 1, 'b': [None, True]}`. A number JSON spelled `1.0` arrives here as 1 and prints as `1`.
 */
function pyStr(value) {
    return typeof value === 'string' ? value : pyRepr(value);
}
function pyRepr(value) {
    if (value === null || value === undefined)
        return 'None';
    if (value === true)
        return 'True';
    if (value === false)
        return 'False';
    if (typeof value === 'number')
        return Number.isSafeInteger(value) ? String(value) : pyFloatRepr(value);
    if (typeof value === 'string')
        return pyStrRepr(value);
    if (Array.isArray(value))
        return `[${value.map(pyRepr).join(', ')}]`;
    if (typeof value === 'object')
        return `{${Object.entries(value)
            .map(([key, item]) => `${pyStrRepr(key)}: ${pyRepr(item)}`)
            .join(', ')}}`;
    return pyStrRepr(String(value));
}
/** Python's truthiness of a value json.loads gave: None, False, 0, '' and empty containers are false. */
function isPyTruthy(value) {
    if (value === null || value === undefined || value === false || value === 0 || value === '')
        return false;
    if (Array.isArray(value))
        return value.length > 0;
    if (typeof value === 'object')
        return Object.keys(value).length > 0;
    return true;
}


/***/ }),

/***/ 51419:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  q_: () => (/* binding */ NODE_STATUSES),
  o8: () => (/* binding */ TREE_VERSION),
  wr: () => (/* binding */ finiteScore),
  H_: () => (/* binding */ metricDirectionOf),
  kV: () => (/* binding */ nodeCount),
  pB: () => (/* binding */ nodeEntries),
  SK: () => (/* binding */ normalizeTree),
  cC: () => (/* binding */ parseTreeJson),
  xt: () => (/* binding */ readTreeFile),
  NE: () => (/* binding */ readTreeIfPresent),
  f0: () => (/* binding */ readTreeTolerantly),
  _z: () => (/* binding */ rewrittenTreeMarkdown),
  Lj: () => (/* binding */ serializeTree),
  Kx: () => (/* binding */ setNodeFields),
  Xq: () => (/* binding */ treeMarkdownPath),
  yf: () => (/* binding */ updateTreeFile)
});

// UNUSED EXPORTS: nodeIds, updateTreeMarkdown, writtenByHelper

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/util/json.ts
var json = __webpack_require__(74976);
// EXTERNAL MODULE: ./src/util/atomic.ts + 1 modules
var atomic = __webpack_require__(63827);
// EXTERNAL MODULE: ./src/util/regular-file.ts
var regular_file = __webpack_require__(61215);
// EXTERNAL MODULE: ./src/session/json-patch.ts
var json_patch = __webpack_require__(86147);
// EXTERNAL MODULE: ./src/session/json-source.ts
var json_source = __webpack_require__(95216);
// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __webpack_require__(4573);
// EXTERNAL MODULE: ./src/util/chunk-reader.ts
var chunk_reader = __webpack_require__(60337);
;// CONCATENATED MODULE: ./src/session/tree-layout.ts
/**
 * Reading a large idea tree without holding its text. Arbor writes the tree with Python's
 * `json.dumps(indent=2)`: the `nodes` object opens on a line of its own, and each node closes on a
 * line that is exactly four spaces and `}`. JSON strings cannot hold a raw line break, so those lines
 * are structure wherever they appear. The file is read in chunks and the nodes are parsed a run of
 * whole nodes at a time, so the 13 MB text of a 50,000-node tree, and the young-generation growth that
 * parsing it at once brings, never exist; only the parsed nodes are kept.
 *
 * Nothing here trusts the layout: every run is parsed as a JSON object of its own, so a cut in the
 * wrong place (a file laid out otherwise that happens to hold such a line) cannot parse, and the rest
 * of the document, everything but the nodes, is parsed whole with a value in the nodes' place, which
 * must come back as the root's own `nodes` (rootAround). Any doubt is `'other'`: the caller reads the text whole, as it
 * does for a tree in any other layout, and so gives the same tree or the same error.
 */





/** Bytes read at a time; the window grows only to hold one node longer than this. */
const READ_CHUNK_BYTES = 256 * 1024;
const NODES_OPEN = Buffer.from('\n  "nodes": {\n');
/** The end of a node that another follows. */
const NODE_BREAK = Buffer.from('\n    },');
/** The end of the last node and of `nodes`. */
const NODES_CLOSE = Buffer.from('\n    }\n  }');
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
function decode(buffer, from, to) {
    const region = buffer.subarray(from, to);
    return region.toString((0,external_node_buffer_.isAscii)(region) ? 'latin1' : 'utf8');
}
/**
 * Adds one run of nodes (a JSON object's text) to `parts`; false when it is not an object of objects
 * or repeats an id an earlier run holds (the whole text's reading settles both, as Python does).
 */
function addRun(text, parts) {
    let run;
    try {
        run = (0,json_source/* parsePythonJson */.S6)(text);
    }
    catch {
        return false;
    }
    if (!(0,json/* isObject */.G)(run))
        return false;
    let keys = Object.keys(run);
    // JavaScript lists integer-like keys first: their file order is in the text.
    if (keys.length > 0 && (0,json_source/* isArrayIndex */.qL)(keys[0]))
        keys = (0,json_source/* objectKeysInOrder */.rW)(text);
    const { nodes, entries } = parts;
    for (const key of keys) {
        const node = run[key];
        if (!(0,json/* isObject */.G)(node) || Object.hasOwn(nodes, key))
            return false;
        (0,json_source/* setOwn */.P5)(nodes, key, node);
        entries.push([key, node]);
    }
    return true;
}
/** Reads the nodes from the `{` of `nodes` on; the offset just past their closing `}`, or null. */
async function readNodes(reader, parts) {
    for (;;) {
        const { buffer, start: from, end } = reader;
        // Bytes past `end` are left from earlier reads: a match must end within [from, end).
        const close = buffer.indexOf(NODES_CLOSE, from);
        const last = close !== -1 && close + NODES_CLOSE.length <= end;
        const nodeBreak = end - from > NODE_BREAK.length ? buffer.lastIndexOf(NODE_BREAK, end - NODE_BREAK.length) : -1;
        const runEnd = last ? close + NODES_CLOSE.length : nodeBreak + NODE_BREAK.length;
        if (last || nodeBreak > from) {
            // The run's text is the object `{ node, node }`: the byte before it is `{` (the nodes' own, or the
            // comma before the run, overwritten), and the comma that ends it is written over with `}`.
            if (!last)
                buffer[runEnd - 1] = CLOSE_BRACE;
            if (!addRun(decode(buffer, from, runEnd), parts))
                return null;
            if (last)
                return runEnd;
            buffer[runEnd - 1] = OPEN_BRACE;
            reader.start = runEnd - 1;
        }
        if (reader.atEnd)
            return null;
        await reader.more();
    }
}
/**
 * The root object of `head` + the nodes + `tail`, its `nodes` not yet set; null unless the nodes read
 * are the root's own `nodes`. Parsed twice, with the nodes as `null` and as `0`: only the root's own
 * member follows the value put in its place (a marker line inside `meta`, with a root whose `nodes` is
 * null itself, would pass a single parse).
 */
function rootAround(head, tail) {
    try {
        const root = (0,json_source/* parsePythonJson */.S6)(`${head}null${tail}`);
        const other = (0,json_source/* parsePythonJson */.S6)(`${head}0${tail}`);
        return (0,json/* isObject */.G)(root) && root.nodes === null && (0,json/* isObject */.G)(other) && other.nodes === 0 ? root : null;
    }
    catch {
        return null;
    }
}
/**
 * The tree at `path` in parts, when it is in Arbor's own layout; `'other'` when it is not (or any part
 * does not parse); null when there is no file. Other read failures are thrown.
 */
async function readTreeParts(path) {
    const file = await (0,regular_file/* openRegularFile */.ZU)(path).catch((error) => {
        if (error.code === 'ENOENT')
            return null;
        throw error;
    });
    if (file === null)
        return null;
    try {
        const reader = new chunk_reader/* ChunkReader */.f(file, READ_CHUNK_BYTES);
        const head = [];
        let opening = -1;
        for (;;) {
            await reader.more();
            opening = reader.buffer.indexOf(NODES_OPEN);
            if (opening + NODES_OPEN.length > reader.end)
                opening = -1;
            if (opening !== -1 || reader.atEnd)
                break;
            // Keep a marker's length unconsumed: it may straddle this read and the next.
            const kept = Math.max(0, reader.end - NODES_OPEN.length);
            head.push(reader.copy(0, kept));
            reader.start = kept;
        }
        if (opening === -1)
            return 'other';
        // The head ends with `"nodes": `; the nodes start at their `{`.
        const brace = opening + NODES_OPEN.length - 2;
        head.push(reader.copy(0, brace));
        reader.start = brace;
        const parts = { nodes: {}, entries: [] };
        const afterNodes = await readNodes(reader, parts);
        if (afterNodes === null)
            return 'other';
        const tail = [reader.copy(afterNodes, reader.end)];
        while (!reader.atEnd) {
            reader.start = reader.end;
            await reader.more();
            tail.push(reader.copy(0, reader.end));
        }
        const root = rootAround(Buffer.concat(head).toString('utf8'), Buffer.concat(tail).toString('utf8'));
        if (root === null)
            return 'other';
        root.nodes = parts.nodes;
        return { root, ...parts };
    }
    finally {
        await file.close();
    }
}

// EXTERNAL MODULE: ./src/session/py-format.ts
var py_format = __webpack_require__(65209);
;// CONCATENATED MODULE: ./src/session/tree-markdown.ts
/**
 * `.coordinator/idea_tree.md` exactly as Arbor writes it from `idea_tree.json`, so that a tree rewritten
 * here (merge, resume) and its Markdown never disagree. Arbor has two writers with two formats:
 *
 * - `helper`: the stdlib helper `arbor_state.py` (`render_markdown`): scores as `{:.4g}`, the branch
 *   bare, "Related work" inline.
 * - `native`: Arbor's `IdeaTree.to_markdown`: scores as `{:.1f}%`, the branch in backticks, a blank
 *   line after every entry, "Grounding" too, `score_delta` read where `score` is missing.
 *
 * Both print values with Python's str(), so ints, floats, None and booleans are spelled as Python
 * spells them; the document read with its layout (json-source.ts) tells `1` from `1.0`. Where Arbor's
 * writer would fail on the tree (a missing root, a status that is not text, a cycle), there is no
 * Markdown (null): the file Arbor last wrote is left as it is. A path from the root past Python's
 * recursion limit is one of those.
 */


/** Arbor's writer would raise on this tree. */
class Unrenderable extends Error {
}
/** Characters Python's str.rstrip() strips (its whitespace differs from JavaScript's trimEnd). */
const PY_TRAILING_SPACE = 
// eslint-disable-next-line no-control-regex
/[\t\n\v\f\r\x1c-\x1f \x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+$/u;
/** Python's repr() of a str, for text inside a printed list or dict. */
function pyStrRepr(text) {
    const quote = text.includes("'") && !text.includes('"') ? '"' : "'";
    // eslint-disable-next-line no-control-regex
    const escaped = text.replace(/[\\\n\r\t\x00-\x1f\x7f]/g, (ch) => {
        const named = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };
        return named[ch] ?? `\\x${ch.charCodeAt(0).toString(16).padStart(2, '0')}`;
    });
    return quote + (quote === "'" ? escaped.replace(/'/g, "\\'") : escaped) + quote;
}
/** Python's view of the values json.loads read from one document. */
class PyValues {
    text;
    constructor(text) {
        this.text = text;
    }
    /** str(value), as an f-string prints it. */
    str(node) {
        if (node === undefined)
            return 'None';
        switch (node.kind) {
            case 'string':
                return node.value;
            case 'literal':
                return node.value === null ? 'None' : node.value ? 'True' : 'False';
            case 'number': {
                if (node.float)
                    return (0,py_format/* pyFloatRepr */.XO)(node.value);
                const lexeme = this.text.slice(node.start, node.end);
                return lexeme === '-0' ? '0' : lexeme;
            }
            case 'array':
                return `[${node.items.map((item) => this.repr(item)).join(', ')}]`;
            case 'object':
                return `{${(0,json_source/* keysInOrder */.Es)(node)
                    .map((key) => `${pyStrRepr(key)}: ${this.repr((0,json_source/* memberOf */.C5)(node, key))}`)
                    .join(', ')}}`;
        }
    }
    repr(node) {
        return node?.kind === 'string' ? pyStrRepr(node.value) : this.str(node);
    }
    truthy(node) {
        if (node === undefined)
            return false;
        switch (node.kind) {
            case 'string':
                return node.value !== '';
            case 'literal':
                return node.value === true;
            case 'number':
                return node.value !== 0;
            case 'array':
                return node.items.length > 0;
            case 'object':
                return node.members.length > 0;
        }
    }
    /** The value when Python sees an int or a float (a bool is an int), else null. */
    numeric(node) {
        if (node?.kind === 'number')
            return node.value;
        if (node?.kind === 'literal' && typeof node.value === 'boolean')
            return node.value ? 1 : 0;
        return null;
    }
}
function isNull(node) {
    return node === undefined || (node.kind === 'literal' && node.value === null);
}
/** The string ids in `children_ids`, in order (what `for cid in children_ids if cid in nodes` keeps). */
function childIds(node) {
    const list = (0,json_source/* memberOf */.C5)(node, 'children_ids');
    if (list?.kind !== 'array')
        return [];
    return list.items.flatMap((item) => (item.kind === 'string' ? [item.value] : []));
}
function objectMember(node, key) {
    const value = (0,json_source/* memberOf */.C5)(node, key);
    return value?.kind === 'object' ? value : undefined;
}
/**
 * Python's default recursion limit. Arbor's writers recurse once per level, as these renderers do, so
 * a path from the root about this long makes them raise RecursionError (exactly where depends on the
 * frames beneath the writer); here the limit also keeps a deep tree from overflowing JavaScript's
 * stack, which would end a merge or a resume instead of leaving the Markdown as it is.
 */
const PY_RECURSION_LIMIT = 1000;
/** Puts `node` on the path from the root: Arbor's writer fails on a cycle and on too deep a path. */
function enter(onPath, node) {
    if (onPath.has(node) || onPath.size >= PY_RECURSION_LIMIT)
        throw new Unrenderable();
    onPath.add(node);
}
function heading(level) {
    return '#'.repeat(Math.min(level, 6));
}
/** arbor_state.py `render_markdown(load_tree(...))`. */
function helperMarkdown(doc) {
    const py = new PyValues(doc.text);
    const meta = (0,json_source/* memberOf */.C5)(doc.root, 'meta');
    const nodes = objectMember(doc.root, 'nodes');
    const fmtScore = (node) => {
        if (isNull(node))
            return 'N/A';
        const value = py.numeric(node);
        return value === null ? py.str(node) : (0,py_format/* pyGeneral */.qT)(value, 4);
    };
    const metaValue = (key) => meta?.kind === 'object' ? (0,json_source/* memberOf */.C5)(meta, key) : undefined;
    const lines = [
        '# Idea Tree',
        '',
        `**Baseline**: ${fmtScore(metaValue('baseline_score'))} | **Trunk**: ${fmtScore(metaValue('trunk_score'))}`,
        '',
    ];
    const rootIdNode = (0,json_source/* memberOf */.C5)(doc.root, 'root_id');
    if (rootIdNode !== undefined && rootIdNode.kind !== 'string')
        throw new Unrenderable();
    const lookup = (id) => {
        const node = (0,json_source/* memberOf */.C5)(nodes, id);
        if (node?.kind !== 'object')
            throw new Unrenderable();
        return node;
    };
    const onPath = new Set();
    const walk = (node, key, level) => {
        enter(onPath, node);
        const idNode = (0,json_source/* memberOf */.C5)(node, 'id');
        const id = idNode === undefined ? key : py.str(idNode);
        const status = (0,json_source/* memberOf */.C5)(node, 'status');
        const hypothesis = (0,json_source/* memberOf */.C5)(node, 'hypothesis');
        const score = py.numeric((0,json_source/* memberOf */.C5)(node, 'score'));
        lines.push(`${heading(level)} ${id}: ${hypothesis === undefined ? '' : py.str(hypothesis)} [${(status === undefined ? 'pending' : py.str(status)).toUpperCase()}]${score === null ? '' : ` (score: ${(0,py_format/* pyGeneral */.qT)(score, 4)})`}`, '');
        for (const [field, label] of [
            ['insight', 'Insight'],
            ['related_work', 'Related work'],
            ['result', 'Result'],
            ['code_ref', 'Branch'],
        ]) {
            const value = (0,json_source/* memberOf */.C5)(node, field);
            if (py.truthy(value))
                lines.push(`**${label}**: ${py.str(value)}`, '');
        }
        // Arbor looks the node up again by its id field to list its children.
        const self = idNode?.kind === 'string' ? lookup(idNode.value) : node;
        for (const child of childIds(self)) {
            const childNode = (0,json_source/* memberOf */.C5)(nodes, child);
            if (childNode?.kind === 'object')
                walk(childNode, child, level + 1);
        }
        onPath.delete(node);
    };
    const rootId = rootIdNode?.kind === 'string' ? rootIdNode.value : 'ROOT';
    walk(lookup(rootId), rootId, 2);
    return `${lines.join('\n').replace(PY_TRAILING_SPACE, '')}\n`;
}
/** Arbor's `IdeaTree.load_json(...).to_markdown()`. */
function nativeMarkdown(doc) {
    const py = new PyValues(doc.text);
    const nodes = objectMember(doc.root, 'nodes');
    const rootIdNode = (0,json_source/* memberOf */.C5)(doc.root, 'root_id');
    const metaNode = (0,json_source/* memberOf */.C5)(doc.root, 'meta');
    if (rootIdNode?.kind !== 'string' || nodes === undefined)
        throw new Unrenderable();
    if (metaNode !== undefined && metaNode.kind !== 'object')
        throw new Unrenderable();
    // Node.from_dict needs every node to be an object with an id.
    const byId = new Map();
    for (const key of (0,json_source/* keysInOrder */.Es)(nodes)) {
        const node = (0,json_source/* memberOf */.C5)(nodes, key);
        if (node?.kind !== 'object' || (0,json_source/* memberOf */.C5)(node, 'id') === undefined)
            throw new Unrenderable();
        if (key !== rootIdNode.value)
            byId.set(key, node);
    }
    const root = (0,json_source/* memberOf */.C5)(nodes, rootIdNode.value);
    if (root === undefined)
        throw new Unrenderable();
    byId.set(py.str((0,json_source/* memberOf */.C5)(root, 'id')), root);
    const fmt = (node) => {
        if (isNull(node))
            return 'N/A';
        if (node?.kind === 'number' && node.float)
            return `${(0,py_format/* pyFixed */.mS)(node.value, 1)}%`;
        return py.str(node);
    };
    const lines = [
        '# Idea Tree\n',
        `**Baseline**: ${fmt((0,json_source/* memberOf */.C5)(metaNode, 'baseline_score'))} | **Trunk**: ${fmt((0,json_source/* memberOf */.C5)(metaNode, 'trunk_score'))}\n`,
    ];
    const onPath = new Set();
    const render = (node, level) => {
        enter(onPath, node);
        const status = (0,json_source/* memberOf */.C5)(node, 'status') ?? { kind: 'string', value: 'pending', start: 0, end: 0 };
        if (status.kind !== 'string')
            throw new Unrenderable();
        const hypothesis = (0,json_source/* memberOf */.C5)(node, 'hypothesis');
        const scoreNode = (0,json_source/* memberOf */.C5)(node, 'score') ?? (0,json_source/* memberOf */.C5)(node, 'score_delta');
        let score = '';
        if (!isNull(scoreNode)) {
            const value = py.numeric(scoreNode);
            if (value === null)
                throw new Unrenderable();
            score = ` (score: ${(0,py_format/* pyFixed */.mS)(value, 1)}%)`;
        }
        const text = (field) => {
            const value = (0,json_source/* memberOf */.C5)(node, field);
            return py.truthy(value) ? py.str(value) : null;
        };
        lines.push(`${heading(level)} ${py.str((0,json_source/* memberOf */.C5)(node, 'id'))}: ${hypothesis === undefined ? '' : py.str(hypothesis)} [${status.value.toUpperCase()}]${score}\n`);
        const insight = text('insight');
        if (insight !== null)
            lines.push(`**Insight**: ${insight}\n`);
        const related = text('related_work');
        if (related !== null)
            lines.push(`**Related work**:\n\n${related}\n`);
        const grounding = text('grounding');
        if (grounding !== null)
            lines.push(`**Grounding**:\n\n${grounding}\n`);
        const result = text('result');
        if (result !== null)
            lines.push(`**Result**: ${result}\n`);
        const branch = text('code_ref');
        if (branch !== null)
            lines.push(`**Branch**: \`${branch}\`\n`);
        for (const child of childIds(node)) {
            const childNode = byId.get(child);
            if (childNode !== undefined)
                render(childNode, level + 1);
        }
        onPath.delete(node);
    };
    render(root, 2);
    return lines.join('\n');
}
/** The tree's Markdown in one of Arbor's formats, or null where Arbor's writer would fail. */
function renderTreeMarkdown(doc, format) {
    if (doc.root.kind !== 'object')
        return null;
    try {
        return format === 'native' ? nativeMarkdown(doc) : helperMarkdown(doc);
    }
    catch (error) {
        if (error instanceof Unrenderable)
            return null;
        throw error;
    }
}
/** Lines only Arbor's native writer produces (a backticked branch, a `%` score, block headings). */
const NATIVE_SIGNS = /^\*\*Branch\*\*: `|\(score: [^)\n]*%\)$|^\*\*(?:Related work|Grounding)\*\*:$|^\*\*Baseline\*\*: [^|\n]*%/m;
/**
 * Which of Arbor's writers wrote a tree: the helper (`arbor_state.py`) always writes its whole
 * default meta, `trunk_branch` included, which Arbor's IdeaTree never writes.
 */
function treeWriterOf(tree) {
    return (0,json_source/* memberOf */.C5)((0,json_source/* memberOf */.C5)(tree.root, 'meta'), 'trunk_branch') === undefined ? 'native' : 'helper';
}
/**
 * Which of Arbor's writers wrote `markdown` (from the tree it was written for, when known): the one
 * that alone reproduces it, else the one whose marks it bears. With no Markdown, or one both
 * reproduce, the format of the writer of the tree (the helper's when the tree is unknown).
 */
function markdownFormatOf(tree, markdown) {
    const writer = tree === null ? 'helper' : treeWriterOf(tree);
    if (markdown === null)
        return writer;
    if (tree !== null) {
        const fits = ['helper', 'native'].filter((format) => renderTreeMarkdown(tree, format) === markdown);
        if (fits.length > 0)
            return fits.includes(writer) ? writer : fits[0];
    }
    return NATIVE_SIGNS.test(markdown) ? 'native' : 'helper';
}

;// CONCATENATED MODULE: ./src/session/tree.ts
/**
 * Arbor's idea tree (`.coordinator/idea_tree.json`, version 3). Readers accept older, looser shapes
 * (no `version`, no `children_ids`, a lowercase root) and see the nodes in file order (`nodeIds`);
 * writers change only the values they own: everything else stays byte for byte as Arbor wrote it
 * (json-source.ts), and `idea_tree.md` is written again beside it in Arbor's format.
 */









const NODE_STATUSES = ['pending', 'running', 'done', 'needs_retry', 'merged', 'pruned'];
const TREE_VERSION = 3;
/** The order Arbor's `Node.to_dict` writes a node's keys in. */
const NODE_KEY_ORDER = [
    'id',
    'parent_id',
    'children_ids',
    'depth',
    'hypothesis',
    'status',
    'insight',
    'result',
    'score',
    'score_split',
    'test_score',
    'code_ref',
    'related_work',
    'grounding',
    'eval_status',
    'stop_reason',
    'attempt',
];
/**
 * Whether Arbor's helper (`arbor_state.py`) wrote the tree: it always writes its whole default meta,
 * `trunk_branch` included, which Arbor's IdeaTree never writes (tree-markdown.ts asks the same of a
 * parsed document).
 */
function writtenByHelper(tree) {
    return Object.hasOwn(tree.meta, 'trunk_branch');
}
/**
 * Sets `fields` on node `id` of a raw tree. In a tree Arbor's IdeaTree wrote, a field the node lacks
 * is placed where `Node.to_dict` puts it (`test_score` after `score`), so that IdeaTree's next save
 * moves nothing; the helper keeps a node's keys in the order they were set, so there it goes last.
 * The node's other keys keep their order. Returns false when there is no such node.
 */
function setNodeFields(tree, id, fields) {
    const node = Object.hasOwn(tree.nodes, id) ? tree.nodes[id] : undefined;
    if (node === undefined)
        return false;
    if (writtenByHelper(tree)) {
        Object.assign(node, fields);
        return true;
    }
    const rank = (key) => NODE_KEY_ORDER.indexOf(key);
    const keys = Object.keys(node);
    for (const key of Object.keys(fields)) {
        if (keys.includes(key))
            continue;
        // After the last key Arbor writes before this one; at the end for keys Arbor does not know.
        let at = keys.length;
        if (rank(key) !== -1) {
            at = 0;
            keys.forEach((k, index) => {
                if (rank(k) !== -1 && rank(k) < rank(key))
                    at = index + 1;
            });
        }
        keys.splice(at, 0, key);
    }
    const placed = {};
    for (const key of keys)
        placed[key] = Object.hasOwn(fields, key) ? fields[key] : node[key];
    tree.nodes[id] = (0,json_patch/* placedInOrder */.V6)(placed);
    return true;
}
/** A score as a number when it is a finite number, else null (missing, null, NaN, a string...). */
function finiteScore(value) {
    return typeof value === 'number' && Number.isFinite(value) ? value : null;
}
/** The tree's direction; Arbor's default is maximize. Validity is `check`'s business. */
function metricDirectionOf(meta) {
    return meta?.metric_direction === 'minimize' ? 'minimize' : 'maximize';
}
/** The text each raw tree was parsed from, and the `meta` object added when the file had none. */
const sources = new WeakMap();
/** Node ids in file order (read from the text on first use), by the `nodes` object they belong to. */
const fileOrder = new WeakMap();
/**
 * Parses tree JSON into the raw object (kept as written, for writers) after checking the shape every
 * reader relies on. `source` names the file in error messages. Like Python's json, NaN and Infinity
 * are read as numbers.
 */
function parseTreeJson(text, source) {
    let raw;
    try {
        raw = (0,json_source/* parsePythonJson */.S6)(text);
    }
    catch (error) {
        throw new errors/* UserError */.yo(`${source} is not valid JSON: ${(0,errors/* oneLine */.TN)(error)}`);
    }
    const { tree, addedMeta } = checkedTree(raw, source, false);
    sources.set(tree, { text, addedMeta });
    fileOrder.set(tree.nodes, { text });
    return tree;
}
/**
 * The raw tree after the checks every reader relies on, and the `meta` object added when the file had
 * none. `nodesChecked`: every node is known to be an object already (readTreeParts checks them as it
 * reads them).
 */
function checkedTree(raw, source, nodesChecked) {
    if (!(0,json/* isObject */.G)(raw))
        throw new errors/* UserError */.yo(`${source} must hold a JSON object (an idea tree)`);
    if (!(0,json/* isObject */.G)(raw.nodes))
        throw new errors/* UserError */.yo(`${source}: field "nodes" must be an object of nodes by id`);
    if (raw.meta !== undefined && !(0,json/* isObject */.G)(raw.meta))
        throw new errors/* UserError */.yo(`${source}: field "meta" must be an object`);
    if (raw.root_id !== undefined && typeof raw.root_id !== 'string') {
        throw new errors/* UserError */.yo(`${source}: field "root_id" must be a string`);
    }
    const { nodes } = raw;
    if (!nodesChecked) {
        for (const id of Object.keys(nodes)) {
            if (!(0,json/* isObject */.G)(nodes[id]))
                throw new errors/* UserError */.yo(`${source}: node ${JSON.stringify(id)} must be an object`);
        }
    }
    if (typeof raw.version === 'number' && raw.version > TREE_VERSION) {
        throw new errors/* UserError */.yo(`${source}: tree version ${raw.version} is newer than this tool understands (expected version ${TREE_VERSION} or an older, version-less tree)`);
    }
    let addedMeta = null;
    if (raw.meta === undefined)
        raw.meta = addedMeta = {};
    return { tree: raw, addedMeta };
}
/**
 * A reader's view (normalizeTree) and its nodes in file order, listed once: the view is never
 * written, and listing a 50,000-key object again (Object.keys sorts a large object's keys) in every
 * pass a report makes over the tree costs more than the pass.
 */
const viewEntries = new WeakMap();
/**
 * The tree's node ids in the order of its file (Arbor's order: its TreeView and pending lists follow
 * it), not JavaScript's, which puts integer-like keys such as "1" before "ROOT". Nodes added since
 * the file was read come last.
 */
function nodeIds(tree) {
    const listed = viewEntries.get(tree);
    if (listed !== undefined)
        return listed.map(([id]) => id);
    const present = Object.keys(tree.nodes);
    // JavaScript lists integer-like keys first, then the others in the order they were added (the file's,
    // then later additions). With no integer-like key, its order is the file's: no text to read again.
    if (present.length === 0 || !(0,json_source/* isArrayIndex */.qL)(present[0]))
        return present;
    let order = fileOrder.get(tree.nodes);
    if (order === undefined)
        return present;
    if (!Array.isArray(order)) {
        order = (0,json_source/* fieldKeysInOrder */.Yh)(order.text, 'nodes');
        fileOrder.set(tree.nodes, order);
    }
    const known = new Set(order);
    return [...order.filter((id) => Object.hasOwn(tree.nodes, id)), ...present.filter((id) => !known.has(id))];
}
/** The tree's nodes as [id, node] in file order (see nodeIds). */
function nodeEntries(tree) {
    const listed = viewEntries.get(tree);
    if (listed !== undefined)
        return listed.slice();
    return nodeIds(tree).map((id) => [id, tree.nodes[id]]);
}
/** How many nodes the tree has (a view's count without listing its keys again). */
function nodeCount(tree) {
    return viewEntries.get(tree)?.length ?? Object.keys(tree.nodes).length;
}
/** A node that already has the reader's shape: a string id, a string or null parent, string children. */
function inReaderShape(node) {
    const children = node.children_ids;
    if (typeof node.id !== 'string' || (node.parent_id !== null && typeof node.parent_id !== 'string'))
        return false;
    if (!Array.isArray(children))
        return false;
    for (const child of children)
        if (typeof child !== 'string')
            return false;
    return true;
}
/**
 * A reader's view of a tree: every node has `id` and `children_ids` (derived from `parent_id` where a
 * legacy tree has none) and `root_id` is set (legacy trees may use "root" or omit it). The raw tree
 * is not modified; the view keeps the file's node order. A node already in the reader's shape is the
 * raw tree's own object, not a copy (50,000 copies are most of reading a large tree), and when every
 * node is, so is the `nodes` object: the view is for reading only, and its raw tree must not be
 * written while the view is in use. `entries` are its nodes as [id, node] in file order when the
 * caller has them (readTreeParts); the view takes them over.
 */
function normalizeTree(raw, entries = nodeEntries(raw)) {
    let nodes = raw.nodes;
    if (!entries.every(([, node]) => inReaderShape(node))) {
        nodes = {};
        const derivedChildren = new Map();
        for (const [id, node] of entries) {
            if (typeof node.parent_id !== 'string')
                continue;
            const siblings = derivedChildren.get(node.parent_id);
            if (siblings === undefined)
                derivedChildren.set(node.parent_id, [id]);
            else
                siblings.push(id);
        }
        for (const entry of entries) {
            const [id, node] = entry;
            if (!inReaderShape(node)) {
                const listed = node.children_ids;
                entry[1] = {
                    ...node,
                    id: typeof node.id === 'string' ? node.id : id,
                    parent_id: typeof node.parent_id === 'string' ? node.parent_id : null,
                    children_ids: Array.isArray(listed) ? listed.map(String) : (derivedChildren.get(id) ?? []),
                };
            }
            nodes[id] = entry[1];
        }
    }
    const rootId = typeof raw.root_id === 'string'
        ? raw.root_id
        : (entries.find(([, node]) => node.parent_id === null)?.[0] ?? 'ROOT');
    // The order as a list: a new nodes object would list integer-like ids first, and the raw tree's
    // shared one would otherwise keep the whole file text alive to be read again.
    fileOrder.set(nodes, entries.map(([id]) => id));
    const view = { ...raw, meta: { ...raw.meta }, root_id: rootId, nodes };
    viewEntries.set(view, entries);
    return view;
}
/**
 * The tree's JSON text. A tree read by parseTreeJson is written over the text it was read from: the
 * values a writer changed are replaced, added or removed, all else is kept byte for byte (key order,
 * `1.0`, layout, no trailing newline when Arbor wrote none). Numbers written anew are spelled as
 * Python floats, as Arbor stores scores (`7.0`). Any other tree is written as Arbor's
 * json.dumps(indent=2) writes it.
 */
function serializeTree(tree) {
    const source = sources.get(tree);
    if (source === undefined)
        return (0,json_patch/* freshJson */.vR)(tree, { indent: '  ', number: json_patch/* pyNumber */.BR });
    const { addedMeta, text } = source;
    const keepsNoMeta = addedMeta !== null && tree.meta === addedMeta && Object.keys(addedMeta).length === 0;
    return (0,json_patch/* patchJson */.pb)(text, keepsNoMeta ? { ...tree, meta: undefined } : tree, py_format/* pyJsonFloat */.a$);
}
/** A read of the tree file failing for another reason than its absence. */
function unreadableTree(path, error) {
    return new errors/* UserError */.yo(`cannot read idea tree ${path}: ${error.message}`);
}
/** The tree file's text, or null when it does not exist; any other read failure is a UserError. */
async function readTreeText(path) {
    try {
        return await (0,regular_file/* readRegularText */.Aj)(path);
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return null;
        throw unreadableTree(path, error);
    }
}
async function readTreeFile(path) {
    const text = await readTreeText(path);
    if (text === null)
        throw new errors/* UserError */.yo(`no idea tree at ${path}`);
    return parseTreeJson(text, path);
}
/** The reader's view of a tree read in parts, or null when they do not pass parseTreeJson's checks. */
function viewOfParts(parts, path) {
    let tree;
    try {
        tree = checkedTree(parts.root, path, true).tree;
    }
    catch (error) {
        if (error instanceof errors/* UserError */.yo)
            return null;
        throw error;
    }
    return normalizeTree(tree, parts.entries);
}
/**
 * The reader's view of the tree, or null when there is none (an unreadable tree is still an error). A
 * tree in Arbor's own layout is read in parts, never holding its text (tree-layout.ts); any other, or
 * one whose parts do not pass the checks, is read whole, which gives the same tree or the same error.
 */
async function readTreeIfPresent(path) {
    const parts = await readTreeParts(path).catch((error) => {
        throw unreadableTree(path, error);
    });
    if (parts === null)
        return null;
    const view = parts === 'other' ? null : viewOfParts(parts, path);
    if (view !== null)
        return view;
    const text = await readTreeText(path);
    return text === null ? null : normalizeTree(parseTreeJson(text, path));
}
/** The reader's view of the tree for tolerant readers (reports): an unreadable tree is a state, not an error. */
async function readTreeTolerantly(path) {
    try {
        const tree = await readTreeIfPresent(path);
        return tree === null ? { state: 'missing' } : { state: 'ok', tree };
    }
    catch (error) {
        if (!(error instanceof errors/* UserError */.yo))
            throw error;
        return { state: 'unreadable', reason: error.message };
    }
}
/** Where Arbor keeps a tree's Markdown: beside the JSON, `.json` -> `.md` (null for other names). */
function treeMarkdownPath(jsonPath) {
    return jsonPath.endsWith('.json') ? `${jsonPath.slice(0, -'.json'.length)}.md` : null;
}
function parseDocument(text) {
    try {
        return text === null ? null : (0,json_source/* parseJsonDocument */.dH)(text);
    }
    catch {
        return null;
    }
}
/**
 * The format of the Markdown Arbor wrote (`existing`) for the tree `previousJson`. A function of its
 * own so that the document read here (several times its text in memory) is garbage once it returns:
 * a frame that is still running may keep its temporaries alive.
 */
function formatOfExisting(previousJson, existing) {
    return markdownFormatOf(parseDocument(previousJson), existing);
}
/**
 * The Markdown for a tree rewritten from `previousJson` to `nextJson`, in the format of the Markdown
 * Arbor wrote (`existing`), or null when the file is to be left as it is (it already matches, or
 * Arbor could not render this tree). One document is held at a time: a tree of 100,000 nodes is read
 * within the heap the gate is tested with.
 */
function rewrittenTreeMarkdown(previousJson, nextJson, existing) {
    const format = formatOfExisting(previousJson, existing);
    const next = parseDocument(nextJson);
    if (next === null)
        return null;
    const markdown = renderTreeMarkdown(next, format);
    return markdown === existing ? null : markdown;
}
/**
 * Writes `idea_tree.md` again for a tree file just rewritten from `previousJson` (see
 * rewrittenTreeMarkdown); returns the path written, or null when nothing was written.
 */
async function updateTreeMarkdown(jsonPath, previousJson) {
    const markdownPath = treeMarkdownPath(jsonPath);
    if (markdownPath === null)
        return null;
    const [next, existing] = await Promise.all([
        (0,regular_file/* readRegularText */.Aj)(jsonPath),
        (0,regular_file/* readRegularText */.Aj)(markdownPath).catch(() => null),
    ]);
    const markdown = rewrittenTreeMarkdown(previousJson, next, existing);
    if (markdown === null)
        return null;
    await (0,atomic/* writeFileAtomically */.lo)(markdownPath, markdown);
    return markdownPath;
}
/**
 * Read-modify-write of a tree file under its lock, atomically; `idea_tree.md` beside it is written
 * again to match. `mutate` changes the raw tree in place (only the fields it owns) and returns false
 * to leave the files untouched. Returns whether the tree file changed.
 */
async function updateTreeFile(path, mutate) {
    return (0,atomic/* withFileLock */.Ux)(path, async () => {
        const current = await readTreeText(path);
        if (current === null)
            throw new errors/* UserError */.yo(`no idea tree at ${path}`);
        const tree = parseTreeJson(current, path);
        if (mutate(tree) === false)
            return false;
        const next = serializeTree(tree);
        if (next === current)
            return false;
        await (0,atomic/* writeFileAtomically */.lo)(path, next);
        await updateTreeMarkdown(path, current);
        return true;
    });
}


/***/ }),

/***/ 63827:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  jX: () => (/* binding */ refuseSymlinks),
  fR: () => (/* binding */ replaceFile),
  xy: () => (/* binding */ updateFileAtomically),
  Ux: () => (/* binding */ withFileLock),
  lo: () => (/* binding */ writeFileAtomically)
});

// UNUSED EXPORTS: writeFileUnderLock

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:timers/promises"
var external_node_timers_promises_ = __webpack_require__(58500);
// EXTERNAL MODULE: ./node_modules/proper-lockfile/index.js
var proper_lockfile = __webpack_require__(83648);
var proper_lockfile_default = /*#__PURE__*/__webpack_require__.n(proper_lockfile);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/util/regular-file.ts
var regular_file = __webpack_require__(61215);
;// CONCATENATED MODULE: ./src/util/write-beside.ts
/**
 * A file's new bytes put in place in one rename: written to a temp file beside it, then renamed over
 * it, so a crash or a concurrent reader never sees it half-written. The temp file is created new and
 * never through a link (O_CREAT|O_EXCL|O_NOFOLLOW: a name planted there fails the write rather than
 * redirecting it), and it is removed when any step fails.
 *
 * In place of write-file-atomic, whose rules `writeFileDurably` keeps: a symbolic link at the path is
 * written through (its target is replaced), the replaced file keeps its mode and, where the process may
 * set it, its owner, and the bytes are flushed to disk before the rename. Loading it (with its own
 * signal-exit and `worker_threads`) cost every report's start about 4 ms of CPU, and it looked every
 * path component up on its own (a JavaScript realpath) where node's native realpath is one call.
 */



let written = 0;
/** A name beside `path` that no other write (of this process or another) uses. */
function tempNameFor(path) {
    written += 1;
    return (0,external_node_path_.join)((0,external_node_path_.dirname)(path), `.${(0,external_node_path_.basename)(path)}.arbor-gate-${process.pid}-${Date.now()}-${written}`);
}
/**
 * A chown or chmod the file system or the process cannot do is no failure: no such call (ENOSYS), or
 * not root (EPERM, EINVAL), as for write-file-atomic and graceful-fs.
 */
function ignorable(error) {
    const code = error.code;
    const root = process.getuid?.() === 0;
    return code === 'ENOSYS' || (!root && (code === 'EPERM' || code === 'EINVAL'));
}
/** Writes `data` to a temp file beside `path` and renames it over `path` (see the module's comment). */
async function writeBeside(path, data, options) {
    const temp = tempNameFor(path);
    let handle = null;
    try {
        handle = await (0,promises_.open)(temp, external_node_fs_.constants.O_WRONLY | external_node_fs_.constants.O_CREAT | external_node_fs_.constants.O_EXCL | (external_node_fs_.constants.O_NOFOLLOW ?? 0), options.mode ?? 0o666);
        await handle.writeFile(data);
        if (options.fsync)
            await handle.sync();
        await handle.close();
        handle = null;
        const { owner, mode } = options;
        if (owner !== undefined)
            await (0,promises_.chown)(temp, owner.uid, owner.gid).catch(rethrowUnlessIgnorable);
        // The mode again, past the umask that open applied.
        if (mode !== undefined)
            await (0,promises_.chmod)(temp, mode).catch(rethrowUnlessIgnorable);
        await (0,promises_.rename)(temp, path);
    }
    catch (error) {
        await handle?.close().catch(() => undefined);
        await (0,promises_.rm)(temp, { force: true });
        throw error;
    }
}
function rethrowUnlessIgnorable(error) {
    if (!ignorable(error))
        throw error;
}
/**
 * Replaces the file at `path` (through a link there, as write-file-atomic does), keeping the replaced
 * file's mode and owner, and flushes the bytes to disk before the rename.
 */
async function writeFileDurably(path, data) {
    const target = await (0,promises_.realpath)(path).catch(() => path);
    const current = await (0,promises_.stat)(target).catch(() => null);
    await writeBeside(target, data, {
        fsync: true,
        ...(current === null
            ? {}
            : {
                mode: current.mode & 0o7777,
                ...(process.getuid === undefined ? {} : { owner: { uid: current.uid, gid: current.gid } }),
            }),
    });
}

;// CONCATENATED MODULE: ./src/util/atomic.ts
/**
 * Durable writes for files Arbor and arbor-gate may both touch: write a temp file beside the target,
 * fsync, rename (write-beside.ts), all under a lock file (proper-lockfile), so a crash or a concurrent
 * writer never leaves a torn file and no update is lost.
 */








const LOCK_OPTIONS = { realpath: false, stale: 30_000 };
/** How long to wait for another writer's lock: about 45 s in all, in growing steps. */
const LOCK_WAIT = { attempts: 200, firstMs: 10, maxMs: 250, factor: 1.2 };
/**
 * Takes the lock, waiting only while another writer holds it (ELOCKED). Any other failure (a read-only
 * or full file system, no permission) is final at once: waiting would not change it.
 */
async function acquireLock(path) {
    for (let attempt = 0;; attempt++) {
        try {
            return await proper_lockfile_default().lock(path, LOCK_OPTIONS);
        }
        catch (error) {
            const held = error.code === 'ELOCKED';
            if (!held || attempt >= LOCK_WAIT.attempts) {
                throw new errors/* InfraError */.Ri(`could not lock ${path}: ${error.message}`);
            }
            await (0,external_node_timers_promises_.setTimeout)(Math.min(LOCK_WAIT.maxMs, LOCK_WAIT.firstMs * LOCK_WAIT.factor ** attempt));
        }
    }
}
/** Throws UserError when a component of `path` below `root` (the file included) is a symbolic link. */
async function refuseSymlinks(path, root) {
    const rel = (0,external_node_path_.relative)(root, path);
    const inside = rel !== '' && !rel.startsWith(`..${external_node_path_.sep}`) && rel !== '..' && !(0,external_node_path_.isAbsolute)(rel);
    const parts = inside ? rel.split(external_node_path_.sep) : [(0,external_node_path_.basename)(path)];
    let current = inside ? root : (0,external_node_path_.dirname)(path);
    for (const part of parts) {
        current = (0,external_node_path_.join)(current, part);
        const stats = await (0,promises_.lstat)(current).catch((error) => {
            if (error.code === 'ENOENT')
                return null;
            throw new errors/* InfraError */.Ri(`could not check ${current}: ${error.message}`);
        });
        if (stats === null)
            return;
        if (stats.isSymbolicLink()) {
            throw new errors/* UserError */.yo(`refusing to write ${path}: ${current} is a symbolic link (the file must not be read or written through a link)`);
        }
    }
}
/** A file's text, or null when it does not exist; with `noFollow`, never through a link at its last component. */
async function readText(path, noFollow) {
    try {
        return await (0,regular_file/* readRegularText */.Aj)(path, noFollow ? (external_node_fs_.constants.O_NOFOLLOW ?? 0) : 0);
    }
    catch (error) {
        const code = error.code;
        if (code === 'ENOENT')
            return null;
        if (code === 'ELOOP')
            throw new errors/* UserError */.yo(`refusing to read ${path}: it is a symbolic link`);
        if (error instanceof regular_file/* NotRegularFileError */.iZ)
            throw new errors/* UserError */.yo(`refusing to read ${path}: ${error.message}`);
        throw new errors/* InfraError */.Ri(`could not read ${path}: ${error.message}`);
    }
}
async function writeFileAtomically(path, data, safety = {}) {
    const root = safety.noSymlinksBelow;
    if (root !== undefined)
        await refuseSymlinks(path, root);
    await (0,promises_.mkdir)((0,external_node_path_.dirname)(path), { recursive: true });
    if (root !== undefined)
        await refuseSymlinks(path, root);
    try {
        await writeFileDurably(path, data);
    }
    catch (error) {
        throw new errors/* InfraError */.Ri(`could not write ${path}: ${error.message}`);
    }
}
/** Runs fn while holding `${path}.lock`; the lock is released even when fn throws. */
async function withFileLock(path, fn) {
    await (0,promises_.mkdir)((0,external_node_path_.dirname)(path), { recursive: true });
    const release = await acquireLock(path);
    try {
        return await fn();
    }
    finally {
        await release().catch(() => undefined);
    }
}
/**
 * Read-modify-write of a text file under its lock. `update` gets the current text (null when the file
 * does not exist) and returns the new text, or null to leave the file as it is.
 */
async function updateFileAtomically(path, update, safety = {}) {
    if (safety.noSymlinksBelow !== undefined)
        await refuseSymlinks(path, safety.noSymlinksBelow);
    return withFileLock(path, async () => {
        if (safety.noSymlinksBelow !== undefined)
            await refuseSymlinks(path, safety.noSymlinksBelow);
        const next = await update(await readText(path, safety.noSymlinksBelow !== undefined));
        if (next === null)
            return false;
        await writeFileAtomically(path, next, safety);
        return true;
    });
}
/**
 * Writes `data` whole under the file's lock, as `updateFileAtomically` with an update that ignores
 * the current text would, without reading that text first.
 */
async function writeFileUnderLock(path, data, safety = {}) {
    if (safety.noSymlinksBelow !== undefined)
        await refuseSymlinks(path, safety.noSymlinksBelow);
    await withFileLock(path, () => writeFileAtomically(path, data, safety));
}
/**
 * Replaces a file's bytes in one rename beside it (so a crash never leaves it half-written) and gives
 * it `mode`; for files outside the lock protocol (git's own config files, put back as they were).
 */
async function replaceFile(path, content, mode) {
    await writeBeside(path, content, { mode, fsync: false });
}


/***/ }),

/***/ 60337:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ ChunkReader)
/* harmony export */ });
class ChunkReader {
    file;
    buffer;
    /** Start of the bytes not yet consumed. */
    start = 0;
    /** End of the bytes read: bytes past it are left from earlier reads. */
    end = 0;
    /** The last `more` read nothing: the file is read whole. */
    atEnd = false;
    constructor(file, chunkBytes) {
        this.file = file;
        this.buffer = Buffer.allocUnsafe(chunkBytes);
    }
    /** Moves the unconsumed bytes to the front (growing the buffer when they fill it) and reads more. */
    async more() {
        if (this.start > 0) {
            this.buffer.copy(this.buffer, 0, this.start, this.end);
            this.end -= this.start;
            this.start = 0;
        }
        if (this.end === this.buffer.length) {
            const larger = Buffer.allocUnsafe(this.buffer.length * 2);
            this.buffer.copy(larger, 0, 0, this.end);
            this.buffer = larger;
        }
        const { bytesRead } = await this.file.read(this.buffer, this.end, this.buffer.length - this.end, null);
        if (bytesRead === 0)
            this.atEnd = true;
        this.end += bytesRead;
    }
    /** A copy of bytes [from, to), which the next `more` may overwrite. */
    copy(from, to) {
        return Buffer.from(this.buffer.subarray(from, to));
    }
}


/***/ }),

/***/ 74976:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ isObject)
/* harmony export */ });
/** A plain JSON object (not null, not an array): the shape every tolerant reader checks first. */
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}


/***/ }),

/***/ 61215:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Aj: () => (/* binding */ readRegularText),
/* harmony export */   ZU: () => (/* binding */ openRegularFile),
/* harmony export */   iZ: () => (/* binding */ NotRegularFileError)
/* harmony export */ });
/* unused harmony export readRegularFile */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Reading a file that must be a regular file. A session folder's files (the tree, events.jsonl, the
 * run stats, the checkpoint) are whatever its writer left there, a branch's session included: a FIFO
 * there blocks a plain read forever, and a link to /dev/zero never ends one. The file is opened without
 * blocking (O_NONBLOCK opens a FIFO at once and changes nothing for a regular file) and its type is
 * checked on the open descriptor, so the file checked is the file read.
 */

/** The path is something other than a regular file (a FIFO, a device, a folder, a socket). */
class NotRegularFileError extends Error {
}
function kindOf(stats) {
    if (stats.isDirectory())
        return 'a folder';
    if (stats.isFIFO())
        return 'a FIFO';
    if (stats.isCharacterDevice())
        return 'a character device';
    if (stats.isBlockDevice())
        return 'a block device';
    if (stats.isSocket())
        return 'a socket';
    return 'something else';
}
/**
 * Opens `path` for reading when it is a regular file (after links, unless `flags` holds O_NOFOLLOW);
 * throws open's own error (ENOENT when missing), or one that says what the path is instead (the
 * caller names the file).
 */
async function openRegularFile(path, flags = 0) {
    const file = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(path, node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK | flags);
    try {
        const stats = await file.stat();
        if (!stats.isFile())
            throw new NotRegularFileError(`it is ${kindOf(stats)}, not a regular file`);
        return file;
    }
    catch (error) {
        await file.close();
        throw error;
    }
}
/** The whole content of a regular file at `path` (see openRegularFile). */
async function readRegularFile(path, flags = 0) {
    const file = await openRegularFile(path, flags);
    try {
        return await file.readFile();
    }
    finally {
        await file.close();
    }
}
/**
 * The text of a regular file at `path`, decoded once: FileHandle.readFile with an encoding decodes
 * chunk by chunk into a string of many pieces, a second copy of a large tree once JSON.parse flattens it.
 */
async function readRegularText(path, flags = 0) {
    return (await readRegularFile(path, flags)).toString('utf8');
}


/***/ })

};
