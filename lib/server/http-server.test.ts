// The server around Next (lib/server/http-server.ts), over real HTTP with a stand-in for
// Next's handler: request ids, JSON access lines, the "back in a moment" page while the
// database is away, and a shutdown that lets in-flight requests finish.
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { noteDatabaseReached, noteDatabaseUnreachable } from '@/lib/db/availability';
import { createShopServer, type ShopServer } from './http-server';
import { isDraining, setDraining } from './health';
import { currentRequestId } from './log';

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => unknown;

const started: ShopServer[] = [];
afterEach(async () => {
  noteDatabaseReached();
  setDraining(false);
  for (const shop of started.splice(0)) if (shop.server.listening) await shop.shutdown();
});

async function serve(handle: Handler, lines: string[] = [], drainTimeoutMs = 10_000, shutdownDelayMs = 0) {
  const shop = createShopServer(handle, { write: (line) => lines.push(line), drainTimeoutMs, shutdownDelayMs });
  started.push(shop);
  await new Promise<void>((resolve) => shop.server.listen(0, '127.0.0.1', resolve));
  return { shop, origin: `http://127.0.0.1:${(shop.server.address() as AddressInfo).port}` };
}

describe('request ids and logs', () => {
  it('every answer carries a request id; a sane one from the caller is kept, others replaced', async () => {
    const seen: string[] = [];
    const { origin } = await serve((req, res) => {
      seen.push(String(req.headers['x-request-id']));
      res.end('ok');
    });
    const fresh = await fetch(`${origin}/`);
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await fetch(`${origin}/`, { headers: { 'x-request-id': 'nginx-0123456789abcdef' } });
    expect(kept.headers.get('x-request-id')).toBe('nginx-0123456789abcdef');
    const replaced = await fetch(`${origin}/`, { headers: { 'x-request-id': 'bad id <script>' } });
    expect(replaced.headers.get('x-request-id')).not.toBe('bad id <script>');
    // The app sees the same id as the caller.
    expect(seen).toEqual([fresh.headers.get('x-request-id'), 'nginx-0123456789abcdef', replaced.headers.get('x-request-id')]);
  });

  it('one JSON line per request, with the request id, status and time; app lines carry the id too', async () => {
    const lines: string[] = [];
    const { origin } = await serve((_req, res) => {
      lines.push(JSON.stringify({ app: true, requestId: currentRequestId() }));
      res.statusCode = 404;
      res.end('nope');
    }, lines);
    const answer = await fetch(`${origin}/missing?x=1`);
    await answer.text();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const id = answer.headers.get('x-request-id');
    const [app, access] = lines.map((line) => JSON.parse(line));
    expect(app).toEqual({ app: true, requestId: id });
    expect(access).toMatchObject({ level: 'info', msg: 'request', requestId: id, method: 'GET', path: '/missing?x=1', status: 404 });
    expect(typeof access.ms).toBe('number');
    expect(typeof access.time).toBe('string');
  });
});

describe('database away', () => {
  const failingPage: Handler = (_req, res) => {
    res.statusCode = 500;
    res.setHeader('content-type', 'text/html');
    res.end('<h1>Unexpected Application Error!</h1>');
  };

  it('a page that fails meanwhile is the "back in a moment" page, 503 with Retry-After', async () => {
    const { origin } = await serve(failingPage);
    noteDatabaseUnreachable();
    const answer = await fetch(`${origin}/product/tv/1`);
    expect(answer.status).toBe(503);
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(answer.headers.get('x-request-id')).toBeTruthy();
    expect(await answer.text()).toContain("We'll be back in a moment");
  });

  it('with the database there, a failing page stays what Next made it', async () => {
    const { origin } = await serve(failingPage);
    const answer = await fetch(`${origin}/product/tv/1`);
    expect(answer.status).toBe(500);
    expect(await answer.text()).toContain('Unexpected Application Error!');
  });
});

describe('shutdown', () => {
  it('stops taking connections, lets the request in flight finish, and answers not ready meanwhile', async () => {
    let release!: () => void;
    let arrived!: () => void;
    const inHandler = new Promise<void>((resolve) => (arrived = resolve));
    const { shop, origin } = await serve(async (_req, res) => {
      const released = new Promise<void>((resolve) => (release = resolve));
      arrived();
      await released;
      res.end('finished');
    });
    const inFlight = fetch(`${origin}/slow`).then(async (r) => ({ status: r.status, body: await r.text(), connection: r.headers.get('connection') }));
    await inHandler; // the request is being served when the shutdown begins
    let stopped = false;
    const stopping = shop.shutdown().then(() => (stopped = true));
    expect(isDraining()).toBe(true);
    await expect(fetch(`${origin}/new`)).rejects.toThrow();
    expect(stopped).toBe(false);
    release();
    expect(await inFlight).toEqual({ status: 200, body: 'finished', connection: 'close' });
    await stopping;
    expect(stopped).toBe(true);
  });

  it('with a shutdown delay, answers new connections (Connection: close) not ready, and stops listening after it', async () => {
    const { shop, origin } = await serve((_req, res) => res.end('still here'), [], 10_000, 400);
    const began = performance.now();
    let stopped = false;
    const stopping = shop.shutdown().then(() => (stopped = true));
    expect(isDraining()).toBe(true);
    // As a load balancer that has not yet seen the readiness check fail.
    const during = await fetch(`${origin}/new`);
    expect({ status: during.status, body: await during.text(), connection: during.headers.get('connection') }).toEqual({
      status: 200,
      body: 'still here',
      connection: 'close',
    });
    expect(stopped).toBe(false);
    await stopping;
    expect(performance.now() - began).toBeGreaterThanOrEqual(390);
    await expect(fetch(`${origin}/after`)).rejects.toThrow();
  });

  it('answers a connection accepted before the shutdown whose request arrives after it began', async () => {
    const { shop, origin } = await serve((_req, res) => res.end('late but answered'));
    const accepted = new Promise<void>((resolve) => shop.server.once('connection', () => resolve()));
    const socket = net.connect(Number(new URL(origin).port), '127.0.0.1');
    const received: Buffer[] = [];
    socket.on('data', (chunk) => received.push(chunk));
    const ended = new Promise<string>((resolve) => {
      socket.on('close', () => resolve(Buffer.concat(received).toString()));
      socket.on('error', (error) => resolve(`error: ${error.message}`));
    });
    await accepted; // as a load balancer's connection that the instance took just before SIGTERM
    const stopping = shop.shutdown();
    socket.write('GET /late HTTP/1.1\r\nHost: shop\r\n\r\n');
    const reply = await ended;
    expect(reply).toMatch(/^HTTP\/1\.1 200 /);
    expect(reply.toLowerCase()).toContain('connection: close');
    expect(reply).toContain('late but answered');
    await stopping;
  });

  it('closes a connection that never sends a request, after a short grace', async () => {
    const { shop, origin } = await serve((_req, res) => res.end('ok'));
    const accepted = new Promise<void>((resolve) => shop.server.once('connection', () => resolve()));
    const socket = net.connect(Number(new URL(origin).port), '127.0.0.1');
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.on('error', () => {});
    await accepted;
    const began = performance.now();
    await shop.shutdown();
    await closed;
    expect(performance.now() - began).toBeLessThan(5_000);
  });

  it('cuts what is still running after the drain time', async () => {
    const { shop, origin } = await serve(() => new Promise(() => {}), [], 200);
    const hanging = fetch(`${origin}/forever`).catch((error: Error) => error);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const began = performance.now();
    await shop.shutdown();
    expect(performance.now() - began).toBeLessThan(2_000);
    expect(await hanging).toBeInstanceOf(Error);
  });
});
