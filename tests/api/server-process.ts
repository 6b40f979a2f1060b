// The API server as a child process (lib/testing/api-server.ts) for the fault tests:
// started, killed with SIGKILL and started again on the same port and database, and
// called over real HTTP. A call that gets no answer (connection refused or reset,
// or no answer in time) is reported as lost, not thrown.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export type Reply<T = any> =
  | { kind: 'answer'; status: number; body: T; text: string }
  | { kind: 'lost'; reason: string };

export class ApiProcess {
  private child: ChildProcess | null = null;
  private up: Promise<void> = Promise.reject(new Error('not started'));
  /** Exits we did not cause (a crash). */
  crashes: string[] = [];
  kills = 0;
  starts = 0;
  private stderr = '';

  constructor(
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {
    this.up.catch(() => {});
  }

  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Recent error output of the server (for failure messages). */
  get errors(): string {
    return this.stderr.slice(-4000);
  }

  start(): Promise<void> {
    const child = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'lib/testing/api-server.ts'], {
      cwd: root,
      env: { ...process.env, ...this.env, PORT: String(this.port), API_SERVER_EXIT_WITH_STDIN: '1' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    this.child = child;
    this.starts++;
    child.stderr!.on('data', (chunk) => {
      this.stderr = (this.stderr + chunk).slice(-20_000);
    });
    this.up = new Promise<void>((resolve, reject) => {
      let out = '';
      const timer = setTimeout(() => reject(new Error(`the API server did not start in 60 s: ${this.errors}`)), 60_000);
      child.stdout!.on('data', (chunk) => {
        out += chunk;
        if (out.includes('listening on')) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        if (this.child === child && signal !== 'SIGKILL') this.crashes.push(`exited with ${code ?? signal}: ${this.errors}`);
        reject(new Error(`the API server exited (${code ?? signal}) before it listened: ${this.errors}`));
      });
    });
    this.up.catch(() => {});
    return this.up;
  }

  /** Resolves once the server (as last started) accepts connections. */
  ready(): Promise<void> {
    return this.up;
  }

  get running(): boolean {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** SIGKILL: no handler runs, nothing is flushed or rolled back by the process itself. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    this.kills++;
    await exited;
  }

  /** Kill, then start again. Callers of ready() wait meanwhile: a shopper cannot begin a checkout on a server that is down. */
  async restart(): Promise<void> {
    let restarted!: () => void;
    this.up = new Promise<void>((resolve) => (restarted = resolve));
    await this.kill();
    await this.start().finally(restarted);
  }

  /** Stops the server for good (not counted as a kill). */
  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  /** POST /api/<path> with a JSON body, as the shop's client does. */
  async call<T = any>(apiPath: string, body: unknown, cookie?: string, timeoutMs = 20_000): Promise<Reply<T>> {
    return this.request<T>(`/api/${apiPath}`, { method: 'POST', body: JSON.stringify(body), cookie }, timeoutMs);
  }

  async request<T = any>(urlPath: string, init: { method: string; body?: string; cookie?: string; headers?: Record<string, string> }, timeoutMs = 20_000): Promise<Reply<T>> {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...init.headers };
    if (init.cookie) headers.cookie = init.cookie;
    try {
      const response = await fetch(`${this.origin}${urlPath}`, { method: init.method, body: init.body, headers, signal: AbortSignal.timeout(timeoutMs) });
      const text = await response.text();
      let body: any = null;
      try {
        body = JSON.parse(text);
      } catch {
        body = null;
      }
      return { kind: 'answer', status: response.status, body, text };
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      return { kind: 'lost', reason: cause?.code ?? cause?.message ?? (error as Error).name ?? String(error) };
    }
  }
}
