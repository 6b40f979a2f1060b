// The instance's metrics in Prometheus' text format (prom-client), for `GET /api/metrics`
// (docs/metrics.md: what each one means and the Grafana panels over them). Every instance
// has its own registry and Prometheus scrapes each one; nothing is shared between them.
//
// - requests: a count and a latency histogram per route kind (page, api, asset, other) and
//   status class, from the shop's server (lib/server/http-server.ts), so the cached-page
//   fast path's answers are counted as well as Next's;
// - the fast path's hits and misses (lib/server/cached-pages.ts);
// - database query time, and on PostgreSQL the pool: connections idle and busy, queries
//   waiting for one, and how long getting one took (lib/db/observer.ts);
// - whether Redis answers, when REDIS_URL is set (a PING at each scrape);
// - prom-client's default process metrics: CPU, memory, heap, event-loop lag, GC.
//
// The endpoint needs `Authorization: Bearer <METRICS_TOKEN>`. Without METRICS_TOKEN it
// does not exist (404), in demo mode too: behind a proxy on the same machine every
// request comes from loopback, so "loopback only" would not keep anyone out.
// The registry lives on globalThis, as the database handle does: the server records the
// requests, and the database's listener is called from whichever copy of lib/db runs a query.
import type http from 'node:http';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { jobCounts } from '@/lib/jobs/queue';
import { getDatabase } from '@/lib/db';
import { observeDatabase, type DatabaseObserver } from '@/lib/db/observer';
import { safeEqual, sha256Hex } from '@/lib/auth/tokens';
import { redisAnswers } from './health';

type Env = Readonly<Record<string, string | undefined>>;

export type RouteKind = 'page' | 'api' | 'asset' | 'other';

/** The API paths that are not the shop's calls: probes and this endpoint (their rate would swamp the calls'). */
const PROBES = new Set(['/api/health', '/api/ready', '/api/metrics']);
/** A file by its name: build assets, public files, sitemaps, robots.txt (no page's path has a dot: lib/catalog/slugs.ts). */
const FILE = /\.[a-z0-9]{1,12}$/i;
/** Generated images: product pictures (app/img) and Next's metadata images. */
const IMAGE_ROUTE = /^\/img\/|\/(?:opengraph-image|twitter-image|icon|apple-icon)(?:-[\w-]+)?$/;

/** What kind of route a request is for: the `kind` label. */
export function routeKind(method: string | undefined, url: string | undefined): RouteKind {
  const path = (url ?? '/').split(/[?#]/, 1)[0]!;
  if (path.startsWith('/_next/')) return 'asset';
  if (path.startsWith('/api/')) return PROBES.has(path) ? 'other' : 'api';
  // A POST to a page is a server action.
  if (method !== 'GET' && method !== 'HEAD') return 'other';
  if (FILE.test(path) || IMAGE_ROUTE.test(path)) return 'asset';
  return 'page';
}

/** 2xx, 3xx, 4xx, 5xx: the `status_class` label. */
export function statusClass(status: number): string {
  return `${Math.floor(status / 100)}xx`;
}

export interface ShopMetrics {
  registry: Registry;
  requests: Counter<'kind' | 'status_class'>;
  requestSeconds: Histogram<'kind' | 'status_class'>;
  fastPath: Counter<'result'>;
  database: DatabaseObserver;
}

/** A registry with every metric of the shop. `env` decides whether Redis is watched. */
export function createShopMetrics(env: Env = process.env): ShopMetrics {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by route kind (page, api, asset, other) and status class.',
    labelNames: ['kind', 'status_class'] as const,
    registers,
  });
  const requestSeconds = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request\'s arrival to the end of its answer, by route kind and status class.',
    labelNames: ['kind', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const fastPath = new Counter({
    name: 'cached_page_fast_path_total',
    help: 'Requests for a cached page that the fast path looked up: hit (answered from the cache entry) or miss (left to Next).',
    labelNames: ['result'] as const,
    registers,
  });
  // Both series from 0, so a hit ratio is defined from the first scrape on.
  fastPath.inc({ result: 'hit' }, 0);
  fastPath.inc({ result: 'miss' }, 0);

  const queries = new Histogram({
    name: 'db_query_duration_seconds',
    help: 'Database query time as the driver measured it (not the wait for a connection), by statement and outcome.',
    labelNames: ['statement', 'outcome'] as const,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers,
  });
  const poolAcquire = new Histogram({
    name: 'db_pool_acquire_seconds',
    help: 'PostgreSQL: time to get a connection from the pool (a wait while every connection is busy, or opening a new one).',
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers,
  });
  new Gauge({
    name: 'db_pool_clients',
    help: 'PostgreSQL pool: connections idle and busy, queries waiting for a connection (pg.Pool waitingCount), and the pool\'s size (PG_POOL_MAX). No series on SQLite.',
    labelNames: ['state'] as const,
    registers,
    async collect() {
      this.reset();
      const stats = (await getDatabase().catch(() => null))?.poolStats?.();
      if (!stats) return;
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'busy' }, stats.total - stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
      this.set({ state: 'max' }, stats.max);
    },
  });

  new Gauge({
    name: 'jobs',
    help: 'Jobs in the queue (lib/jobs) by state at the scrape, shop-wide (the table is shared by every instance): queued, running, failed (waiting for a retry), dead, done, cancelled.',
    labelNames: ['state'] as const,
    registers,
    async collect() {
      this.reset();
      const opened = await getDatabase().catch(() => null);
      const counts = opened ? await jobCounts(opened.db).catch(() => null) : null;
      if (!counts) return;
      for (const [state, count] of Object.entries(counts)) this.set({ state }, count);
    },
  });

  const redisUrl = env.REDIS_URL?.trim();
  if (redisUrl) {
    new Gauge({
      name: 'redis_up',
      help: 'Whether Redis (REDIS_URL) answered a PING from this instance at the scrape: 1 or 0.',
      registers,
      async collect() {
        this.set((await redisAnswers(redisUrl)) === 'ok' ? 1 : 0);
      },
    });
  }

  const database: DatabaseObserver = {
    query: (statement, seconds, failed) => queries.observe({ statement, outcome: failed ? 'error' : 'ok' }, seconds),
    connectionWait: (seconds) => poolAcquire.observe(seconds),
  };
  return { registry, requests, requestSeconds, fastPath, database };
}

const metricsKey = Symbol.for('storefront.metrics');
type Holder = { [metricsKey]?: ShopMetrics };

/** The process's metrics, made on first use (from the settings read at start), listening to the database. */
export function shopMetrics(): ShopMetrics {
  const holder = globalThis as Holder;
  if (!holder[metricsKey]) {
    holder[metricsKey] = createShopMetrics(process.env);
    observeDatabase(holder[metricsKey].database);
  }
  return holder[metricsKey];
}

/** Counts a request and its time once its answer is over (the server's hook). */
export function observeRequest(req: http.IncomingMessage, res: http.ServerResponse): void {
  const started = performance.now();
  res.once('close', () => {
    const metrics = shopMetrics();
    const labels = { kind: routeKind(req.method, req.url), status_class: statusClass(res.statusCode) };
    metrics.requests.inc(labels);
    metrics.requestSeconds.observe(labels, (performance.now() - started) / 1000);
  });
}

/** The fast path's lookup of a cached page: answered from the entry, or left to Next. */
export function countFastPath(result: 'hit' | 'miss'): void {
  shopMetrics().fastPath.inc({ result });
}

/** The shortest METRICS_TOKEN accepted: a guessable token would open the endpoint to anyone. */
export const METRICS_TOKEN_MIN_LENGTH = 16;

export interface MetricsEndpoint {
  /** Whether `req` is for the endpoint (its answer is then `answer`'s, never Next's). */
  handles(req: http.IncomingMessage): boolean;
  answer(req: http.IncomingMessage, res: http.ServerResponse): Promise<void>;
}

/**
 * `/api/metrics` as the settings make it. Throws, at start, on a METRICS_TOKEN too short
 * to keep anyone out. Starts the process's metrics (the database's listener among them).
 */
export function metricsEndpoint(env: Env = process.env): MetricsEndpoint {
  const token = env.METRICS_TOKEN?.trim();
  if (token && token.length < METRICS_TOKEN_MIN_LENGTH) {
    throw new Error(`METRICS_TOKEN must be at least ${METRICS_TOKEN_MIN_LENGTH} characters (make one with: openssl rand -hex 32)`);
  }
  const expected = token ? sha256Hex(`Bearer ${token}`) : null;
  const { registry } = shopMetrics();
  return {
    handles: (req) => req.url === '/api/metrics' || (req.url ?? '').startsWith('/api/metrics?'),
    async answer(req, res) {
      res.setHeader('cache-control', 'no-store');
      if (!expected) {
        // As the API answers a path it does not know (lib/api/dispatch.ts).
        return send(res, 404, 'application/json', JSON.stringify({ message: 'No such API call.' }));
      }
      // Hashed first, so the comparison's time does not depend on the token's length either.
      if (!safeEqual(sha256Hex(req.headers.authorization ?? ''), expected)) {
        res.setHeader('www-authenticate', 'Bearer realm="metrics"');
        return send(res, 401, 'application/json', JSON.stringify({ message: 'A valid metrics token is required.' }));
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.setHeader('allow', 'GET, HEAD');
        return send(res, 405, 'application/json', JSON.stringify({ message: 'Only GET reads the metrics.' }));
      }
      send(res, 200, registry.contentType, exposition(await registry.metrics()));
    },
  };
}

/**
 * prom-client 15 writes a NaN value (the event-loop lag's mean before its first sample) as
 * `Nan`; the format says `NaN`. Prometheus reads either, stricter readers only the latter.
 */
export function exposition(text: string): string {
  return text.replace(/ Nan$/gm, ' NaN');
}

function send(res: http.ServerResponse, status: number, contentType: string, body: string): void {
  res.statusCode = status;
  res.setHeader('content-type', contentType);
  res.setHeader('content-length', Buffer.byteLength(body));
  res.end(res.req.method === 'HEAD' ? undefined : body);
}
