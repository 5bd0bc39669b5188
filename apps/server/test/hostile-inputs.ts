// Hostile inputs for every operation of the OpenAPI document: a plausible request per operation,
// then copies of it with one part replaced by something an attacker would send. Derived from the
// document alone, so a route added later is covered without touching this file.

/** The subset of JSON Schema that zod's OpenAPI output uses. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  propertyNames?: JsonSchema;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
}

interface Parameter {
  in: 'path' | 'query';
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  /** The OpenAPI path, `{id}` style. */
  path: string;
  permission: string;
  parameters: Parameter[];
  body: JsonSchema | null;
}

export interface HostileRequest {
  /** What was changed, e.g. `body.firstName: NUL`. */
  label: string;
  method: string;
  url: string;
  payload?: string;
  contentType?: string;
  /**
   * `request`: the request as a whole, sent as everybody. `param` and `body`: one parameter or body
   * field replaced, which only reaches validation for a caller who holds the permission (the others
   * are refused before); a `param` goes to each of them (whose ids a caller may name depends on
   * who calls), a `body` field to one of them in turn (checking a field's value does not).
   */
  scope: 'request' | 'param' | 'body';
}

type OpenApiDocument = {
  paths: Record<
    string,
    Record<string, { 'x-permission': string; parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>
  >;
};

/** Every operation of the document, in its order. */
export function operationsOf(document: unknown): Operation[] {
  const doc = document as OpenApiDocument;
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      permission: op['x-permission'],
      parameters: (op.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query'),
      body: op.requestBody?.content?.['application/json']?.schema ?? null,
    })),
  );
}

// NOTE: URL parts stay under Node's 16 KB header limit so a listening server answers them itself;
// bodies go up to (and past) Fastify's 1 MB body limit.
const URL_TEXT = 'x'.repeat(8 * 1024);
const LONG_TEXT = '.a'.repeat(100 * 1024);
const HUGE_TEXT = 'x'.repeat(1024 * 1024);

/** The e-mail of the outside review: 200 KB of dots kept the event loop busy for about 30 s. */
export const DOTTED_EMAIL = `a@${'.'.repeat(200 * 1024)}`;

/** Candidates for strings with a pattern: the first one the pattern accepts is the plausible value. */
const PATTERN_CANDIDATES = ['2027-01-05', '09:00', 'CH', '12345', 'therapy.svg', 'data:image/png;base64,iVBORw0KGgo=', 'hostile'];
/** Values that pass the refinements the document cannot show (an end after its start, a birthday in the past). */
const CANDIDATES_BY_NAME: Array<[RegExp, string[]]> = [
  [/^to|^end|until/i, ['2027-01-06', '18:00']],
  [/break/i, ['12:30']],
  [/birthday/i, ['1980-05-17']],
  [/^period$/i, ['2027-01']],
];

/** Goes into the URL as it is, not percent-encoded (a malformed escape). */
class RawUrlPart {
  constructor(readonly text: string) {}
}
const MALFORMED: Array<[string, unknown]> = [['malformed escape', new RawUrlPart('%E0%A4%A')]];

const variantsOf = (schema: JsonSchema): JsonSchema[] => [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
const typeOf = (schema: JsonSchema): string | undefined => {
  if (Array.isArray(schema.type)) return schema.type.find((t) => t !== 'null');
  if (schema.type) return schema.type;
  if (schema.enum) return typeof schema.enum[0];
  if (schema.properties || schema.additionalProperties) return 'object';
  return undefined;
};

function plausibleString(schema: JsonSchema, name: string): string {
  if (schema.format === 'date-time') return '2027-01-05T10:00:00+01:00';
  if (schema.format === 'email' || /e-?mail/i.test(name)) return 'hostile@example.com';
  if (/phone/i.test(name)) return '+41791234567';
  if (schema.pattern) {
    try {
      const pattern = new RegExp(schema.pattern);
      const named = CANDIDATES_BY_NAME.filter(([test]) => test.test(name)).flatMap(([, candidates]) => candidates);
      const hit = [...named, ...PATTERN_CANDIDATES].find((c) => pattern.test(c));
      if (hit) return hit;
    } catch {
      // A pattern JavaScript cannot read: fall through to plain text.
    }
  }
  const max = schema.maxLength ?? 64;
  return 'Hostile text'.padEnd(Math.min(max, Math.max(schema.minLength ?? 0, 12)), 'x').slice(0, max);
}

/** Plausible values by property name where the schema alone cannot tell (ids of rows that exist). */
export type Hints = Record<string, unknown>;

/** A value the schema accepts as far as the document can tell (refinements are invisible there). */
export function plausible(schema: JsonSchema, name = '', hints: Hints = {}): unknown {
  if (name in hints) return hints[name];
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const options = variantsOf(schema).filter((s) => s.type !== 'null');
  if (options.length > 0) return plausible(options[0]!, name, hints);
  switch (typeOf(schema)) {
    case 'string':
      return plausibleString(schema, name);
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1, (schema.exclusiveMinimum ?? 0) + 1);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => plausible(schema.items ?? {}, '', hints));
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(schema.properties ?? {})) out[key] = plausible(child, key, hints);
      const extra = schema.additionalProperties;
      if (typeof extra === 'object') out[String(schema.propertyNames?.enum?.[0] ?? 'key')] = plausible(extra, '', hints);
      return out;
    }
    default:
      return 'hostile';
  }
}

const isDateLike = (schema: JsonSchema, name: string) =>
  /\\d\{4\}-|date/i.test(`${schema.pattern ?? ''} ${schema.format ?? ''}`) || /date|begins|week|^from$|^to$|birthday/i.test(name);

/** Replacements for one value of `schema` (named `name`): NUL, control characters, oversize, wrong types... */
export function hostileValues(schema: JsonSchema, name: string, inUrl: boolean): Array<[string, unknown]> {
  const kind = typeOf(variantsOf(schema).find((s) => s.type !== 'null') ?? schema);
  const base = plausible(schema, name);
  const text = typeof base === 'string' ? base : String(base);
  const wrongTypes: Array<[string, unknown]> = inUrl
    ? []
    : [
        ['null', null],
        ['array', [base]],
        [kind === 'string' ? 'number' : 'string', kind === 'string' ? 12345 : text],
      ];
  switch (kind) {
    case 'integer':
    case 'number':
      return [
        ['2147483648', 2147483648],
        ['1e308', 1e308],
        ['-1', -1],
        ['1.5', 1.5],
        ['unknown id 999999', 999999],
        ...(inUrl ? ([['NUL', '1\u0000'], ['not a number', 'abc'], ['long', URL_TEXT], ...MALFORMED] as Array<[string, unknown]>) : []),
        ...wrongTypes,
      ];
    case 'boolean':
      return [['string', 'true'], ...wrongTypes.filter(([label]) => label !== 'string')];
    case 'array':
      return [
        ['empty array', []],
        ['10,000 items', Array.from({ length: 10_000 }, () => (Array.isArray(base) ? base[0] : base))],
        ['array of NUL', ['\u0000']],
        ['object', { value: base }],
      ];
    case 'object':
      return [
        ['empty object', {}],
        ['array of it', [base]],
        ['null', null],
      ];
    default:
      return [
        ['NUL', `${text}\u0000`],
        ['control character', `${text}\u001b[2J\u0007`],
        // NOTE: a URL cannot carry a lone surrogate; its bytes as UTF-8 would be (invalid UTF-8).
        ['lone surrogate', inUrl ? new RawUrlPart(`${encodeURIComponent(text)}%ED%A0%80`) : `${text}\ud800`],
        ['long', inUrl ? URL_TEXT : LONG_TEXT],
        ...(inUrl ? MALFORMED : []),
        ...(isDateLike(schema, name)
          ? ([
              ['2026-02-30', schema.format === 'date-time' ? '2026-02-30T10:00:00+01:00' : '2026-02-30'],
              ['9999-12-31', schema.format === 'date-time' ? '9999-12-31T23:30:00+14:00' : '9999-12-31'],
            ] as Array<[string, unknown]>)
          : []),
        ...wrongTypes,
      ];
  }
}

/** Every leaf of a plausible value with the path to it and its schema. */
function leaves(
  schema: JsonSchema,
  value: unknown,
  path: Array<string | number> = [],
): Array<{ path: Array<string | number>; schema: JsonSchema; name: string }> {
  const out = path.length > 0 ? [{ path, schema, name: String(path.findLast((p) => typeof p === 'string') ?? '') }] : [];
  const resolved = variantsOf(schema).find((s) => s.type !== 'null' && (typeOf(s) === 'object' || typeOf(s) === 'array')) ?? schema;
  if (Array.isArray(value) && value.length > 0) out.push(...leaves(resolved.items ?? {}, value[0], [...path, 0]));
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      const childSchema = resolved.properties?.[key] ?? (typeof resolved.additionalProperties === 'object' ? resolved.additionalProperties : {});
      out.push(...leaves(childSchema, child, [...path, key]));
    }
  }
  return out;
}

function replaced(value: unknown, path: Array<string | number>, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((item, i) => (i === head ? replaced(item, rest, replacement) : item));
  const copy: Record<string, unknown> = { ...(value as object) };
  copy[String(head)] = replaced(copy[String(head)], rest, replacement);
  return copy;
}

function urlOf(op: Operation, values: Record<string, unknown>, omit?: string): string {
  const encode = (value: unknown) => (value instanceof RawUrlPart ? value.text : encodeURIComponent(String(value)));
  let url = op.path;
  const query: string[] = [];
  for (const p of op.parameters) {
    if (p.name === omit) continue;
    const value = values[p.name];
    if (p.in === 'path') url = url.replace(`{${p.name}}`, encode(value));
    else for (const v of Array.isArray(value) ? value : [value]) query.push(`${encodeURIComponent(p.name)}=${encode(v)}`);
  }
  return query.length > 0 ? `${url}?${query.join('&')}` : url;
}

/** The hostile requests of one operation: parameters, body fields and the body as a whole. */
export function hostileRequests(op: Operation, hints: Hints = {}): HostileRequest[] {
  const params = Object.fromEntries(op.parameters.map((p) => [p.name, plausible(p.schema, p.name, hints)]));
  const body = op.body ? plausible(op.body, '', hints) : undefined;
  const json = body === undefined ? undefined : JSON.stringify(body);
  const url = urlOf(op, params);
  const param = (label: string, url: string): HostileRequest => ({ label, method: op.method, url, payload: json, scope: 'param' });
  const field = (label: string, payload: string): HostileRequest => ({ label, method: op.method, url, payload, scope: 'body' });
  const request = (label: string, url: string, payload = json, contentType?: string): HostileRequest => ({
    label,
    method: op.method,
    url,
    payload,
    contentType,
    scope: 'request',
  });
  const out: HostileRequest[] = [];
  for (const p of op.parameters) {
    for (const [label, value] of hostileValues(p.schema, p.name, true))
      out.push(param(`${p.in}.${p.name}: ${label}`, urlOf(op, { ...params, [p.name]: value })));
    if (p.in === 'query') {
      out.push(param(`query.${p.name}: repeated`, urlOf(op, { ...params, [p.name]: [params[p.name], params[p.name]] })));
      out.push(param(`query.${p.name}: missing`, urlOf(op, params, p.name)));
    }
  }
  if (op.body && body !== undefined) {
    for (const leaf of leaves(op.body, body)) {
      for (const [label, value] of hostileValues(leaf.schema, leaf.name, false)) {
        out.push(field(`body.${leaf.path.join('.')}: ${label}`, JSON.stringify(replaced(body, leaf.path, value))));
      }
      out.push(field(`body.${leaf.path.join('.')}: missing`, JSON.stringify(replaced(body, leaf.path, undefined))));
    }
    out.push(field('body: unknown property', JSON.stringify({ ...(body as object), unexpected: '\u0000' })));
    out.push(request('body: prototype pollution', url, `{"__proto__":{"admin":true},${json!.slice(1)}`));
  }
  out.push(request('query: unknown parameter with NUL', `${url}${url.includes('?') ? '&' : '?'}unexpected=%00`));
  if (op.method !== 'GET') {
    out.push(request('body: none', url, undefined));
    out.push(request('body: empty object', url, '{}'));
    out.push(request('body: array', url, JSON.stringify([body ?? {}])));
    out.push(request('body: null', url, 'null'));
    out.push(request('body: string', url, '"\\u0000"'));
    out.push(request('body: broken JSON', url, '{"a":'));
    out.push(request('body: 1 MB', url, JSON.stringify({ ...(typeof body === 'object' ? body : {}), padding: HUGE_TEXT })));
    out.push(request('body: text/plain', url, json ?? 'x', 'text/plain'));
  }
  return out;
}
