// Structured logs: every line the server writes is one JSON object (time, level, msg,
// and the id of the request it was written for), so a log shipper can parse it and one
// request's lines can be found across instances. The request id comes from the server
// (lib/server/http-server.ts), which runs each request inside a context that the app's
// bundles see through globalThis, so the app's own console.error lines carry it too.
import { AsyncLocalStorage } from 'node:async_hooks';
import { format } from 'node:util';

export interface RequestContext {
  requestId: string;
}

const contextKey = Symbol.for('storefront.requestContext');
type Holder = { [contextKey]?: AsyncLocalStorage<RequestContext> };

export function requestContexts(): AsyncLocalStorage<RequestContext> {
  const holder = globalThis as Holder;
  return (holder[contextKey] ??= new AsyncLocalStorage<RequestContext>());
}

/** The id of the request being served, if any. */
export function currentRequestId(): string | undefined {
  return requestContexts().getStore()?.requestId;
}

export type Level = 'debug' | 'info' | 'warn' | 'error';

/** One JSON line: time, level, msg, the request id when there is one, then `fields`. */
export function logLine(level: Level, msg: string, fields: Record<string, unknown> = {}): string {
  const requestId = currentRequestId();
  return JSON.stringify({ time: new Date().toISOString(), level, msg, ...(requestId ? { requestId } : {}), ...fields });
}

const originalConsole = { ...console };

/** Makes console.log/info/warn/error/debug (the app's, Next's, the libraries') write JSON lines. */
export function useJsonConsole(): void {
  // Once the reader of a stream has gone (the process that started us exited: EPIPE),
  // lines to it are dropped. Unhandled, the write error was itself logged to the same
  // stream, failed again, and the server spun on that loop at full CPU.
  const gone = new Set<NodeJS.WriteStream>();
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EPIPE' || error.code === 'ERR_STREAM_DESTROYED') gone.add(stream);
      else throw error;
    });
  }
  const writer = (level: Level, stream: NodeJS.WriteStream) => (...args: unknown[]) => {
    if (gone.has(stream) || stream.destroyed) return;
    stream.write(`${logLine(level, format(...args))}\n`);
  };
  console.log = writer('info', process.stdout);
  console.info = writer('info', process.stdout);
  console.debug = writer('debug', process.stdout);
  console.warn = writer('warn', process.stderr);
  console.error = writer('error', process.stderr);
}

/** Puts the plain console back (tests). */
export function usePlainConsole(): void {
  Object.assign(console, originalConsole);
}
