// Reliability: every call of the contract (iterated, so a new call is covered without
// touching this file), as a guest and as a logged-in customer, fed generated malformed
// bodies: text that is not JSON, JSON that is not an object, each declared field
// missing or of the wrong type, huge, deeply nested, negative/fractional/huge numbers,
// unicode, SQL and HTML, and bodies of 1 MB. Whatever comes in, the answer is never a
// 5xx, is JSON with a readable `message`, and leaks no stack trace, file path or SQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { handleApiRequest } from '@/lib/api/dispatch';
import { calls } from '@/lib/contract';
import { createTestDatabase, type TestDatabase } from '@/lib/testing/test-db';
import { addAddress, addPincodes, loginByOtp, plainProducts, putInCart, sessionCookieOf, type Shopper } from './session';

let database: TestDatabase;
let shopper: Shopper;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  await addPincodes(database);
  shopper = await loginByOtp(database);
  const [product] = await plainProducts(database, 1, 2, 1);
  await putInCart(database, shopper, product.id, 1);
  await addAddress(database, shopper);
});
afterAll(async () => {
  await database?.close();
});

// ---------- the bodies ----------

/** The declared fields of a call's request schema (through refinements and transforms). */
function fieldsOf(schema: z.ZodType): Record<string, z.ZodType> {
  const s = schema as any;
  if (s.shape && typeof s.shape === 'object') return s.shape;
  const def = s._zod?.def ?? s.def;
  if (def?.type === 'pipe') return fieldsOf(def.in);
  if (def?.innerType) return fieldsOf(def.innerType);
  return {};
}

/** Values a real client might send; each field gets the first its schema accepts. */
const PLAUSIBLE: unknown[] = [1, '9876543210', 'televisions', 'mobile', 'asha@example.in', '110001', '2030-01-01', 'Asha', JSON.stringify([{ product_id: 1, quantity: 1 }]), 3, [1], true];
function plausibleValue(schema: z.ZodType): unknown {
  for (const value of PLAUSIBLE) if (schema.safeParse(value).success) return value;
  return 'x';
}

const KB = 1024;
const deepArray = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
const deepObject = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

const WRONG_TYPES: [string, unknown][] = [
  ['string', 'not the right thing'],
  ['empty string', ''],
  ['number', 12345],
  ['boolean', true],
  ['array', [1, 'two', null]],
  ['object', { $gt: 1, nested: { a: [1] } }],
  ['null', null],
];
const NUMBERS: [string, unknown][] = [
  ['negative', -1],
  ['negative big', -2_147_483_649],
  ['zero', 0],
  ['fractional', 1.5],
  ['tiny fraction', 1e-300],
  ['huge', 1e308],
  ['unsafe integer', 2 ** 53 + 1],
  ['huge digits', '99999999999999999999999999'],
  ['negative digits', '-5'],
  ['fraction digits', '2.75'],
  ['exponent digits', '1e9'],
];
const STRINGS: [string, unknown][] = [
  ['emoji', '📺🔥👩🏽‍💻'.repeat(10)],
  ['rtl', '\u202Eمرحبا بالعالم\u202C עברית'],
  ['nul bytes', 'abc\u0000def\u0000'],
  ['lone surrogate', 'x\ud800y'],
  ['control chars', '\u0001\u0002\b\f\t\r\n'],
  ['sql or', "' OR 1=1 --"],
  ['sql drop', '1; DROP TABLE products'],
  ['sql union', "1' UNION SELECT password_hash FROM customers --"],
  ['sql quote', "O'Brien\"; --"],
  ['html', '<script>alert(1)</script><img src=x onerror=alert(1)>'],
  ['template', '${process.env.SECRET}{{7*7}}'],
  ['path', '../../../../etc/passwd'],
  ['proto key', '__proto__'],
  ['whitespace', '   \t\n  '],
  ['huge string', 'x'.repeat(100 * KB)],
  ['huge unicode', '界'.repeat(30 * KB)],
];

interface Body {
  label: string;
  /** The one field this body spoils, if any. */
  field?: string;
  text: string;
  headers?: Record<string, string>;
}

/** The bodies for one call; a customer_id field carries the caller's own id (another's is a 401 by design). */
function bodiesFor(schema: z.ZodType, customerId: number): Body[] {
  const fields = fieldsOf(schema);
  const base: Record<string, unknown> = Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, name === 'customer_id' ? customerId : plausibleValue(field)]));
  const json = (label: string, value: unknown): Body => ({ label, text: JSON.stringify(value) });
  const bodies: Body[] = [
    { label: 'not json', text: 'this is not json' },
    { label: 'truncated json', text: '{"a": ' },
    { label: 'single quotes', text: "{'a': 1}" },
    { label: 'trailing comma', text: '{"a": 1,}' },
    { label: 'nul text', text: '\u0000\u0000' },
    { label: 'bom object', text: '\uFEFF{}' },
    { label: 'empty', text: '' },
    { label: 'top array', text: '[]' },
    { label: 'top array of objects', text: JSON.stringify([base, base]) },
    { label: 'top string', text: '"hello"' },
    { label: 'top number', text: '42' },
    { label: 'top negative', text: '-1' },
    { label: 'top null', text: 'null' },
    { label: 'top true', text: 'true' },
    json('empty object', {}),
    json('plausible', base),
    { label: 'deep array 5000', text: deepArray(5000) },
    { label: 'deep object 5000', text: deepObject(5000) },
    { label: 'proto pollution', text: `{"__proto__": {"admin": true}, "constructor": {"prototype": {"x": 1}}, ${JSON.stringify(base).slice(1)}` },
    { label: 'duplicate keys', text: `{"a": 1, "a": [2], ${JSON.stringify(base).slice(1)}` },
    { label: 'wide array', text: JSON.stringify({ ...base, wide: Array.from({ length: 100_000 }, () => 0) }) },
    json('many keys', Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, i]))),
    { label: '1 MB body', text: JSON.stringify({ ...base, padding: 'x'.repeat(1024 * KB) }) },
    { label: '1 MB body, declared', text: JSON.stringify({ ...base, padding: 'y'.repeat(1024 * KB) }), headers: { 'content-length': String(1024 * KB + 200) } },
    { label: '1 MB body, understated', text: JSON.stringify({ ...base, padding: 'z'.repeat(1024 * KB) }), headers: { 'content-length': '10' } },
  ];
  for (const name of Object.keys(fields)) {
    const { [name]: _dropped, ...without } = base;
    bodies.push({ ...json(`${name} missing`, without), field: name });
    for (const [label, value] of [...WRONG_TYPES, ...NUMBERS, ...STRINGS]) bodies.push({ ...json(`${name} ${label}`, { ...base, [name]: value }), field: name });
    bodies.push({ field: name, label: `${name} deep array`, text: JSON.stringify({ ...base, [name]: 0 }).replace(`"${name}":0`, `"${name}":${deepArray(5000)}`) });
    bodies.push({ field: name, label: `${name} deep object`, text: JSON.stringify({ ...base, [name]: 0 }).replace(`"${name}":0`, `"${name}":${deepObject(5000)}`) });
    bodies.push({ ...json(`${name} list of wrong things`, { ...base, [name]: [null, {}, [], -1, 'x'.repeat(KB)] }), field: name });
  }
  bodies.push(json('every field null', Object.fromEntries(Object.keys(fields).map((n) => [n, null]))));
  bodies.push(json('every field sql', Object.fromEntries(Object.keys(fields).map((n) => [n, "' OR 1=1 --"]))));
  bodies.push(json('every field negative', Object.fromEntries(Object.keys(fields).map((n) => [n, -1]))));
  return bodies;
}

// ---------- sending and judging ----------

interface Reply {
  status: number;
  text: string;
  contentType: string;
  setCookies: string[];
}

async function send(path: string, body: Body, cookie?: string): Promise<Reply> {
  const headers: Record<string, string> = { 'content-type': 'application/json', host: 'localhost:3000', 'x-forwarded-for': '10.250.0.1', ...body.headers };
  if (cookie) headers.cookie = cookie;
  const request = new Request(`http://localhost:3000/api/${path}`, { method: 'POST', body: body.text, headers });
  const response = await handleApiRequest(request, path, { database });
  return { status: response.status, text: await response.text(), contentType: response.headers.get('content-type') ?? '', setCookies: response.headers.getSetCookie() };
}

/** Signs of an internal error shown to the client. */
const LEAKS: [string, RegExp][] = [
  ['stack frame', /\bat [\w$.<>]+ \(|\n\s+at |\bat (file|node):|\bat async /],
  ['file path', /\.tsx?:\d|\.m?js:\d|node_modules|\/work\/|\/app\/|\/home\//],
  ['sqlite', /SQLITE|sqlite3/i],
  ['postgres', /syntax error at|violates .* constraint|relation ".*" does not exist|column ".*" does not exist|invalid input syntax|duplicate key value/i],
  ['sql text', /\b(select|insert into|update|delete from)\b[^.]*\b(from|values|set|where)\b.*\b(customers|products|orders|carts|sessions)\b/i],
  ['error class', /\b(TypeError|RangeError|ReferenceError|SyntaxError|ZodError|DatabaseError)\b/],
];

function problemsWith(reply: Reply): string[] {
  const problems: string[] = [];
  if (reply.status >= 500) problems.push(`status ${reply.status}`);
  if (!reply.contentType.startsWith('application/json')) problems.push(`content-type ${reply.contentType}`);
  let parsed: any;
  try {
    parsed = JSON.parse(reply.text);
  } catch {
    problems.push('body is not JSON');
  }
  // A refusal explains itself; a success has the call's own documented shape (some carry no message).
  const message = parsed?.message;
  if (reply.status >= 400 && (typeof message !== 'string' || message.trim().length < 3 || message.length > 5000 || /\[object |\bNaN\b/.test(message))) {
    problems.push(`message not readable: ${JSON.stringify(message)?.slice(0, 200)}`);
  }
  // Echoed input is the client's own; leaks are judged on the answer's own words.
  for (const [kind, pattern] of LEAKS) if (pattern.test(reply.text)) problems.push(`leaks ${kind}`);
  return problems;
}

describe('malformed bodies on every call of the contract', () => {
  const perPath: string[] = [];
  const statuses = new Map<number, number>();
  let total = 0;
  let serverErrors = 0;
  let problems = 0;
  let current: Shopper;

  afterAll(() => {
    const byStatus = [...statuses].sort((a, b) => a[0] - b[0]).map(([status, n]) => `${status}: ${n}`).join(', ');
    console.log(`[bad-input] ${database.dialect}: ${perPath.length} calls, ${total} bodies tried, ${serverErrors} answered 5xx, ${problems} problems; statuses ${byStatus}. Per path: ${perPath.join(', ')}`);
  });

  for (const definition of Object.values(calls)) {
    it(`${definition.path}: never 5xx, always JSON with a readable message, no internals leaked`, async () => {
      current ??= shopper;
      const failures: string[] = [];
      let tried = 0;
      for (const as of ['guest', 'customer'] as const) {
        for (const body of bodiesFor(definition.request, current.customerId)) {
          const reply = await send(definition.path, body, as === 'customer' ? current.cookie : undefined);
          tried++;
          if (reply.status >= 500) serverErrors++;
          statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1);
          // Bodies over the limit are refused before they are read in full.
          if (body.label.startsWith('1 MB') && reply.status !== 413) failures.push(`[${as}] ${body.label}: status ${reply.status}, not 413`);
          // The customer's calls really run as the customer (else this pass would test nothing new).
          if (as === 'customer' && reply.status === 401 && body.field !== 'customer_id') failures.push(`[customer] ${body.label}: 401, the session was lost`);
          for (const problem of problemsWith(reply)) failures.push(`[${as}] ${body.label}: ${problem} — ${reply.text.slice(0, 300)}`);
          if (as === 'customer') {
            // A logout (or a new login) changes the session: keep calling as a customer.
            const next = sessionCookieOf(reply.setCookies);
            if (next !== undefined && next !== current.cookie) current = next === 'session=' ? await loginByOtp(database) : { ...current, cookie: next };
          }
        }
      }
      perPath.push(`${definition.path}=${tried}`);
      total += tried;
      problems += failures.length;
      expect(failures.slice(0, 30), `${failures.length} problems of ${tried} bodies`).toEqual([]);
    });
  }
});
