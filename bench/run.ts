// `npm run bench`: the benchmark of issue 5 against the existing production build.
//
//   npm run bench                                  everything (about 25 minutes here)
//   npm run bench -- --only lighthouse,throughput  some sections (lighthouse, throughput, scale, coldstart, cluster, catalogue,
//                                                  queue, courier); a run of some sections writes <date>-<sections>.json, never
//                                                  over the day's full run
//   npm run bench -- --quick                       a short run for development (1 Lighthouse run,
//                                                  3 s loads, 10,000 generated products)
//   npm run bench -- --baseline F.json --notes N.md  adds a before/after table against an earlier
//                                                  run's JSON, and N's account of what changed
//   npm run bench -- --render R.json [--baseline F.json] [--notes N.md]  writes R's report again
//                                                  (R.md beside it) without measuring anything
//
// Environment: BENCH_PORT (first of the ports it uses, default 3400), BENCH_LH_RUNS (5 runs of
// each page on the mobile preset, the one with targets; the other presets take at most 3),
// BENCH_CPU_SLOWDOWN (the mobile presets' CPU slowdown; default: scaled by this host's
// Lighthouse benchmarkIndex, bench/lib/lighthouse.ts cpuSlowdownFor),
// BENCH_SECONDS (10), BENCH_CONNECTIONS (10), BENCH_SCALE_PRODUCTS (100000),
// BENCH_SCALE_CONNECTIONS (1), BENCH_PG_URL (postgres://127.0.0.1:5432/test; an empty value
// skips PostgreSQL and the cluster), BENCH_REDIS_URL (redis://127.0.0.1:6379, for the cluster),
// CHROME_PATH (/usr/bin/chromium), BENCH_QUEUE_JOBS (2000), BENCH_QUEUE_MESSAGES (200),
// BENCH_COURIER_SHIPMENTS (400), BENCH_COURIER_CONNECTIONS (10), BENCH_COURIER_MESSAGES (50).
//
// Writes bench/results/<date>.json and <date>.md and prints the tables. The queue section
// needs no build (it runs a job worker in this process).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measure, type HttpOptions, type HttpResult } from './lib/http-bench';
import { readInputs, targets, type Inputs, type Target } from './lib/inputs';
import { hostSpeed, lighthouse, medianRun, spreadOf, type LighthouseRun, type Preset } from './lib/lighthouse';
import { startCeiling } from './lib/ceiling';
import { firstLoadJs } from './lib/first-load';
import { catalogueOn } from './lib/catalogue';
import { queueOn } from './lib/queue';
import { courierOn } from './lib/courier';
import { logDir, logFileFor, prepareDatabase, requireBuild, root, startServer, withCleanup } from './lib/servers';
import { median, round } from './lib/stats';
import { render, type Results } from './lib/report';
import { startCluster } from '../scripts/cluster';
import { buyCashOnDelivery, logIn, productPageHtml, stockBadge } from '../lib/testing/http-shopper';
import { texts } from '../lib/texts';

const SECTIONS = ['coldstart', 'lighthouse', 'throughput', 'scale', 'cluster', 'catalogue', 'queue', 'courier'] as const;
type Section = (typeof SECTIONS)[number];

function parseArgs(argv: string[]) {
  let only: Section[] = [...SECTIONS];
  let quick = false;
  let baseline: string | undefined;
  let notes: string | undefined;
  let renderOnly: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--quick') quick = true;
    else if (arg === '--baseline' || arg === '--notes' || arg === '--render') {
      const file = argv[++i];
      if (!file || !fs.existsSync(file)) throw new Error(`${arg} takes an existing file; got "${file ?? ''}"`);
      if (arg === '--baseline') baseline = file;
      else if (arg === '--notes') notes = file;
      else renderOnly = file;
    }
    else if (arg === '--only' || arg.startsWith('--only=')) {
      const value = arg.includes('=') ? arg.split('=')[1]! : (argv[++i] ?? '');
      const names = value.split(',').map((s) => s.trim()).filter(Boolean);
      const unknown = names.filter((n) => !SECTIONS.includes(n as Section));
      if (unknown.length > 0 || names.length === 0) throw new Error(`--only takes some of ${SECTIONS.join(',')}; got "${value}"`);
      only = names as Section[];
    } else throw new Error(`unknown argument "${arg}" (use --only <sections>, --quick, --baseline <file.json>, --notes <file.md>)`);
  }
  const number = (name: string, fallback: number) => {
    const value = process.env[name];
    if (value === undefined || value === '') return fallback;
    const parsed = Number(value);
    if (!Number.isFinite(parsed) || parsed <= 0) throw new Error(`${name} must be a positive number, got "${value}"`);
    return parsed;
  };
  return {
    only,
    quick,
    baseline,
    notes,
    renderOnly,
    port: number('BENCH_PORT', 3400),
    lighthouseRuns: number('BENCH_LH_RUNS', quick ? 1 : 5),
    cpuSlowdown: process.env.BENCH_CPU_SLOWDOWN ? number('BENCH_CPU_SLOWDOWN', 4) : undefined,
    http: { connections: number('BENCH_CONNECTIONS', 10), seconds: number('BENCH_SECONDS', quick ? 3 : 10), warmupSeconds: quick ? 1 : 3, prime: true } satisfies HttpOptions,
    scaleProducts: number('BENCH_SCALE_PRODUCTS', quick ? 10_000 : 100_000),
    scale: { connections: number('BENCH_SCALE_CONNECTIONS', 1), seconds: number('BENCH_SECONDS', quick ? 3 : 8), warmupSeconds: quick ? 1 : 2 } satisfies HttpOptions,
    queue: { jobs: number('BENCH_QUEUE_JOBS', quick ? 500 : 2_000), messages: number('BENCH_QUEUE_MESSAGES', quick ? 50 : 200) },
    courier: { shipments: number('BENCH_COURIER_SHIPMENTS', quick ? 100 : 400), connections: number('BENCH_COURIER_CONNECTIONS', 10), messages: number('BENCH_COURIER_MESSAGES', quick ? 20 : 50) },
    postgres: process.env.BENCH_PG_URL !== '',
  };
}
type Options = ReturnType<typeof parseArgs>;

const benchStarted = performance.now();
const say = (line: string) => console.log(`bench [${Math.round((performance.now() - benchStarted) / 1000)} s]: ${line}`);
const loopback = (origin: string) => origin.replace('localhost', '127.0.0.1');

async function coldStart(options: Options, databaseUrl: string): Promise<Results['coldStart']> {
  const runs: number[] = [];
  for (let i = 0; i < 3; i++) {
    const server = await startServer(options.port, databaseUrl, 'coldstart');
    runs.push(server.coldStartMs);
    await server.stop();
    say(`cold start ${i + 1}/3: ${Math.round(server.coldStartMs)} ms`);
  }
  return { runsMs: runs.map((r) => Math.round(r)), medianMs: Math.round(median(runs)) };
}

async function lighthouseSection(options: Options, origin: string, inputs: Inputs, host: Results['machine']): Promise<Results['lighthouse']> {
  const product = inputs.products[Math.floor(inputs.products.length / 2)]!;
  const pages: [string, string][] = [
    ['home', '/'],
    ['category list', `/store-product/${inputs.categories[0]}`],
    ['product page', `/product/${product.nameUrl}/${product.id}`],
    ['search page', `/search-product/${encodeURIComponent(inputs.keywords.includes('samsung') ? 'samsung' : inputs.keywords[0]!)}`],
    // The cart and checkout screen as a shopper who has not logged in first sees it.
    ['cart', '/checkout'],
  ];
  // One unmeasured request each, so the first measured run does not pay for the route's first load.
  for (const [, pagePath] of pages) await (await fetch(origin + pagePath)).arrayBuffer();
  const rows: Results['lighthouse'] = [];
  const log = logFileFor('lighthouse');
  fs.rmSync(log, { force: true });
  // The host's speed first (an unmeasured run of the home page at the preset's 4x); each
  // mobile run then slows the CPU by the host's speed over the runs so far, so that every
  // host emulates the same phone (bench/lib/lighthouse.ts hostSpeed).
  const calibration = await lighthouse(origin + pages[0]![1], 'mobile', log);
  const speed = hostSpeed(calibration.benchmarkIndex, options.cpuSlowdown);
  say(`lighthouse: benchmarkIndex ${calibration.benchmarkIndex}, first mobile CPU slowdown ${speed.summary().cpuSlowdown}x`);
  const measureOnce = async (pagePath: string, preset: Preset) => {
    const result = await lighthouse(origin + pagePath, preset, log, preset === 'desktop' ? undefined : speed.slowdown());
    speed.saw(result);
    return result;
  };
  for (const preset of ['mobile', 'mobile-devtools', 'desktop'] as Preset[]) {
    const count = preset === 'mobile' ? options.lighthouseRuns : Math.min(3, options.lighthouseRuns);
    for (const [name, pagePath] of pages) {
      // One unmeasured run per page and screen size: its pictures are then in the image
      // optimizer's cache, as in a shop that has had visitors. Without it the first measured
      // run paid their first encoding (the largest paint seen about 0.5 s later).
      if (preset !== 'mobile-devtools') await measureOnce(pagePath, preset);
      const runs: LighthouseRun[] = [];
      for (let i = 0; i < count; i++) {
        const result = await measureOnce(pagePath, preset);
        runs.push(result);
        say(`lighthouse ${preset} ${name} run ${i + 1}/${count}: performance ${result.performance}, LCP ${Math.round(result.lcpMs)} ms, SI ${Math.round(result.speedIndexMs)} ms, TBT ${Math.round(result.tbtMs)} ms, JS ${Math.round(result.jsBytes / 1024)} KiB; benchmarkIndex ${result.benchmarkIndex}, CPU ${result.cpuSlowdown}x`);
      }
      const html = await firstLoadJs(loopback(origin), pagePath);
      rows.push({ page: name, path: pagePath, preset, runs: runs.length, median: medianRun(runs), ...spreadOf(runs), htmlJsBytes: html.bytes, htmlScripts: html.scripts, htmlBytes: html.htmlBytes });
    }
  }
  Object.assign(host, speed.summary());
  return rows;
}

async function throughputSection(options: Options, origin: string, inputs: Inputs): Promise<Results['throughput']> {
  const { pages, apis } = targets(inputs);
  const rows: HttpResult[] = [];
  for (const target of [...Object.values(pages), ...Object.values(apis)] as Target[]) {
    const result = await measure(loopback(origin), target, options.http);
    say(`throughput ${target.name}: first ${result.firstMs} ms, ${result.rps} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, errors ${result.errors}, non-2xx ${result.non2xx}`);
    rows.push(result);
  }
  // The ceiling answers the bytes of one product page of the shop.
  const product = inputs.products[Math.floor(inputs.products.length / 2)]!;
  const html = Buffer.from(await (await fetch(`${loopback(origin)}/product/${product.nameUrl}/${product.id}`)).arrayBuffer());
  const ceiling = await startCeiling(html, options.port + 1);
  const ceilingTarget: Target = { name: 'ceiling (node:http, product page bytes)', kind: 'page', next: () => ({ path: '/' }) };
  const ceilingResult = await measure(ceiling.origin, ceilingTarget, options.http);
  await ceiling.stop();
  say(`throughput ceiling: ${ceilingResult.rps} req/s, p50 ${ceilingResult.p50} ms, p99 ${ceilingResult.p99} ms`);
  const productRps = rows.find((r) => r.name === pages.product.name)!.rps;
  return { rows, ceiling: { ...ceilingResult, htmlBytes: html.length }, productOverCeiling: round(productRps / ceilingResult.rps, 3) };
}

async function scaleOn(options: Options, kind: 'sqlite' | 'postgres', port: number): Promise<Results['scale'][number]> {
  say(`scale: preparing ${kind} with the demo store and ${options.scaleProducts} generated products`);
  const started = performance.now();
  const url = await prepareDatabase(kind, kind === 'sqlite' ? 'bench-scale' : 'bench_scale', options.scaleProducts);
  const prepareSeconds = round((performance.now() - started) / 1000, 1);
  say(`scale: ${kind} ready in ${prepareSeconds} s`);
  const inputs = await readInputs(url);
  const server = await startServer(port, url, `scale-${kind}`);
  try {
    const { pages, apis } = targets(inputs);
    const rows: HttpResult[] = [];
    for (const target of [...Object.values(apis), pages.product, pages.search] as Target[]) {
      const result = await measure(loopback(server.origin), target, options.scale);
      say(`scale ${kind} ${target.name}: first ${result.firstMs} ms (HTTP ${result.firstStatus}), p50 ${result.p50} ms, p95 ${result.p95} ms, ${result.rps} req/s, errors ${result.errors}, non-2xx ${result.non2xx}`);
      rows.push(result);
    }
    return { database: kind, products: inputs.products.length, catalogue: options.scaleProducts, prepareSeconds, rows };
  } finally {
    await server.stop();
  }
}

/** 1 and 2 instances behind nginx on PostgreSQL + Redis: page throughput, and a write on A seen on B. */
async function clusterSection(options: Options): Promise<NonNullable<Results['cluster']>> {
  const url = await prepareDatabase('postgres', 'bench_cluster');
  const inputs = await readInputs(url);
  const { pages } = targets(inputs);
  const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const rows: NonNullable<Results['cluster']>['rows'] = [];
  const writeToVisibleMs: number[] = [];
  for (const instances of [1, 2]) {
    const port = options.port + 10;
    const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-cluster-'));
    say(`cluster: starting ${instances} instance(s) behind nginx`);
    const cluster = await startCluster({
      instances, port, firstInstancePort: port + 1, workDir,
      env: { DATABASE_URL: url, REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `bench-${process.pid}-${instances}:`, STORE_SITE_URL: `http://localhost:${port}` },
    });
    try {
      for (const target of [pages.product, pages.search] as Target[]) {
        const result = await measure(cluster.url, target, options.http);
        say(`cluster ${instances}x ${target.name}: ${result.rps} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, errors ${result.errors}, non-2xx ${result.non2xx}`);
        rows.push({ ...result, instances, via: 'nginx' });
      }
      if (instances === 1) {
        // The same instance without nginx: what the balancer costs is the difference.
        const result = await measure(loopback(cluster.instances[0]!.url), pages.product, options.http);
        say(`cluster 1x ${pages.product.name} direct: ${result.rps} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, errors ${result.errors}, non-2xx ${result.non2xx}`);
        rows.push({ ...result, instances, via: 'direct' });
      }
      if (instances === 2) {
        const [a, b] = cluster.instances;
        // Products in stock, from the end of the list (the loads above drew from all of them, so pages are warm).
        const candidates = inputs.products.filter((p) => p.stock > 0).slice(-3);
        for (const p of candidates) {
          const product = { id: p.id, name_url: p.nameUrl };
          const shopper = await logIn(a!.url);
          // Leave one unit, then warm B's page so the sale must expire a cached page.
          const { Client } = (await import('pg')).default;
          const { pgConnection } = await import('@/lib/db');
          const client = new Client(pgConnection(url)); // the user name filled in as the app does
          await client.connect();
          await client.query('update products set stock = 1 where id = $1', [p.id]);
          await client.end();
          await productPageHtml(b!.url, product);
          await buyCashOnDelivery(a!.url, shopper, p.id);
          const sold = performance.now();
          while (stockBadge(await productPageHtml(b!.url, product)) !== texts.outOfStock) {
            if (performance.now() - sold > 30_000) throw new Error(`product ${p.id} still on sale on B 30 s after the sale on A`);
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
          writeToVisibleMs.push(Math.round(performance.now() - sold));
          say(`cluster: sale on A visible on B after ${writeToVisibleMs[writeToVisibleMs.length - 1]} ms`);
        }
      }
    } finally {
      await cluster.stop();
    }
  }
  return { rows, writeToVisibleMs };
}

function comparison(options: Options) {
  return {
    baseline: options.baseline ? { name: path.basename(options.baseline), results: JSON.parse(fs.readFileSync(options.baseline, 'utf8')) as Results } : undefined,
    notes: options.notes ? fs.readFileSync(options.notes, 'utf8') : undefined,
  };
}

async function main(): Promise<number> {
  const options = parseArgs(process.argv.slice(2));
  if (options.renderOnly) {
    if (!options.renderOnly.endsWith('.json')) throw new Error(`--render takes a results .json; got "${options.renderOnly}"`);
    const results = JSON.parse(fs.readFileSync(options.renderOnly, 'utf8')) as Results;
    const file = options.renderOnly.replace(/\.json$/, '.md');
    fs.writeFileSync(file, render(results, comparison(options)).markdown);
    say(`wrote ${path.relative(root, path.resolve(file))}`);
    return 0;
  }
  if (options.only.some((s) => s !== 'queue')) requireBuild();
  const startedAt = new Date();
  const load = () => os.loadavg().map((l) => round(l, 2));
  const results: Results = {
    date: startedAt.toISOString().slice(0, 10),
    startedAt: startedAt.toISOString(),
    finishedAt: '',
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? '', memoryGb: round(os.totalmem() / 2 ** 30, 1), node: process.version, loadAtStart: load(), loadAtEnd: [] },
    options: {
      sections: options.only, quick: options.quick, lighthouseRuns: options.lighthouseRuns, cpuSlowdown: options.cpuSlowdown ?? 'scaled',
      http: options.http, scale: options.scale, scaleProducts: options.scaleProducts, queue: options.queue, courier: options.courier,
    },
    coldStart: null,
    lighthouse: [],
    throughput: null,
    scale: [],
    cluster: null,
    catalogue: [],
    queue: [],
    courier: [],
    failures: [],
  };
  say(`sections ${options.only.join(', ')}${options.quick ? ' (quick)' : ''}; load average ${results.machine.loadAtStart.join(' ')}`);

  // A section that fails is reported and the others still run; the exit code says so.
  const attempt = async (section: string, work: () => Promise<void>) => {
    try {
      await work();
    } catch (error) {
      const message = `${section}: ${(error as Error).message}`;
      console.error(`bench: FAILED ${message}`);
      results.failures.push(message);
    }
  };
  await withCleanup(async () => {
    const wants = (s: Section) => options.only.includes(s);
    if (wants('coldstart') || wants('lighthouse') || wants('throughput')) {
      await attempt('demo store', async () => {
        say('preparing the demo store in data/bench-demo.db');
        const demoUrl = await prepareDatabase('sqlite', 'bench-demo');
        if (wants('coldstart')) await attempt('coldstart', async () => { results.coldStart = await coldStart(options, demoUrl); });
        if (!wants('lighthouse') && !wants('throughput')) return;
        const inputs = await readInputs(demoUrl);
        const server = await startServer(options.port, demoUrl, 'demo');
        try {
          if (wants('lighthouse')) await attempt('lighthouse', async () => { results.lighthouse = await lighthouseSection(options, server.origin, inputs, results.machine); });
          if (wants('throughput')) await attempt('throughput', async () => { results.throughput = await throughputSection(options, server.origin, inputs); });
        } finally {
          await server.stop();
        }
      });
    }
    if (wants('scale')) {
      await attempt('scale on SQLite', async () => { results.scale.push(await scaleOn(options, 'sqlite', options.port + 2)); });
      if (options.postgres) await attempt('scale on PostgreSQL', async () => { results.scale.push(await scaleOn(options, 'postgres', options.port + 3)); });
      else say('scale: PostgreSQL skipped (BENCH_PG_URL is empty)');
    }
    if (wants('cluster')) {
      if (options.postgres) await attempt('cluster', async () => { results.cluster = await clusterSection(options); });
      else say('cluster: skipped (needs PostgreSQL; BENCH_PG_URL is empty)');
    }
    if (wants('catalogue')) {
      await attempt('catalogue on SQLite', async () => { results.catalogue.push(await catalogueOn('sqlite', options.port + 4, say)); });
      if (options.postgres) await attempt('catalogue on PostgreSQL', async () => { results.catalogue.push(await catalogueOn('postgres', options.port + 5, say)); });
      else say('catalogue: PostgreSQL skipped (BENCH_PG_URL is empty)');
    }
    if (wants('queue')) {
      await attempt('queue on SQLite', async () => { results.queue!.push(await queueOn('sqlite', options.queue, say)); });
      if (options.postgres) await attempt('queue on PostgreSQL', async () => { results.queue!.push(await queueOn('postgres', options.queue, say)); });
      else say('queue: PostgreSQL skipped (BENCH_PG_URL is empty)');
    }
    if (wants('courier')) {
      if (options.postgres) await attempt('courier webhook on PostgreSQL', async () => { results.courier!.push(await courierOn(options.port + 6, options.courier, say)); });
      else say('courier: skipped (measured on PostgreSQL; BENCH_PG_URL is empty)');
    }
  });

  results.finishedAt = new Date().toISOString();
  results.machine.loadAtEnd = load();
  const { markdown, missed } = render(results, comparison(options));
  fs.mkdirSync(logDir, { recursive: true });
  const partial = options.only.length < SECTIONS.length;
  const base = path.join(logDir, partial ? `${results.date}-${options.only.join('-')}` : results.date);
  fs.writeFileSync(`${base}.json`, `${JSON.stringify(results, null, 2)}\n`);
  fs.writeFileSync(`${base}.md`, markdown);
  console.log(`\n${markdown}`);
  say(`wrote ${path.relative(root, base)}.json and .md`);
  say(missed === 0 ? 'every measured target met' : `${missed} target(s) missed`);
  if (results.failures.length > 0) say(`${results.failures.length} section(s) failed to run: ${results.failures.join('; ')}`);
  return results.failures.length > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`bench: ${(error as Error).message ?? error}`);
    process.exit(1);
  },
);

