// Security headers of the production build (docs/rules/security.md#security-headers) on a
// shop page, a cached page answered by the fast path, an API answer and console pages:
// the headers of every answer, and policies that allow exactly what the documents carry
// (every inline script of a shop page by its hash, every script of a console page by its
// nonce). That a browser then refuses nothing: e2e/csp.e2e.ts; the rules one by one,
// with stand-ins for Next: lib/server/security-headers.test.ts.
import { createHash } from 'node:crypto';
import { expect, test, type APIResponse } from '@playwright/test';

function directives(policy: string | undefined): Map<string, string[]> {
  expect(policy, 'a Content-Security-Policy').toBeTruthy();
  return new Map(policy!.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...sources]) => [name!, sources]));
}

function everyAnswer(answer: APIResponse) {
  const headers = answer.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['permissions-policy']).toContain('microphone=()');
  expect(headers['permissions-policy']).toContain('geolocation=()');
  // The test server runs in demo mode over http: no HSTS.
  expect(headers['strict-transport-security']).toBeUndefined();
}

/** The script elements of a document as the browser reads them: attributes and inline text. */
function scriptsOf(html: string) {
  return [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)].map(([, attributes = '', text = '']) => ({ attributes, text }));
}

const runsInline = ({ attributes, text }: { attributes: string; text: string }) => text !== '' && !/\ssrc=/.test(attributes) && !/type="application\/(?:ld\+)?json"/.test(attributes);
const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** A shop document's policy allows each of its inline scripts by hash, and nothing inline else. */
function expectShopPolicyFits(policy: string | undefined, html: string, path: string) {
  const scriptSrc = directives(policy).get('script-src')!;
  expect(scriptSrc, path).not.toContain("'unsafe-inline'");
  expect(scriptSrc[0], path).toBe("'self'");
  const inline = scriptsOf(html).filter(runsInline);
  expect(inline.length, `${path}: Next's flight data and the after-paint loader are inline`).toBeGreaterThan(2);
  const allowed = new Set(inline.map(({ text }) => hashOf(text)));
  for (const { text } of inline) expect(scriptSrc, `${path}: ${text.slice(0, 60)}`).toContain(hashOf(text));
  expect(scriptSrc.filter((source) => source.startsWith("'sha256-")).every((source) => allowed.has(source)), `${path}: no hash of a script it does not carry`).toBe(true);
  const policyOf = directives(policy);
  expect(policyOf.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policyOf.get('object-src')).toEqual(["'none'"]);
  expect(policyOf.get('base-uri')).toEqual(["'none'"]);
  expect(policyOf.get('form-action')).toEqual(["'self'"]);
}

async function firstProductPath(request: import('@playwright/test').APIRequestContext): Promise<string> {
  const list = await request.post('/api/store/VerticalByProduct', { data: { vertical_slug: 'washing-machines', result_per_page: 5 } });
  const [product] = (await list.json()).payload_VerticalByProduct.products as { product_id: number; name_url: string }[];
  return `/product/${product!.name_url}/${product!.product_id}`;
}

test('a shop page: the headers of every answer and a policy allowing its own inline scripts by hash', async ({ request }) => {
  for (const path of ['/', '/store/washing-machines', '/store/washing-machines?sort=price-asc', '/checkout', '/payments/test']) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(200);
    everyAnswer(answer);
    expectShopPolicyFits(answer.headers()['content-security-policy'], await answer.text(), path);
  }
});

test('a cached page answered by the fast path carries the headers, its policy fitting its document', async ({ request }) => {
  const path = await firstProductPath(request);
  let fast: APIResponse | undefined;
  for (let attempt = 0; attempt < 5; attempt++) {
    await request.get(path); // drawn and cached
    fast = await request.get(path);
    if (fast.headers()['x-nextjs-cache'] === 'HIT') break;
  }
  expect(fast!.headers()['x-nextjs-cache']).toBe('HIT');
  everyAnswer(fast!);
  const html = await fast!.text();
  expectShopPolicyFits(fast!.headers()['content-security-policy'], html, path);
  // That it is Next's answer header for header: e2e/cached-pages.http.e2e.ts.
});

test('an API answer: a policy under which nothing runs, and the headers of every answer', async ({ request }) => {
  const answer = await request.post('/api/store/VerticalByProduct', { data: { vertical_slug: 'televisions', result_per_page: 1 } });
  expect(answer.status()).toBe(200);
  everyAnswer(answer);
  expect(answer.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  const refused = await request.post('/api/store/productDetail', { data: {} });
  expect(refused.status()).toBe(400);
  everyAnswer(refused);
});

test('a console page: a nonce per request on every script Next writes, no-store', async ({ request }) => {
  const nonces: string[] = [];
  for (let i = 0; i < 2; i++) {
    const answer = await request.get('/seller/login', { headers: { 'content-security-policy': "script-src 'nonce-chosenbyacaller'" } });
    expect(answer.status()).toBe(200);
    everyAnswer(answer);
    expect(answer.headers()['cache-control']).toBe('no-store');
    const policy = directives(answer.headers()['content-security-policy']);
    const [nonceSource, strictDynamic, ...rest] = policy.get('script-src')!;
    expect(strictDynamic).toBe("'strict-dynamic'");
    expect(rest).toEqual([]);
    const nonce = /^'nonce-([A-Za-z0-9+/]+={0,2})'$/.exec(nonceSource!)?.[1];
    expect(nonce).toBeTruthy();
    expect(nonce).not.toBe('chosenbyacaller');
    const scripts = scriptsOf(await answer.text());
    expect(scripts.length).toBeGreaterThan(2);
    for (const { attributes, text } of scripts) {
      if (/type="application\/(?:ld\+)?json"/.test(attributes)) continue;
      expect(attributes, text.slice(0, 60)).toContain(`nonce="${nonce}"`);
    }
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    nonces.push(nonce!);
  }
  expect(nonces[1]).not.toBe(nonces[0]);
  // A console page one must log in for: the login page's redirect, no-store as well.
  const desk = await request.get('/seller/orders', { maxRedirects: 0 });
  everyAnswer(desk);
  expect(desk.headers()['cache-control']).toBe('no-store');
});
