// The HTTP server around Next's request handler (scripts/start.ts): what Next leaves to
// whoever runs it.
// - A request id per request: the caller's X-Request-Id when it looks like one (nginx's
//   $request_id), else a new one; echoed in the answer's X-Request-Id, handed to the app
//   in the request headers, and on every log line written while serving it (lib/server/log.ts).
// - One JSON access line per request (LOG_REQUESTS=0 turns them off; build assets never).
// - A page that fails while the database is away (lib/db/availability.ts) is answered
//   503 with Retry-After and a plain "back in a moment" page instead of a 500.
// - Graceful shutdown: answer /api/ready 503 at once, keep accepting and answering (with
//   `Connection: close`) for `shutdownDelayMs` while load balancers notice, then stop
//   listening (a connection still in the kernel's accept queue then would be reset), let
//   in-flight requests finish for up to `drainTimeoutMs`, then cut what is left. A
//   connection accepted just before the listener closed that has carried no request yet is
//   given FRESH_CONNECTION_GRACE_MS for one (answered, then closed) and is closed after it;
//   Node's own server.close() would keep it open until the drain time.
// - Security headers on every answer (lib/server/security-headers.ts), the console's CSP
//   nonce handed to Next in the request.
// - Compression of every answer, here rather than in Next (next.config `compress: false`),
//   so that an HTML document can be rewritten before it: its scripts run after the first
//   paint (lib/server/after-paint.ts), on Next's answers and the cached-page fast path's.
// - A HEAD of a page is served as its GET, so it answers the GET's status and headers
//   (Content-Length, Content-Encoding, the policy...) with no body (lib/server/head-as-get.ts).
import http from 'node:http';
import net from 'node:net';
import { randomUUID } from 'node:crypto';
import { store } from '@/lib/config';
import { DATABASE_RETRY_AFTER_SECONDS, databaseUnreachable } from '@/lib/db/availability';
import { texts } from '@/lib/texts';
import { afterPaintFor, rewriteHtmlAnswers } from './after-paint';
import { answerHeadAsGet } from './head-as-get';
import { setDraining } from './health';
import { logLine, requestContexts } from './log';
import { observeRequest } from './metrics';
import { securityHeaders, securitySettings, type SecuritySettings } from './security-headers';

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => unknown;

export interface ShopServerOptions {
  /** How long a shutdown keeps listening after readiness failed, so load balancers stop sending first (ms, default 0). */
  shutdownDelayMs?: number;
  /** How long in-flight requests may take to finish once the listener closed (ms). */
  drainTimeoutMs?: number;
  /** One JSON line per request. */
  logRequests?: boolean;
  /** Where log lines go (tests listen). */
  write?: (line: string) => void;
  /** Compresses answers as Next would (next.config sets `compress: false`: the server does it, after its rewrite). */
  compress?: boolean;
  /** Pages' scripts run after the first paint (lib/server/after-paint.ts). */
  afterPaint?: boolean;
  /** HSTS and the payment provider's hosts (lib/server/security-headers.ts); read from the environment by default. */
  security?: SecuritySettings;
}

export interface ShopServer {
  server: http.Server;
  /** Fails readiness, serves on for the shutdown delay, stops taking connections and resolves once in-flight requests are done (or cut at the timeout). */
  shutdown(): Promise<void>;
}

const REQUEST_ID = /^[\w.:-]{8,128}$/;

/** How long a connection that has carried no request yet may wait for one once a shutdown began. */
export const FRESH_CONNECTION_GRACE_MS = 1_000;

/** The "back in a moment" page: no scripts, no database, no Next. */
export const BACK_SOON_HTML = `<!doctype html>
<html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${texts.service.backSoonTitle} | ${store.businessName}</title></head>
<body style="font-family:system-ui,sans-serif;text-align:center;padding:4rem 1rem;color:${store.colors.secondary}">
<h1>${texts.service.backSoonHeading}</h1>
<p>${texts.service.backSoonBody}</p>
<p><a href="" style="color:${store.colors.secondary};text-decoration:underline">${texts.service.tryAgain}</a></p>
</body></html>
`;

/**
 * Next's own compression middleware, as its router server applies it, from 256 bytes (at
 * its default of 1 KB a page's small script chunks would go uncompressed).
 */
function nextCompression(): (req: http.IncomingMessage, res: http.ServerResponse) => void {
  /* eslint-disable @typescript-eslint/no-require-imports */
  const compression = (require('next/dist/compiled/compression') as (options: { threshold: number }) => (req: unknown, res: unknown, next: () => void) => void)({ threshold: 256 });
  const { releaseCompressionStream } = require('next/dist/server/lib/release-compression-stream') as { releaseCompressionStream: (res: unknown) => void };
  /* eslint-enable @typescript-eslint/no-require-imports */
  return (req, res) => {
    compression(req, res, () => {});
    // On a client's disconnect the middleware never ends its zlib stream (Next does the same).
    res.once('close', () => res.writableFinished || releaseCompressionStream(res));
  };
}

/** A GET or HEAD of a page (not the API, not a build asset). */
export function isPageRequest(req: http.IncomingMessage): boolean {
  const url = req.url ?? '/';
  return (req.method === 'GET' || req.method === 'HEAD') && !url.startsWith('/api/') && !url.startsWith('/_next/');
}

/**
 * Answers a page Next fails (5xx) while the database is away with the "back in a moment"
 * page: Next's own error document would say "Unexpected Application Error!" with a 500.
 * The status is decided at writeHead, before any byte of the body goes out.
 */
function answerBackSoonOnFailure(res: http.ServerResponse): void {
  let replaced = false;
  const { writeHead, write, end } = res;
  res.writeHead = function (this: http.ServerResponse, statusCode: number, ...rest: unknown[]) {
    if (statusCode >= 500 && databaseUnreachable()) {
      replaced = true;
      for (const name of res.getHeaderNames()) res.removeHeader(name);
      return writeHead.call(this, 503, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'retry-after': String(DATABASE_RETRY_AFTER_SECONDS),
        'x-request-id': String(res.req.headers['x-request-id'] ?? ''),
      });
    }
    return (writeHead as (...args: unknown[]) => http.ServerResponse).call(this, statusCode, ...rest);
  } as typeof res.writeHead;
  res.write = function (this: http.ServerResponse, ...args: unknown[]) {
    if (!res.headersSent && res.statusCode >= 500) res.writeHead(res.statusCode);
    if (replaced) return true;
    return (write as (...a: unknown[]) => boolean).apply(this, args);
  } as typeof res.write;
  res.end = function (this: http.ServerResponse, ...args: unknown[]) {
    if (!res.headersSent && res.statusCode >= 500) res.writeHead(res.statusCode);
    if (replaced) return (end as (...a: unknown[]) => http.ServerResponse).call(this, res.req.method === 'HEAD' ? undefined : BACK_SOON_HTML);
    return (end as (...a: unknown[]) => http.ServerResponse).apply(this, args);
  } as typeof res.end;
}

export function createShopServer(handle: Handler, options: ShopServerOptions = {}): ShopServer {
  const shutdownDelayMs = options.shutdownDelayMs ?? 0;
  const drainTimeoutMs = options.drainTimeoutMs ?? 10_000;
  const logRequests = options.logRequests ?? true;
  const write = options.write ?? ((line: string) => process.stdout.write(`${line}\n`));
  const compress = options.compress ? nextCompression() : undefined;
  const secure = securityHeaders(options.security ?? securitySettings(), {
    onUnknownScript: (path, start) => write(logLine('warn', 'an inline script of a shop page is not one the shop knows: its Content-Security-Policy refuses it', { path, start })),
  });
  const inFlight = new Set<http.ServerResponse>();
  // Every open connection: how many answers it has carried, and whether one is being written.
  const connections = new Map<net.Socket, { served: number; busy: boolean }>();
  let draining = false;

  const server = http.createServer((req, res) => {
    const connection = connections.get(req.socket);
    if (connection) connection.busy = true;
    const offered = req.headers['x-request-id'];
    const requestId = typeof offered === 'string' && REQUEST_ID.test(offered) ? offered : randomUUID();
    req.headers['x-request-id'] = requestId;
    res.setHeader('x-request-id', requestId);
    if (draining) res.setHeader('connection', 'close');
    inFlight.add(res);
    observeRequest(req, res); // counted and timed for /api/metrics (lib/server/metrics.ts)
    const started = performance.now();
    const method = req.method; // as asked: a page's HEAD is served as its GET (below)
    res.once('close', () => {
      inFlight.delete(res);
      if (connection) {
        connection.busy = false;
        connection.served++;
      }
      // An answer whose headers left before the shutdown kept its connection open.
      if (draining) req.socket.end();
      if (!logRequests || (req.url ?? '').startsWith('/_next/static/')) return;
      const fields = {
        method,
        path: req.url,
        status: res.statusCode,
        ms: Math.round((performance.now() - started) * 10) / 10,
        ...(res.writableFinished ? {} : { aborted: true }),
      };
      requestContexts().run({ requestId }, () => write(logLine(res.statusCode >= 500 ? 'error' : 'info', 'request', fields)));
    });
    // Innermost first: compression writes to the socket, the security headers to
    // compression (below the rewrite: a shop document's policy names the inline scripts
    // that go out), the rewrite to them, the "back in a moment" page to the rewrite.
    // Below them all, a page's HEAD goes through as its GET and gets the GET's headers
    // (lib/server/head-as-get.ts).
    if (isPageRequest(req)) answerHeadAsGet(req, res);
    compress?.(req, res);
    secure(req, res);
    if (isPageRequest(req)) {
      if (options.afterPaint && afterPaintFor(req.url ?? '/')) rewriteHtmlAnswers(res);
      answerBackSoonOnFailure(res);
    }
    requestContexts().run({ requestId }, () => {
      Promise.resolve(handle(req, res)).catch((error: unknown) => {
        console.error('request failed', error);
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        res.end();
      });
    });
  });
  // As `next start --keepAliveTimeout 65000`: outlive a load balancer's 60 s idle timeout.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.on('connection', (socket: net.Socket) => {
    connections.set(socket, { served: 0, busy: false });
    socket.once('close', () => connections.delete(socket));
  });

  let shuttingDown: Promise<void> | undefined;
  function shutdown(): Promise<void> {
    shuttingDown ??= new Promise<void>((resolve) => {
      draining = true;
      setDraining(true);
      // Answers still to be written close their connection after themselves.
      for (const res of inFlight) if (!res.headersSent) res.setHeader('connection', 'close');
      // Still listening: a load balancer sends here until its health check sees /api/ready
      // fail, and what it sends meanwhile is answered, not reset.
      if (shutdownDelayMs > 0) setTimeout(() => stopListening(resolve), shutdownDelayMs);
      else stopListening(resolve);
    });
    return shuttingDown;
  }

  function stopListening(resolve: () => void): void {
    const timer = setTimeout(() => {
      write(logLine('warn', 'shutdown: requests still running after the drain time were cut', { running: inFlight.size }));
      for (const socket of connections.keys()) socket.destroy();
    }, drainTimeoutMs);
    timer.unref();
    // net.Server's close: stop listening, call back once every connection has ended;
    // the connections are ours to close (below).
    net.Server.prototype.close.call(server, () => {
      clearTimeout(timer);
      resolve();
    });
    for (const [socket, connection] of connections) {
      if (connection.busy) continue; // closes after its answer (connection: close)
      if (connection.served > 0) socket.destroy(); // idle keep-alive
      else {
        // Accepted, its request perhaps still in the socket's buffer: answered if it comes.
        setTimeout(() => {
          if (!connection.busy && connection.served === 0) socket.destroy();
        }, FRESH_CONNECTION_GRACE_MS).unref();
      }
    }
  }

  return { server, shutdown };
}
