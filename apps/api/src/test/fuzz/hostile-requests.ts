import type { Random } from './random';

// Requests for one operation of the OpenAPI document: mostly shaped like what it accepts (so
// they get past validation into the services and the database) with hostile values put in,
// and some that are broken as a whole (bad JSON, the wrong content type, a cut-off multipart
// body, a path parameter of a thousand characters).

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
  default?: unknown;
}

export interface Operation {
  method: string;
  path: string;
  parameters?: { in: 'path' | 'query'; name: string; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

const HOSTILE_TEXTS = [
  '\u0000',
  'a\u0000b',
  'x'.repeat(100_000),
  '',
  ' ',
  '\ud800',
  '😀'.repeat(50),
  '%',
  '%00',
  '_%\\',
  "1'; drop table users;--",
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '__proto__',
  'constructor',
  '2081-13-45',
  '9999-99-99T99:99:99Z',
  '-0',
  'NaN',
  'Infinity',
  '١٢٣',
  '१२३४५६७८९०',
  'null',
  'true',
];

const HOSTILE_NUMBERS = [
  0,
  -1,
  -2147483649,
  2147483648,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  0.5,
  Number.MIN_VALUE,
];

const HOSTILE_ID_TEXTS = ['0', '-1', '2147483648', '99999999999999999999', '1.5', 'abc', '%00'];

/** Any value a field should not hold: wrong types, NUL, huge, prototype keys. */
export function hostileValue(random: Random, depth = 0): unknown {
  switch (random.int(0, 6)) {
    case 0:
    case 1:
      return random.pick(HOSTILE_TEXTS);
    case 2:
      return random.pick(HOSTILE_NUMBERS);
    case 3:
      return random.pick([null, true, false, [], {}]);
    case 4:
      return depth > 2 ? [] : [hostileValue(random, depth + 1), hostileValue(random, depth + 1)];
    case 5:
      return JSON.parse('{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {}}}');
    default:
      return depth > 2
        ? {}
        : { [random.pick(HOSTILE_TEXTS).slice(0, 50)]: hostileValue(random, depth + 1) };
  }
}

/** A value the schema accepts, as far as a schema alone can tell (no regex patterns). */
export function plausibleValue(schema: JsonSchema | undefined, random: Random, name = ''): unknown {
  if (!schema) return 'x';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return random.pick(schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return plausibleValue(random.pick(choices), random, name);
  if (schema.allOf?.length) return plausibleValue(schema.allOf[0], random, name);
  const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? 'string'];
  const type = random.pick(
    types.filter((t) => t !== 'null').length ? types.filter((t) => t !== 'null') : types,
  );
  switch (type) {
    case 'integer':
    case 'number':
      return plausibleNumber(schema, random, type === 'integer');
    case 'boolean':
      return random.chance(0.5);
    case 'array':
      return Array.from({ length: random.int(0, 2) }, () =>
        plausibleValue(schema.items, random, name),
      );
    case 'object':
      return plausibleObject(schema, random);
    case 'null':
      return null;
    default:
      return plausibleText(schema, random, name);
  }
}

function plausibleNumber(schema: JsonSchema, random: Random, integer: boolean): number {
  const low = Math.max(schema.minimum ?? 1, -1000);
  const high = Math.min(schema.maximum ?? 5, low + 10);
  const value = low + random.next() * (high - low);
  return integer ? Math.max(Math.ceil(low), Math.min(Math.floor(high), Math.round(value))) : value;
}

function plausibleText(schema: JsonSchema, random: Random, name: string): string {
  if (schema.format === 'date-time')
    return new Date(Date.UTC(2026, 0, random.int(1, 28))).toISOString();
  if (schema.format === 'date' || /date/i.test(name))
    return random.pick(['2026-01-15', '2081-10-01', '2000-02-29']);
  if (/email/i.test(name)) return `fuzz${random.int(1, 1e6)}@example.com`;
  if (/mobile|phone/i.test(name)) return `98${random.int(10_000_000, 99_999_999)}`;
  const text = random.pick(['नेपाल', 'Fuzz', 'a', 'काठमाडौं 1', 'OPEN']);
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 200;
  return text.padEnd(Math.min(Math.max(min, text.length), max), 'x').slice(0, Math.max(max, 1));
}

function plausibleObject(schema: JsonSchema, random: Random): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    const required = schema.required?.includes(key);
    if (required || random.chance(0.7)) object[key] = plausibleValue(property, random, key);
  }
  return object;
}

/** `value` with one field (anywhere in it) replaced by a hostile value, or dropped. */
function spoilOneField(value: unknown, random: Random): unknown {
  if (value === null || typeof value !== 'object') return hostileValue(random);
  const copy: Record<string, unknown> = Array.isArray(value) ? { ...value } : { ...value };
  const keys = Object.keys(copy);
  if (keys.length === 0) return { [random.pick(HOSTILE_TEXTS).slice(0, 30)]: hostileValue(random) };
  const key = random.pick(keys);
  if (random.chance(0.15)) delete copy[key];
  else if (copy[key] !== null && typeof copy[key] === 'object' && random.chance(0.5))
    copy[key] = spoilOneField(copy[key], random);
  else copy[key] = hostileValue(random);
  return Array.isArray(value) ? Object.values(copy) : copy;
}

/** encodeURIComponent throws on a lone surrogate; it becomes U+FFFD as a browser sends it. */
const wellFormed = (text: string) =>
  text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

function fillPath(operation: Operation, random: Random, mode: 'plausible' | 'hostile' | 'long') {
  return operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    if (mode === 'long') return 'z'.repeat(random.int(101, 3000));
    if (mode === 'hostile') {
      // Percent-encoding that decodes to nothing is sent as it is; the rest encoded.
      if (random.chance(0.1)) return '%E0%A4%A';
      const text = random.pick([...HOSTILE_ID_TEXTS, ...HOSTILE_TEXTS.slice(0, 12)]);
      return encodeURIComponent(wellFormed(text));
    }
    const schema = operation.parameters?.find((p) => p.in === 'path' && p.name === name)?.schema;
    const value =
      schema?.type === 'string' && !schema.enum
        ? random.pick(['1', 'ADV-2082-001', 'abc'])
        : plausibleValue(schema, random, name);
    return encodeURIComponent(
      String(random.chance(0.7) && typeof value === 'number' ? random.int(1, 4) : value),
    );
  });
}

function queryOf(operation: Operation, random: Random, hostile: boolean): string {
  const query = new URLSearchParams();
  for (const parameter of operation.parameters ?? []) {
    if (parameter.in !== 'query' || !random.chance(0.6)) continue;
    const value =
      hostile && random.chance(0.5)
        ? hostileValue(random)
        : plausibleValue(parameter.schema, random, parameter.name);
    query.set(
      parameter.name,
      typeof value === 'string' ? value.slice(0, 3000) : JSON.stringify(value),
    );
  }
  if (hostile && random.chance(0.2)) query.set('__proto__', 'x');
  const text = query.toString();
  return text ? `?${text}` : '';
}

const TINY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 10 10]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const FILE_BYTES = [
  TINY_PDF,
  Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from('<html><script>alert(1)</script></html>')]),
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0]), // a JPEG's first bytes only
  Buffer.from('GIF89a'),
  Buffer.alloc(600 * 1024, 0x41),
  Buffer.alloc(0),
];

function multipartOf(
  parts: { name: string; fileName?: string; type?: string; body: Buffer | string }[],
  boundary: string,
) {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.fileName ? `; filename="${part.fileName}"` : ''}`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`,
      ),
      Buffer.isBuffer(part.body) ? part.body : Buffer.from(part.body),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

function multipartBody(
  schema: JsonSchema | undefined,
  random: Random,
): { type: string; payload: Buffer | string } {
  const boundary = `fuzz${random.int(1, 1e9)}`;
  const parts: { name: string; fileName?: string; type?: string; body: Buffer | string }[] = [];
  for (const [name, property] of Object.entries(schema?.properties ?? {})) {
    if (property.format === 'binary') {
      if (random.chance(0.85))
        parts.push({
          name,
          fileName: random.pick(['a.pdf', 'a.jpg', '../../x.html', '']),
          type: random.pick(['application/pdf', 'image/jpeg', 'text/html']),
          body: random.pick(FILE_BYTES),
        });
    } else {
      const data = plausibleValue(property, random, name);
      const text = random.chance(0.5)
        ? JSON.stringify(spoilOneField(data, random))
        : JSON.stringify(data);
      parts.push({ name, body: random.chance(0.1) ? text.slice(0, text.length / 2) : text });
    }
  }
  if (random.chance(0.1))
    parts.push({ name: random.pick(['extra', 'data', '__proto__']), body: 'x' });
  const whole = multipartOf(parts, boundary);
  switch (random.int(0, 9)) {
    case 0: // cut off in the middle of a part
      return {
        type: `multipart/form-data; boundary=${boundary}`,
        payload: whole.subarray(0, Math.floor(whole.length / 2)),
      };
    case 1: // no boundary
      return { type: 'multipart/form-data', payload: whole };
    case 2: // not multipart at all
      return { type: `multipart/form-data; boundary=${boundary}`, payload: 'garbage' };
    case 3: // another boundary than the body's
      return { type: 'multipart/form-data; boundary=other', payload: whole };
    default:
      return { type: `multipart/form-data; boundary=${boundary}`, payload: whole };
  }
}

function bodyOf(
  operation: Operation,
  random: Random,
): { type: string; payload: string | Buffer } | undefined {
  const content = operation.requestBody?.content;
  if (!content)
    return random.chance(0.1) ? { type: 'application/json', payload: '{"x":1}' } : undefined;
  const multipart = content['multipart/form-data'];
  if (multipart) return multipartBody(multipart.schema, random);
  const form = content['application/x-www-form-urlencoded'];
  if (form) {
    const fields = spoilOneField(plausibleValue(form.schema, random), random) as Record<
      string,
      unknown
    >;
    const encoded = new URLSearchParams();
    for (const [key, value] of Object.entries(fields ?? {}))
      encoded.set(key, typeof value === 'string' ? value.slice(0, 5000) : JSON.stringify(value));
    return { type: 'application/x-www-form-urlencoded', payload: encoded.toString() };
  }
  const schema = content['application/json']?.schema;
  const plausible = plausibleValue(schema, random);
  switch (random.int(0, 9)) {
    case 0:
      return {
        type: 'application/json',
        payload: random.pick(['{bad', '', '[', '{"a":1,}', '\u0000', 'null', '"text"', '[]']),
      };
    case 1:
      return {
        type: random.pick(['text/plain', 'application/xml', 'multipart/form-data; boundary=x']),
        payload: JSON.stringify(plausible),
      };
    case 2:
      return {
        type: 'application/json',
        payload: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}',
      };
    case 3:
    case 4:
      return { type: 'application/json', payload: JSON.stringify(plausible) };
    default:
      return {
        type: 'application/json',
        payload: JSON.stringify(spoilOneField(plausible, random)),
      };
  }
}

/** One request for `operation`, shaped by `random`. */
export function requestFor(
  operation: Operation,
  random: Random,
  headers: Record<string, string>,
): FuzzRequest {
  const pathMode = random.chance(0.06) ? 'long' : random.chance(0.25) ? 'hostile' : 'plausible';
  const url =
    fillPath(operation, random, pathMode) + queryOf(operation, random, random.chance(0.5));
  const body =
    operation.method === 'get' || operation.method === 'head'
      ? undefined
      : bodyOf(operation, random);
  return {
    method: operation.method.toUpperCase(),
    url,
    headers: body ? { ...headers, 'content-type': body.type } : headers,
    payload: body?.payload,
  };
}
