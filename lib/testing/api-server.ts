// The API alone, served by a plain Node http server, for the fault tests
// (tests/api/faults.test.ts), which kill it with SIGKILL and start it again many
// times, and the backup test (tests/api/backup.test.ts), which takes orders and ships
// them through it: `next start` needs a production build, which the test stage does not have.
// It serves the very route modules Next serves (app/api/...), so requests go through
// the same dispatcher, handlers, transactions and database (DATABASE_URL) as in
// production; only the HTTP server around them differs.
//
//   PORT=3210 DATABASE_URL=... node --conditions=react-server --import tsx lib/testing/api-server.ts
//
// Prints "listening on <port>" once it accepts connections. Runs a job worker as `npm
// start` does (JOBS_WORKER=0: none).
import http from 'node:http';
import { Readable } from 'node:stream';
import * as apiRoute from '@/app/api/[...path]/route';
import * as sellerRoute from '@/app/api/seller/[...path]/route';
import * as testPaymentRoute from '@/app/api/payments/test/route';
import * as webhookRoute from '@/app/api/payments/razorpay/webhook/route';
import * as whatsappWebhookRoute from '@/app/api/webhooks/whatsapp/route';
import * as outboxRoute from '@/app/api/dev/outbox/route';
import { getDatabase } from '@/lib/db';
import { startShopWorker } from '@/lib/jobs/run';
import { jobSettings } from '@/lib/jobs/settings';
import { texts } from '@/lib/texts';

type RouteHandler = (request: Request) => Promise<Response>;

/** The route for a method and path, as Next's file routing would pick it (specific routes before the catch-all). */
function routeFor(method: string, pathname: string): RouteHandler | undefined {
  if (pathname === '/api/payments/test') return method === 'GET' ? testPaymentRoute.GET : method === 'POST' ? testPaymentRoute.POST : undefined;
  // The demo outbox, where a shopper's SMS (an OTP, a COD confirmation link) can be read.
  if (pathname === '/api/dev/outbox') return method === 'GET' ? outboxRoute.GET : undefined;
  if (pathname === '/api/payments/razorpay/webhook') return method === 'POST' ? webhookRoute.POST : undefined;
  if (pathname === '/api/webhooks/whatsapp') return method === 'POST' ? whatsappWebhookRoute.POST : method === 'GET' ? whatsappWebhookRoute.GET : undefined;
  const seller = pathname.match(/^\/api\/seller\/(.+)$/);
  if (seller && method === 'POST') {
    const path = seller[1].split('/').map(decodeURIComponent);
    return (request) => sellerRoute.POST(request, { params: Promise.resolve({ path }) });
  }
  const match = pathname.match(/^\/api\/(.+)$/);
  if (match && method === 'POST') {
    const path = match[1].split('/').map(decodeURIComponent);
    return (request) => apiRoute.POST(request, { params: Promise.resolve({ path }) });
  }
  return undefined;
}

function toRequest(req: http.IncomingMessage, url: URL): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(url, {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    duplex: 'half',
  } as RequestInit);
}

async function send(res: http.ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  res.writeHead(response.status, headers);
  res.end(Buffer.from(await response.arrayBuffer()));
}

const server = http.createServer(async (req, res) => {
  try {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
    const route = routeFor(req.method ?? 'GET', url.pathname);
    if (!route) {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Not found.' }));
      return;
    }
    await send(res, await route(toRequest(req, url)));
  } catch (error) {
    console.error('[api-server] request failed', error);
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ message: texts.service.failed }));
  }
});

// Started by a test with a pipe on stdin: when the test process ends, however it ends,
// the pipe closes and this server goes too, instead of holding its port as an orphan.
if (process.env.API_SERVER_EXIT_WITH_STDIN === '1') {
  process.stdin.on('end', () => process.exit(0));
  process.stdin.resume();
}

const port = Number(process.env.PORT ?? 3210);
// Open the database before taking requests, as `npm start` does (lib/seed/prepare.ts).
getDatabase().then(
  (database) => {
    if (jobSettings().inProcess) startShopWorker(database);
    server.listen(port, '127.0.0.1', () => console.log(`listening on ${port}`));
  },
  (error) => {
    console.error('[api-server] could not open the database', error);
    process.exit(1);
  },
);
