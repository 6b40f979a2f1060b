// `npm run cluster`: several shop instances on one PostgreSQL and one Redis behind nginx,
// on this machine, from the existing production build (`npm run build` first).
//
//   DATABASE_URL=postgres://127.0.0.1:5432/shop REDIS_URL=redis://127.0.0.1:6379 \
//     npm run cluster -- --instances 2 --port 8080
//
// Each instance runs what `npm start` runs, on its own port (3001, 3002, ...); nginx listens on --port
// with deploy/nginx.conf, its ports and folders filled in. Ctrl-C stops everything. The
// two-instance test (tests/cluster) and the benchmark start clusters through the same
// functions.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const root = path.resolve(__dirname, '..');
const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

export interface InstanceOptions {
  port: number;
  /** Folder for the instance's log file. */
  workDir: string;
  /** DATABASE_URL, REDIS_URL, STORE_SITE_URL and anything else the instance should see. */
  env: Record<string, string>;
}

export interface Instance {
  readonly port: number;
  readonly url: string;
  readonly logFile: string;
  readonly child: ChildProcess;
  /** Resolves with the exit code (null when killed by a signal). */
  readonly exited: Promise<number | null>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * nginx's passive health check (deploy/nginx.conf): one failed try takes an instance out
 * for this many seconds (an instance that died; a restart takes it out of the list first).
 */
export const UPSTREAM_FAIL_TIMEOUT_SECONDS = 2;

/** After a reload, how long nginx's old workers get to finish the requests they hold. */
const OLD_WORKERS_MS = 1_000;

/** Polls `url` until it answers 200, or fails after `timeoutMs` (with the log's tail). */
export async function waitFor200(url: string, timeoutMs: number, logFile?: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      if (response.status === 200) return;
      last = `status ${response.status}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await sleep(200);
  }
  const tail = logFile && fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n') : '';
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms (${last})\n${tail}`);
}

/** Starts one instance (what `npm start` runs) and waits until it is ready (GET /api/ready answers 200). */
export async function startInstance(options: InstanceOptions): Promise<Instance> {
  fs.mkdirSync(options.workDir, { recursive: true });
  const logFile = path.join(options.workDir, `instance-${options.port}.log`);
  const log = fs.openSync(logFile, 'a');
  // `npm start`'s command itself, which execs node: the instance is this process, so its exit code is the server's own.
  const startCommand = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.start as string;
  const child = spawn('sh', ['-c', startCommand], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', ...options.env, PORT: String(options.port) },
    stdio: ['ignore', log, log],
    detached: true, // its own process group, so a stop reaches whatever it started too
  });
  fs.closeSync(log);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const instance: Instance = { port: options.port, url: `http://127.0.0.1:${options.port}`, logFile, child, exited };
  try {
    await Promise.race([
      waitFor200(`${instance.url}/api/ready`, 120_000, logFile),
      exited.then((code) => {
        throw new Error(`instance on ${options.port} exited with ${code} before it was ready\n${fs.readFileSync(logFile, 'utf8').slice(-3000)}`);
      }),
    ]);
  } catch (error) {
    signalGroup(child, 'SIGKILL');
    throw error;
  }
  return instance;
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    /* already gone */
  }
}

/**
 * SIGTERM, as an orchestrator sends it; SIGKILL after `graceMs` (the default outlasts the
 * shutdown delay and the drain, 5 + 10 s). Resolves with the exit code.
 */
export async function stopInstance(instance: Instance, graceMs = 20_000): Promise<number | null> {
  signalGroup(instance.child, 'SIGTERM');
  const timer = setTimeout(() => signalGroup(instance.child, 'SIGKILL'), graceMs);
  const code = await instance.exited;
  clearTimeout(timer);
  return code;
}

/** deploy/nginx.conf with this cluster's listen port, upstream ports and folders. */
export function nginxConfig(listenPort: number, upstreamPorts: number[], prefixDir: string): string {
  const template = fs.readFileSync(path.join(root, 'deploy', 'nginx.conf'), 'utf8');
  const lines: string[] = [];
  let upstreamWritten = false;
  for (const line of template.split('\n')) {
    if (line.includes('# cluster: upstream')) {
      if (!upstreamWritten) {
        const indent = line.match(/^\s*/)![0];
        for (const port of upstreamPorts) lines.push(`${indent}server 127.0.0.1:${port} max_fails=1 fail_timeout=${UPSTREAM_FAIL_TIMEOUT_SECONDS}s;`);
        upstreamWritten = true;
      }
    } else if (line.includes('# cluster: listen')) {
      lines.push(line.replace(/listen \d+;/, `listen 127.0.0.1:${listenPort};`));
    } else if (line.includes('# cluster: pid')) {
      lines.push(`pid ${path.join(prefixDir, 'nginx.pid')};`);
    } else {
      lines.push(line);
    }
  }
  if (!upstreamWritten) throw new Error('deploy/nginx.conf has no "# cluster: upstream" line');
  return lines.join('\n');
}

export interface Nginx {
  readonly url: string;
  readonly prefixDir: string;
  /** Rewrites the upstream list and reloads nginx without dropping a connection. */
  setUpstreams(ports: number[]): Promise<void>;
  stop(): Promise<void>;
}

/** nginx in the foreground with its own prefix folder (logs, temp files, pid). */
export async function startNginx(listenPort: number, upstreamPorts: number[], prefixDir: string): Promise<Nginx> {
  if (!fs.existsSync(NGINX)) throw new Error(`nginx is not installed at ${NGINX} (Debian: apt-get install nginx-light)`);
  for (const dir of ['logs', 'tmp']) fs.mkdirSync(path.join(prefixDir, dir), { recursive: true });
  const confFile = path.join(prefixDir, 'nginx.conf');
  fs.writeFileSync(confFile, nginxConfig(listenPort, upstreamPorts, prefixDir));
  const test = spawnSync(NGINX, ['-t', '-q', '-p', prefixDir, '-c', confFile], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx -t failed: ${test.stderr}`);
  const child = spawn(NGINX, ['-p', prefixDir, '-c', confFile, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${listenPort}`;
  await Promise.race([
    waitFor200(`${url}/nginx-health`, 15_000, path.join(prefixDir, 'logs', 'error.log')),
    exited.then(() => {
      throw new Error(`nginx exited at start: ${fs.readFileSync(path.join(prefixDir, 'logs', 'error.log'), 'utf8').slice(-2000)}`);
    }),
  ]);
  return {
    url,
    prefixDir,
    async setUpstreams(ports) {
      fs.writeFileSync(confFile, nginxConfig(listenPort, ports, prefixDir));
      child.kill('SIGHUP');
      await sleep(300); // new workers take over; old ones finish their requests
    },
    async stop() {
      child.kill('SIGQUIT'); // graceful: finish the requests in flight
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

export interface ClusterOptions {
  instances: number;
  /** nginx's port. */
  port: number;
  /** The first instance's port; the others follow. */
  firstInstancePort: number;
  workDir: string;
  env: Record<string, string>;
}

export interface Cluster {
  readonly url: string;
  readonly instances: Instance[];
  readonly nginx: Nginx;
  /**
   * Stops instance i (SIGTERM, as a deploy does), starts it again and waits until nginx
   * sends it requests again; resolves with the exit code of the stopped one.
   */
  restart(i: number): Promise<number | null>;
  stop(): Promise<void>;
}

/**
 * Starts the instances one after another (the first one migrates and, in demo mode, seeds
 * an empty database; the others find it ready), then nginx in front of them.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const instances: Instance[] = [];
  const ports = Array.from({ length: options.instances }, (_, i) => options.firstInstancePort + i);
  try {
    for (const port of ports) instances.push(await startInstance({ port, workDir: options.workDir, env: options.env }));
    const nginx = await startNginx(options.port, ports, path.join(options.workDir, 'nginx'));
    return {
      url: nginx.url,
      instances,
      nginx,
      async restart(i) {
        // Out of nginx's list first (a graceful reload), so no request is sent to it while it
        // closes its listener: one sent then would be reset after nginx had passed it on, and
        // nginx does not resend a POST. The old workers' requests to it finish meanwhile.
        await nginx.setUpstreams(ports.filter((_, j) => j !== i));
        await sleep(OLD_WORKERS_MS);
        const code = await stopInstance(instances[i]!);
        instances[i] = await startInstance({ port: ports[i]!, workDir: options.workDir, env: options.env });
        // Ready (startInstance waited for /api/ready): back in the list.
        await nginx.setUpstreams(ports);
        return code;
      },
      async stop() {
        await nginx.stop();
        await Promise.all(instances.map((instance) => stopInstance(instance)));
      },
    };
  } catch (error) {
    await Promise.all(instances.map((instance) => stopInstance(instance, 2000)));
    throw error;
  }
}

function argValue(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 && process.argv[index + 1] ? process.argv[index + 1]! : fallback;
}

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL ?? '';
  const redisUrl = process.env.REDIS_URL ?? '';
  if (!/^postgres(ql)?:\/\//.test(databaseUrl) || !redisUrl) {
    console.error('npm run cluster needs DATABASE_URL=postgres://... and REDIS_URL=redis://... (instances share nothing else).');
    process.exit(2);
  }
  if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID'))) {
    console.error('No production build in .next: run `npm run build` first.');
    process.exit(2);
  }
  const instances = Number(argValue('instances', '2'));
  const port = Number(argValue('port', '8080'));
  const firstInstancePort = Number(argValue('first-port', '3001'));
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-cluster-'));
  const siteUrl = process.env.STORE_SITE_URL ?? `http://localhost:${port}`;
  console.log(`starting ${instances} instances on ports ${firstInstancePort}-${firstInstancePort + instances - 1} (logs in ${workDir})`);
  const cluster = await startCluster({
    instances,
    port,
    firstInstancePort,
    workDir,
    env: { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, STORE_SITE_URL: siteUrl },
  });
  console.log(`the shop answers at ${cluster.url} (nginx, ${instances} instances); Ctrl-C stops everything`);
  const stop = () => {
    console.log('stopping');
    void cluster.stop().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
