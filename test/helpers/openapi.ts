/**
 * Checks requests and responses against GitHub's own REST description (`@octokit/openapi`,
 * api.github.com, OpenAPI 3.0), so the loopback fake cannot drift from what GitHub answers and the code
 * cannot send what GitHub would refuse. A small validator for the part of JSON Schema the description
 * uses (type, nullable, enum, format, properties, required, additionalProperties, items, oneOf, anyOf,
 * allOf, $ref): ajv would need strict mode off plus OpenAPI-specific options for `nullable` and
 * `discriminator`, and would then ignore keywords it does not know. This one throws on any validation
 * keyword it does not implement, so a schema it cannot check fails the test instead of passing it.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

type Schema = { [key: string]: unknown };

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}

interface Operation {
  operationId: string;
  parameters?: (Parameter | { $ref: string })[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Schema }> };
  responses: Record<string, { $ref?: string; content?: Record<string, { schema?: Schema }> }>;
}

interface Spec {
  paths: Record<string, Record<string, Operation>>;
  components: Record<string, Record<string, unknown>>;
}

const require = createRequire(import.meta.url);
let loaded: { spec: Spec; operations: Map<string, Operation> } | null = null;

/** The api.github.com description, parsed once per test file (13 MB). */
function github(): { spec: Spec; operations: Map<string, Operation> } {
  if (loaded === null) {
    const path = require.resolve('@octokit/openapi/generated/api.github.com.json');
    const spec = JSON.parse(readFileSync(path, 'utf8')) as Spec;
    const operations = new Map<string, Operation>();
    for (const methods of Object.values(spec.paths)) {
      for (const op of Object.values(methods)) {
        if (typeof op === 'object' && op !== null && 'operationId' in op) operations.set(op.operationId, op);
      }
    }
    loaded = { spec, operations };
  }
  return loaded;
}

function resolveRef<T>(ref: string): T {
  if (!ref.startsWith('#/')) throw new Error(`openapi: external $ref ${ref} is not supported`);
  let node: unknown = github().spec;
  for (const part of ref.slice(2).split('/')) node = (node as Record<string, unknown>)[part];
  if (node === undefined) throw new Error(`openapi: $ref ${ref} does not resolve`);
  return node as T;
}

const deref = <T>(node: T | { $ref: string }): T =>
  typeof node === 'object' && node !== null && '$ref' in node ? resolveRef<T>(node.$ref) : (node as T);

function operation(operationId: string): Operation {
  const op = github().operations.get(operationId);
  if (!op) throw new Error(`openapi: no operation ${operationId} in GitHub's REST description`);
  return op;
}

/** Keywords that describe but do not constrain. */
const ANNOTATIONS = new Set([
  'title',
  'description',
  'example',
  'examples',
  'default',
  'deprecated',
  'readOnly',
  'writeOnly',
  'externalDocs',
  // Only narrows which oneOf branch applies; the branches themselves are checked.
  'discriminator',
]);
const VALIDATIONS = new Set([
  '$ref',
  'type',
  'nullable',
  'enum',
  'format',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'oneOf',
  'anyOf',
  'allOf',
]);

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

function typeOf(value: unknown): string {
  if (Array.isArray(value)) return 'array';
  if (value === null) return 'null';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function typeMatches(type: string, value: unknown): boolean {
  const actual = typeOf(value);
  return actual === type || (type === 'number' && actual === 'integer');
}

function formatProblem(format: string, value: unknown): string | null {
  if (typeof value !== 'string') return null;
  if (format === 'date-time' && !DATE_TIME.test(value)) return 'is not an RFC 3339 date-time';
  if (format === 'uri' && !URL.canParse(value)) return 'is not a URI';
  return null;
}

/** The problems of `value` against `schema`, each naming where in the value it is (`$.user.login`). */
export function schemaProblems(schema: Schema, value: unknown, at = '$'): string[] {
  if (typeof schema.$ref === 'string') return schemaProblems(resolveRef<Schema>(schema.$ref), value, at);
  for (const key of Object.keys(schema)) {
    if (!ANNOTATIONS.has(key) && !VALIDATIONS.has(key) && !key.startsWith('x-')) {
      throw new Error(`openapi: the schema at ${at} uses "${key}", which this validator does not implement`);
    }
  }
  if (value === null && schema.nullable === true) return [];
  const problems: string[] = [];
  const type = schema.type as string | undefined;
  if (type !== undefined && !typeMatches(type, value))
    return [`${at}: expected ${type}, got ${typeOf(value)}`];
  if (Array.isArray(schema.enum) && !schema.enum.includes(value)) {
    problems.push(`${at}: ${JSON.stringify(value)} is not one of ${JSON.stringify(schema.enum)}`);
  }
  if (typeof schema.format === 'string') {
    const problem = formatProblem(schema.format, value);
    if (problem !== null) problems.push(`${at}: ${JSON.stringify(value)} ${problem}`);
  }
  if (typeOf(value) === 'object')
    problems.push(...objectProblems(schema, value as Record<string, unknown>, at));
  if (Array.isArray(value) && schema.items !== undefined) {
    value.forEach((item, i) => problems.push(...schemaProblems(schema.items as Schema, item, `${at}[${i}]`)));
  }
  for (const branch of (schema.allOf as Schema[] | undefined) ?? []) {
    problems.push(...schemaProblems(branch, value, at));
  }
  if (Array.isArray(schema.anyOf)) {
    const branches = (schema.anyOf as Schema[]).map((b) => schemaProblems(b, value, at));
    if (!branches.some((p) => p.length === 0))
      problems.push(`${at}: matches no anyOf branch (${branches.flat()[0]})`);
  }
  if (Array.isArray(schema.oneOf)) {
    const branches = (schema.oneOf as Schema[]).map((b) => schemaProblems(b, value, at));
    const matching = branches.filter((p) => p.length === 0).length;
    if (matching !== 1) {
      problems.push(
        `${at}: matches ${matching} oneOf branches, expected exactly 1${matching === 0 ? ` (${branches.flat()[0]})` : ''}`,
      );
    }
  }
  return problems;
}

function objectProblems(schema: Schema, value: Record<string, unknown>, at: string): string[] {
  const problems: string[] = [];
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  for (const name of (schema.required as string[] | undefined) ?? []) {
    if (!(name in value)) problems.push(`${at}: required property "${name}" is missing`);
  }
  for (const [name, item] of Object.entries(value)) {
    if (name in properties) problems.push(...schemaProblems(properties[name]!, item, `${at}.${name}`));
    else if (schema.additionalProperties === false) problems.push(`${at}: property "${name}" is not allowed`);
    else if (typeof schema.additionalProperties === 'object' && schema.additionalProperties !== null) {
      problems.push(...schemaProblems(schema.additionalProperties as Schema, item, `${at}.${name}`));
    }
  }
  return problems;
}

function parameterProblems(param: Parameter, raw: string): string[] {
  const schema = param.schema ?? {};
  // Path and query values arrive as text: read them as the schema's type before checking.
  const value =
    schema.type === 'integer' || schema.type === 'number'
      ? /^-?\d+(\.\d+)?$/.test(raw)
        ? Number(raw)
        : raw
      : schema.type === 'boolean'
        ? raw === 'true'
          ? true
          : raw === 'false'
            ? false
            : raw
        : raw;
  return schemaProblems(schema, value, `${param.in} parameter ${param.name}`);
}

export interface RequestToCheck {
  /** Path parameters by the description's names (`owner`, `issue_number`, ...). */
  path: Record<string, string>;
  query: URLSearchParams;
  /** The parsed JSON body, or null for none. */
  body: unknown;
}

/** What is wrong with a request for `operationId` (unknown or missing parameters, a body GitHub would refuse). */
export function requestProblems(operationId: string, request: RequestToCheck): string[] {
  const op = operation(operationId);
  const params = (op.parameters ?? []).map((p) => deref<Parameter>(p));
  const problems: string[] = [];
  for (const param of params.filter((p) => p.in === 'path' || p.in === 'query')) {
    const raw = param.in === 'path' ? request.path[param.name] : (request.query.get(param.name) ?? undefined);
    if (raw === undefined) {
      if (param.required) problems.push(`${param.in} parameter ${param.name} is missing`);
      continue;
    }
    problems.push(...parameterProblems(param, raw));
  }
  for (const name of request.query.keys()) {
    if (!params.some((p) => p.in === 'query' && p.name === name)) {
      problems.push(`query parameter ${name} is not a parameter of ${operationId}`);
    }
  }
  const bodySchema = op.requestBody?.content?.['application/json']?.schema;
  if (bodySchema === undefined) {
    if (request.body !== null) problems.push(`${operationId} takes no request body`);
  } else if (request.body === null) {
    if (op.requestBody?.required) problems.push(`${operationId} requires a request body`);
  } else {
    problems.push(...schemaProblems(bodySchema, request.body, 'body'));
  }
  return problems.map((p) => `${operationId} request: ${p}`);
}

/**
 * What is wrong with a response of `operationId`: an undocumented success status, or a body its schema
 * does not allow. An error status the description leaves out is checked as GitHub's basic error.
 */
export function responseProblems(operationId: string, status: number, body: unknown): string[] {
  const op = operation(operationId);
  const documented = op.responses[String(status)];
  if (documented === undefined && status < 400) {
    return [
      `${operationId} response: status ${status} is not one GitHub answers (${Object.keys(op.responses).join(', ')})`,
    ];
  }
  const response = documented === undefined ? undefined : deref(documented);
  const schema: Schema | undefined =
    documented === undefined
      ? { $ref: '#/components/schemas/basic-error' }
      : response?.content?.['application/json']?.schema;
  if (schema === undefined) return [];
  return schemaProblems(schema, body, 'body').map((p) => `${operationId} response ${status}: ${p}`);
}
