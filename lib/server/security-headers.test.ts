// Security headers (lib/server/security-headers.ts) as a browser receives them from the shop's
// server (lib/server/http-server.ts), over real HTTP with stand-ins for Next's answers: a
// shop page (sent whole, as a cached page is, and streamed), a console page, API answers,
// the "back in a moment" page; HSTS and the payment provider's hosts from the environment.
// Against the production build: e2e/security-headers.http.e2e.ts; in a browser: e2e/csp.e2e.ts.
import { createHash } from 'node:crypto';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { noteDatabaseReached, noteDatabaseUnreachable } from '@/lib/db/availability';
import { LOADER } from './after-paint';
import { createShopServer, type ShopServer } from './http-server';
import { documentScripts, securitySettings, type SecuritySettings } from './security-headers';

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => unknown;

const demo: SecuritySettings = securitySettings({});
const started: ShopServer[] = [];
afterEach(async () => {
  noteDatabaseReached();
  for (const shop of started.splice(0)) if (shop.server.listening) await shop.shutdown();
});

async function serve(handle: Handler, options: { security?: SecuritySettings; afterPaint?: boolean; compress?: boolean; lines?: string[] } = {}) {
  const shop = createShopServer(handle, { logRequests: false, write: (line) => options.lines?.push(line), security: options.security ?? demo, afterPaint: options.afterPaint, compress: options.compress });
  started.push(shop);
  await new Promise<void>((resolve) => shop.server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(shop.server.address() as AddressInfo).port}`;
}

/** A policy's directives: name → its sources. */
function directives(policy: string | null): Map<string, string[]> {
  expect(policy, 'a Content-Security-Policy').toBeTruthy();
  return new Map(policy!.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...sources]) => [name!, sources]));
}

const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

const FLIGHT_START = '(self.__next_f=self.__next_f||[]).push([0])';
const FLIGHT = 'self.__next_f.push([1,"0:[\\"$\\",\\"p\\",null,{\\"children\\":\\"\\u003cb\\u003eOpen box\\u003c/b\\u003e\\"}]\\n"])';
const TURBOPACK = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/b.js"],"runtimeModuleIds":[1]});';
const INJECTED = 'alert(document.cookie)';
const DRESSED_AS_FLIGHT = 'self.__next_f.push([1,"x"]);alert(1)//)';

/** A document as Next writes one: chunk scripts, JSON-LD, flight data, Turbopack's bootstrap; and two scripts nobody wrote. */
const PAGE = [
  '<!DOCTYPE html><html lang="en-IN"><head><meta charset="utf-8"/>',
  '<script src="/_next/static/chunks/a.js" async=""></script>',
  '</head><body><main><h1>Televisions</h1></main>',
  '<script type="application/ld+json">{"@type":"ItemList"}</script>',
  `<script id="_R_">${TURBOPACK}</script>`,
  '<script src="/_next/static/chunks/b.js" async=""></script>',
  `<script>${FLIGHT_START}</script><script>${FLIGHT}</script>`,
  `<div class="product-description"><script>${INJECTED}</script></div>`,
  `<script>${DRESSED_AS_FLIGHT}</script>`,
  '</body></html>',
].join('');

const htmlPage: Handler = (_req, res) => {
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.setHeader('cache-control', 's-maxage=500, stale-while-revalidate=31535500');
  res.end(PAGE);
};

describe('the shop', () => {
  it('a page carries the headers of every answer, and a policy naming its own inline scripts and no other', async () => {
    const lines: string[] = [];
    const origin = await serve(htmlPage, { afterPaint: true, lines });
    const answer = await fetch(`${origin}/store/televisions`);
    const body = await answer.text();
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
    expect(answer.headers.get('permissions-policy')).toMatch(/(^|, )camera=\(\)/);
    expect(answer.headers.get('permissions-policy')).toMatch(/(^|, )geolocation=\(\)/);
    expect(answer.headers.get('permissions-policy')).toMatch(/(^|, )payment=\(\)/);
    expect(answer.headers.get('strict-transport-security'), 'no HSTS in demo mode').toBeNull();
    expect(answer.headers.get('cache-control'), 'a cached page stays cacheable').toBe('s-maxage=500, stale-while-revalidate=31535500');

    const policy = directives(answer.headers.get('content-security-policy'));
    const scripts = policy.get('script-src')!;
    // The after-paint loader and its calls went out with the page, and are allowed by hash.
    expect(body).toContain(LOADER);
    expect(body).toContain('<script>__afterPaint()</script>');
    const loaderBody = LOADER.slice('<script>'.length, -'</script>'.length);
    expect(scripts.sort()).toEqual(["'self'", ...[FLIGHT_START, FLIGHT, TURBOPACK, loaderBody, '__afterPaint()'].map(hashOf)].sort());
    expect(scripts).not.toContain(hashOf(INJECTED));
    expect(scripts).not.toContain(hashOf(DRESSED_AS_FLIGHT));
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('frame-src')).toEqual(["'none'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    // The two scripts nobody wrote are logged for the operator.
    const warned = lines.map((line) => JSON.parse(line)).filter((line) => line.level === 'warn');
    expect(warned.map((line) => line.start)).toEqual([INJECTED, DRESSED_AS_FLIGHT]);
    expect(warned[0]).toMatchObject({ path: '/store/televisions' });
  });

  it('a streamed page is held until its end and gets the policy it would have sent whole', async () => {
    const whole = await fetch(`${await serve(htmlPage)}/store/televisions`);
    const origin = await serve(async (_req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.flushHeaders();
      // Cut inside a script, as a stream can be.
      const cut = PAGE.indexOf('__next_f.push([1');
      res.write(PAGE.slice(0, cut));
      await new Promise((resolve) => setTimeout(resolve, 20));
      res.write(Buffer.from(PAGE.slice(cut)));
      res.end();
    });
    const streamed = await fetch(`${origin}/list-filtered/store/televisions`);
    expect(await streamed.text()).toBe(PAGE);
    expect(streamed.headers.get('content-length')).toBe(String(Buffer.byteLength(PAGE)));
    expect(streamed.headers.get('content-security-policy')).toBe(whole.headers.get('content-security-policy'));
    expect(streamed.headers.get('content-security-policy')).toContain(hashOf(FLIGHT));

    // Its head written first, explicitly: it waits for the body all the same.
    const headFirst = await serve(async (_req, res) => {
      res.writeHead(200, 'OK', { 'content-type': 'text/html; charset=utf-8' });
      res.write(PAGE.slice(0, 100));
      await new Promise((resolve) => setTimeout(resolve, 20));
      res.end(PAGE.slice(100));
    });
    const answer = await fetch(`${headFirst}/list-filtered/store/televisions`);
    expect(await answer.text()).toBe(PAGE);
    expect(answer.headers.get('content-security-policy')).toBe(whole.headers.get('content-security-policy'));
  });

  it('with compression, the page and its policy are the same', async () => {
    const plain = await fetch(`${await serve(htmlPage)}/`);
    const answer = await fetch(`${await serve(htmlPage, { compress: true })}/`, { headers: { 'accept-encoding': 'gzip' } });
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    expect(await answer.text()).toBe(PAGE);
    expect(answer.headers.get('content-security-policy')).toBe(plain.headers.get('content-security-policy'));
  });

  it("a caller's own Content-Security-Policy request header never reaches Next (it would choose a nonce)", async () => {
    const seen: unknown[] = [];
    const origin = await serve((req, res) => {
      seen.push(req.headers['content-security-policy'], req.headers['content-security-policy-report-only']);
      htmlPage(req, res);
    });
    await fetch(`${origin}/`, { headers: { 'content-security-policy': "script-src 'nonce-chosen'", 'content-security-policy-report-only': "script-src 'nonce-chosen'" } });
    expect(seen).toEqual([undefined, undefined]);
  });

  it('non-HTML answers of the shop (pictures, assets) carry the headers of every answer and no page policy', async () => {
    const origin = await serve((_req, res) => {
      res.setHeader('content-type', 'image/webp');
      res.setHeader('content-security-policy', "script-src 'none'; frame-src 'none'; sandbox;");
      res.end(Buffer.from([1, 2, 3]));
    });
    const answer = await fetch(`${origin}/_next/image?url=%2Fimg%2Fa.webp&w=640&q=75`);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
    // Next's own policy of an optimised picture stays.
    expect(answer.headers.get('content-security-policy')).toBe("script-src 'none'; frame-src 'none'; sandbox;");
  });

  it('the "back in a moment" page keeps the headers', async () => {
    const origin = await serve((_req, res) => {
      res.statusCode = 500;
      res.setHeader('content-type', 'text/html');
      res.end('<h1>Unexpected Application Error!</h1>');
    });
    noteDatabaseUnreachable();
    const answer = await fetch(`${origin}/store/televisions`);
    expect(answer.status).toBe(503);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(directives(answer.headers.get('content-security-policy')).get('script-src')).toEqual(["'self'"]);
  });
});

describe('the seller console', () => {
  it('a fresh nonce per request, handed to Next in the request and sent in the answer; no-store', async () => {
    const requested: string[] = [];
    const origin = await serve((req, res) => {
      requested.push(String(req.headers['content-security-policy']));
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate');
      res.end('<!DOCTYPE html><html><body><h1>Orders</h1></body></html>');
    });
    const first = await fetch(`${origin}/seller/orders`, { headers: { 'content-security-policy': "script-src 'nonce-chosenbyacaller'" } });
    const second = await fetch(`${origin}/seller/orders/42?x=1`);
    const policies = [first, second].map((answer) => answer.headers.get('content-security-policy')!);
    expect(policies).toEqual(requested);
    const nonces = policies.map((policy) => /'nonce-([A-Za-z0-9+/]+={0,2})'/.exec(policy)?.[1]);
    expect(nonces[0]).toMatch(/^[A-Za-z0-9+/]{22}==$/); // 16 random bytes
    expect(nonces[1]).not.toBe(nonces[0]);
    const policy = directives(policies[0]!);
    expect(policy.get('script-src')).toEqual([`'nonce-${nonces[0]}'`, "'strict-dynamic'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    for (const answer of [first, second]) {
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it("the console's documents (a PDF) and API answers are no-store", async () => {
    const origin = await serve((req, res) => {
      res.setHeader('content-type', req.url!.startsWith('/api/') ? 'application/json' : 'application/pdf');
      res.setHeader('cache-control', 'public, max-age=3600');
      res.end('{}');
    });
    const pdf = await fetch(`${origin}/seller/orders/42/invoice.pdf`);
    expect(pdf.headers.get('cache-control')).toBe('no-store');
    expect(pdf.headers.get('x-content-type-options')).toBe('nosniff');
    const call = await fetch(`${origin}/api/seller/orders/list`, { method: 'POST', body: '{}' });
    expect(call.headers.get('cache-control')).toBe('no-store');
    expect(call.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});

describe('API answers', () => {
  it('carry a policy under which nothing runs or loads, and the headers of every answer', async () => {
    const origin = await serve((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end('{"message":"ok"}');
    });
    const answer = await fetch(`${origin}/api/store/productDetail`, { method: 'POST', body: '{}' });
    expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
    expect(answer.headers.get('cache-control'), 'a shopper API answer keeps its own caching').toBeNull();
  });
});

describe('settings', () => {
  it('HSTS in production only, a year unless STORE_HSTS_MAX_AGE says otherwise (0: none)', async () => {
    expect(securitySettings({ STORE_MODE: 'production' }).hstsMaxAgeSeconds).toBe(31_536_000);
    expect(securitySettings({ STORE_MODE: 'production', STORE_HSTS_MAX_AGE: '600' }).hstsMaxAgeSeconds).toBe(600);
    expect(securitySettings({ STORE_MODE: 'production', STORE_HSTS_MAX_AGE: '0' }).hstsMaxAgeSeconds).toBe(0);
    expect(securitySettings({ STORE_HSTS_MAX_AGE: '600' }).hstsMaxAgeSeconds).toBe(0);
    for (const bad of ['a year', '-1', '1e6', '31536000.5']) {
      expect(() => securitySettings({ STORE_MODE: 'production', STORE_HSTS_MAX_AGE: bad })).toThrow(`STORE_HSTS_MAX_AGE must be a whole number of seconds (0 sends no HSTS), got "${bad}"`);
    }
    const origin = await serve(htmlPage, { security: securitySettings({ STORE_MODE: 'production' }) });
    for (const path of ['/', '/api/ready', '/seller/login', '/_next/static/chunks/a.js']) {
      expect((await fetch(`${origin}${path}`)).headers.get('strict-transport-security'), path).toBe('max-age=31536000');
    }
    const off = await serve(htmlPage, { security: securitySettings({ STORE_MODE: 'production', STORE_HSTS_MAX_AGE: '0' }) });
    expect((await fetch(`${off}/`)).headers.get('strict-transport-security')).toBeNull();
  });

  it("the payment provider's checkout, frame and form are allowed only when its key is set", async () => {
    const origin = await serve(htmlPage, { security: securitySettings({ RAZORPAY_KEY_ID: 'rzp_test_abc' }) });
    const answer = await fetch(`${origin}/checkout`);
    const policy = directives(answer.headers.get('content-security-policy'));
    expect(policy.get('script-src')).toEqual(expect.arrayContaining(["'self'", 'https://checkout.razorpay.com']));
    // No outside script but checkout.js: EMI is our own, computed on the server (docs/rules/alerts.md#emi).
    expect(policy.get('script-src')).not.toContain('https://cdn.razorpay.com');
    expect(policy.get('frame-src')).toEqual(['https://api.razorpay.com']);
    expect(policy.get('form-action')).toEqual(["'self'", 'https://api.razorpay.com']);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://api.razorpay.com', 'https://lumberjack.razorpay.com']);
    expect(answer.headers.get('permissions-policy')).toContain('payment=(self "https://api.razorpay.com")');
    const without = directives((await fetch(`${await serve(htmlPage)}/checkout`)).headers.get('content-security-policy'));
    expect(without.get('script-src')!.filter((source) => source.startsWith('https:'))).toEqual([]);
  });
});

describe('documentScripts', () => {
  it('knows Next\'s scripts by their shape only: data pushed to its runtime, nothing else', () => {
    const { hashes, unknown } = documentScripts(
      [
        `<script>${FLIGHT}</script>`,
        `<script nonce="abc">${FLIGHT}</script>`, // the same script twice: one hash
        '<script>self.__next_f.push([1,"a"])</script>',
        '<script>self.__next_f.push({"a":1})</script>', // not an array
        '<script>self.__next_f.push([1,"<img src=x onerror=alert(1)>"])</script>', // a raw < : Next escapes it
        `<script type="module">${INJECTED}</script>`,
        `<script type="text/javascript">${TURBOPACK}</script>`,
        '<script type="application/json">{"a":1}</script>',
        '<script src="/x.js"></script>',
        '<scripted>not a script</scripted>',
      ].join(''),
    );
    expect(hashes.map((hash) => `'sha256-${hash}'`)).toEqual([hashOf(FLIGHT), hashOf('self.__next_f.push([1,"a"])'), hashOf(TURBOPACK)]);
    expect(unknown).toEqual(['self.__next_f.push({"a":1})', 'self.__next_f.push([1,"<img src=x onerror=alert(1)>"])', INJECTED]);
  });

  it('reads a document\'s bytes as it reads its text: the same hashes, of the bytes the browser hashes', () => {
    // Non-ASCII text (₹, Devanagari) in the flight data, as a product page has.
    const flight = 'self.__next_f.push([1,"price ₹12,999 — टीवी"])';
    const html = `<p>₹12,999</p><script>${flight}</script><script>alert("₹")</script>`;
    const fromText = documentScripts(html);
    const fromBytes = documentScripts(Buffer.from(html, 'utf8').toString('latin1'), true);
    expect(fromBytes).toEqual(fromText);
    expect(fromText.hashes.map((hash) => `'sha256-${hash}'`)).toEqual([hashOf(flight)]);
    expect(fromBytes.unknown).toEqual(['alert("₹")']);
  });
});
