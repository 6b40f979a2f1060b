// The servers of the benchmark and the load script: databases they prepare themselves,
// the shop as `npm start` runs it on the existing production build, and the stop of
// everything they started, on success, on failure and on Ctrl-C.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const root = path.resolve(__dirname, '..', '..');
const tsxBin = path.join(root, 'node_modules', '.bin', 'tsx');
// Scripts that open the database import server-only modules: the react-server condition
// resolves that marker to its empty module, as Next does on the server.
const serverScript = (script: string, ...args: string[]) => ['--conditions=react-server', script, ...args];
/** What `npm start` runs (compiled by `npm run build`). */
const startScript = path.join(root, 'dist', 'server', 'start.cjs');

/** The production build is a precondition: the benchmark never builds. */
export function requireBuild(): void {
  if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID')) || !fs.existsSync(startScript)) {
    console.error('no production build in .next. Run `npm run build` first (the benchmark measures that build and never builds itself).');
    process.exit(2);
  }
}

const children = new Set<ChildProcess>();
const cleanups: (() => Promise<void>)[] = [];

function killGroup(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal); // detached: its own process group
  } catch {
    /* already gone */
  }
}

/** Runs `work`, then stops every server and runs every clean-up, whatever happened. */
export async function withCleanup<T>(work: () => Promise<T>): Promise<T> {
  const onSignal = (signal: NodeJS.Signals) => {
    console.error(`\nbench: ${signal}, stopping the servers`);
    for (const child of children) killGroup(child, 'SIGKILL');
    void runCleanups().finally(() => process.exit(130));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  process.on('exit', () => children.forEach((child) => killGroup(child, 'SIGKILL')));
  try {
    return await work();
  } finally {
    await Promise.all([...children].map((child) => stopChild(child)));
    await runCleanups();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

async function runCleanups() {
  while (cleanups.length > 0) {
    const cleanup = cleanups.pop()!;
    await cleanup().catch((error) => console.error(`bench: clean-up failed: ${(error as Error).message}`));
  }
}

export function onCleanup(cleanup: () => Promise<void>): void {
  cleanups.push(cleanup);
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) {
    children.delete(child);
    return;
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  killGroup(child, 'SIGTERM');
  const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
  children.delete(child);
}

/** Runs a command to its end; its output goes to `logFile`. Rejects on a non-zero exit. */
export function run(command: string, args: string[], env: Record<string, string>, logFile: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const log = fs.openSync(logFile, 'a');
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', log, log], detached: true });
    children.add(child);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      children.delete(child);
      fs.closeSync(log);
      if (code === 0) resolve();
      else reject(new Error(`${path.basename(args[0] ?? command)} ${args.slice(1).join(' ')} failed (${signal ?? `exit ${code}`}); see ${path.relative(root, logFile)}`));
    });
  });
}

export const logDir = path.join(root, 'bench', 'results');
export function logFileFor(name: string): string {
  fs.mkdirSync(logDir, { recursive: true });
  return path.join(logDir, `${name}.log.tmp`);
}

/**
 * A database the bench owns: a fresh SQLite file under data/ (deleted first) or, for
 * PostgreSQL, a new database on the server of BENCH_PG_URL, dropped at clean-up.
 * Migrated and seeded with the demo store; `products` generated products added.
 */
export async function prepareDatabase(kind: 'sqlite' | 'postgres', name: string, products = 0): Promise<string> {
  const log = logFileFor(`prepare-${name}`);
  fs.rmSync(log, { force: true });
  let url: string;
  if (kind === 'sqlite') {
    url = path.join('data', `${name}.db`);
    for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(path.join(root, url + suffix), { force: true });
  } else {
    url = await createPgDatabase(name);
  }
  const env = { DATABASE_URL: url, NEXT_TELEMETRY_DISABLED: '1' };
  await run(tsxBin, serverScript('scripts/prepare.ts'), env, log);
  if (products > 0) await run(tsxBin, serverScript('scripts/seed.ts', '--products', String(products)), env, log);
  return url;
}

export const pgAdminUrl = () => process.env.BENCH_PG_URL ?? 'postgres://127.0.0.1:5432/test';

async function pgQuery(text: string): Promise<void> {
  const pg = await import('pg');
  const { Client } = pg.default ?? pg;
  const { pgConnection } = await import('@/lib/db');
  const client = new Client({ ...pgConnection(pgAdminUrl()), connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function createPgDatabase(name: string): Promise<string> {
  const database = `${name.replace(/[^a-z0-9_]/gi, '_')}_${process.pid}`.toLowerCase();
  await pgQuery(`drop database if exists ${database} with (force)`);
  await pgQuery(`create database ${database}`);
  onCleanup(() => pgQuery(`drop database if exists ${database} with (force)`));
  const url = new URL(pgAdminUrl());
  url.pathname = `/${database}`;
  return url.toString();
}

export interface Server {
  origin: string;
  /** Milliseconds from spawning the shop to the first 200 of `/`. */
  coldStartMs: number;
  stop(): Promise<void>;
}

/**
 * The shop (as `npm start` runs it) on `port` against `databaseUrl`. The Next data cache in
 * .next/cache/fetch-cache is shared by every server of this build; a server never reads
 * entries written before it started (lib/server/cache-handler.ts), and the folder is
 * emptied first so it does not grow from run to run.
 */
export async function startServer(port: number, databaseUrl: string, name: string): Promise<Server> {
  // Something already listening would answer the readiness check in our server's place.
  if (await listening(port)) throw new Error(`port ${port} is already in use: stop what listens there, or set another port`);
  fs.rmSync(path.join(root, '.next', 'cache', 'fetch-cache'), { recursive: true, force: true });
  const origin = `http://localhost:${port}`;
  const logFile = logFileFor(`server-${name}`);
  fs.rmSync(logFile, { force: true });
  const log = fs.openSync(logFile, 'a');
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    STORE_SITE_URL: origin,
    NEXT_TELEMETRY_DISABLED: '1',
    NODE_ENV: 'production' as const,
    // No load balancer to wait for: stop at once (stopChild gives it 5 s before SIGKILL).
    SHUTDOWN_DELAY_MS: '0',
  };
  const started = performance.now();
  // As `npm start`: the compiled start script (migrate, then serve the build).
  const child = spawn(process.execPath, ['--enable-source-maps', startScript], {
    cwd: root, env: { ...env, PORT: String(port) }, stdio: ['ignore', log, log], detached: true,
  });
  children.add(child);
  fs.closeSync(log);
  let exitedEarly = false;
  child.once('exit', () => (exitedEarly = true));

  const deadline = started + 120_000;
  for (;;) {
    if (exitedEarly) throw new Error(`the shop on port ${port} exited before answering; see ${path.relative(root, logFile)}`);
    if (performance.now() > deadline) {
      await stopChild(child);
      throw new Error(`the shop on port ${port} gave no 200 on / within 120 s; see ${path.relative(root, logFile)}`);
    }
    try {
      // Home is rendered at its first request after a start (seconds on a busy machine):
      // waited for, not abandoned and asked again.
      const response = await fetch(`${origin}/`, { signal: AbortSignal.timeout(Math.max(1_000, Math.round(deadline - performance.now()))) });
      await response.arrayBuffer();
      if (response.status === 200) break;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const coldStartMs = performance.now() - started;
  return { origin, coldStartMs, stop: () => stopChild(child) };
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
