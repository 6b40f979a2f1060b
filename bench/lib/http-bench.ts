// Throughput and latency of one target with autocannon (closed loop, fixed number of
// connections, loopback): a warm-up run that is thrown away, then the measured run.
// Latency percentiles are computed from every response time (autocannon's own
// histogram has no p95).
import autocannon from 'autocannon';
import type { Target } from './inputs';
import { percentile, round, seeded } from './stats';

export interface HttpResult {
  name: string;
  /** The first request to the target on this server, alone (lazy start-up work shows here). */
  firstMs: number;
  firstStatus: number;
  connections: number;
  seconds: number;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, number>;
}

export interface HttpOptions {
  connections: number;
  seconds: number;
  warmupSeconds: number;
  /** Pages: request every URL the measured run can draw once before it (see `prime`). */
  prime?: boolean;
}

function once(origin: string, target: Target, connections: number, seconds: number, seed: number) {
  const random = seeded(seed);
  const times: number[] = [];
  // Without a callback autocannon's instance is also a promise; the types only know that side.
  const instance = autocannon({
    url: origin,
    connections,
    duration: seconds,
    timeout: 20,
    requests: [
      {
        setupRequest: (request: autocannon.Request) => {
          const { path, body } = target.next(random);
          return body === undefined
            ? { ...request, method: 'GET', path, headers: { accept: 'text/html' } }
            : { ...request, method: 'POST', path, body, headers: { 'content-type': 'application/json' } };
        },
      },
    ],
  }) as unknown as import('node:events').EventEmitter;
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => times.push(responseTime));
  return new Promise<{ result: autocannon.Result; times: number[] }>((resolve, reject) => {
    instance.on('done', (result: autocannon.Result) => resolve({ result, times }));
    instance.on('error', reject);
  });
}

/** One request on its own, waited for up to 2 minutes: [ms, status] (status 0: no answer). */
async function first(origin: string, target: Target): Promise<[number, number]> {
  const { path, body } = target.next(seeded(1));
  const started = performance.now();
  try {
    const response = await fetch(origin + path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? { accept: 'text/html' } : { 'content-type': 'application/json' },
      body,
      signal: AbortSignal.timeout(120_000),
    });
    await response.arrayBuffer();
    return [performance.now() - started, response.status];
  } catch {
    return [performance.now() - started, 0];
  }
}

/**
 * Requests, once each and four at a time, every page URL the measured run (seed 42) can
 * draw, so it measures a shop whose pages have had visitors (ISR pages rendered and
 * cached, as they stay for 500 s) rather than mostly first renders. The first-render cost
 * is what `firstMs` shows. Returns how many URLs were primed.
 */
async function prime(origin: string, target: Target): Promise<number> {
  if (target.kind !== 'page') return 0;
  const random = seeded(42);
  const paths = new Set<string>();
  for (let i = 0; i < 20_000 && paths.size < 2_000; i++) paths.add(target.next(random).path);
  const queue = [...paths];
  const worker = async () => {
    for (let path = queue.pop(); path !== undefined; path = queue.pop()) {
      await fetch(origin + path, { headers: { accept: 'text/html' }, signal: AbortSignal.timeout(120_000) })
        .then((response) => response.arrayBuffer())
        .catch(() => undefined); // a failure shows in the measured run
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return paths.size;
}

export async function measure(origin: string, target: Target, options: HttpOptions): Promise<HttpResult> {
  const [firstMs, firstStatus] = await first(origin, target);
  if (options.prime) await prime(origin, target);
  if (options.warmupSeconds > 0) await once(origin, target, options.connections, options.warmupSeconds, 7);
  const { result, times } = await once(origin, target, options.connections, options.seconds, 42);
  const statusCodes: Record<string, number> = {};
  for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {})) statusCodes[code] = Number(count);
  return {
    name: target.name,
    firstMs: round(firstMs, 0),
    firstStatus,
    connections: options.connections,
    seconds: options.seconds,
    requests: times.length,
    rps: round(times.length / result.duration, 1),
    p50: round(percentile(times, 0.5), 2),
    p95: round(percentile(times, 0.95), 2),
    p99: round(percentile(times, 0.99), 2),
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes,
  };
}
