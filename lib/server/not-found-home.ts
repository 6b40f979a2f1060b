// A list page (lib/catalog/list-route-table.mjs: shelves and searches) whose shelf does not
// exist shows the home screen with status 404 (docs/rules/catalogue.md#unknown-pages). The
// list routes say so with notFound() and never import the home, whose code (carousels, lazy
// sections, testimonials) would otherwise be JavaScript in every list page's first load
// (the figures are in bench/results/). Here the server holds
// back Next's answer to a list page until its status is known; a 404 is dropped unsent and the
// request is asked again marked, and Next answers it with the home's 404
// (lib/server/not-found-rewrite.mjs). Any other answer goes out as it comes.
import type http from 'node:http';
import { matchListPath } from '@/lib/catalog/list-urls';
import { isPageRequest } from './http-server';
import { NOT_FOUND_HOME_HEADER } from './not-found-rewrite.mjs';

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => unknown;

/** Next's note of what it made of a request, which a second asking must not inherit. */
const NEXT_REQUEST_META = Symbol.for('NextInternalRequestMeta');

/** Drops a caller's own mark: only the server sets it. */
export function dropOutsideMark(req: http.IncomingMessage): void {
  delete req.headers[NOT_FOUND_HOME_HEADER];
}

/** Whether a request asks for a list page (any query: filtered lists and client-side moves too). */
export function isListPageRequest(req: http.IncomingMessage): boolean {
  if (!isPageRequest(req)) return false;
  const pathname = (req.url ?? '/').split('?')[0]!;
  try {
    return matchListPath(pathname.split('/').slice(1).map(decodeURIComponent)) !== null;
  } catch {
    return false;
  }
}

/**
 * Serves a list page through Next; when Next answers 404, that answer is not sent and Next
 * is asked again for the home's 404.
 */
export async function answerUnknownListWithHome(handle: Handler, req: http.IncomingMessage, res: http.ServerResponse): Promise<unknown> {
  const url = req.url;
  const headersBefore = new Map(res.getHeaderNames().map((name) => [name, res.getHeader(name)!]));
  const { writeHead, write, end, flushHeaders } = res;
  let decided = false;
  let dropped = false;
  let settle!: (dropped: boolean) => void;
  const outcome = new Promise<boolean>((resolve) => (settle = resolve));

  const restore = () => Object.assign(res, { writeHead, write, end, flushHeaders });
  /** At the answer's first output: a 404 is dropped, anything else goes out from here on. */
  const drop = (status: number) => {
    if (!decided) {
      decided = true;
      dropped = status === 404;
      if (!dropped) {
        restore();
        settle(false);
      }
    }
    return dropped;
  };
  res.writeHead = function (this: http.ServerResponse, status: number, ...rest: unknown[]) {
    if (drop(status)) return this;
    return (writeHead as (...a: unknown[]) => http.ServerResponse).call(this, status, ...rest);
  } as typeof res.writeHead;
  res.flushHeaders = function (this: http.ServerResponse) {
    if (!drop(res.statusCode)) flushHeaders.call(this);
  };
  res.write = function (this: http.ServerResponse, ...args: unknown[]) {
    if (drop(res.statusCode)) return true;
    return (write as (...a: unknown[]) => boolean).apply(this, args);
  } as typeof res.write;
  res.end = function (this: http.ServerResponse, ...args: unknown[]) {
    if (!drop(res.statusCode)) return (end as (...a: unknown[]) => http.ServerResponse).apply(this, args);
    (args.find((arg) => typeof arg === 'function') as (() => void) | undefined)?.();
    settle(true);
    return this;
  } as typeof res.end;

  // A dropped answer's handling never ends: Next waits for the 'finish' of an answer it
  // believes it ended. It lets go with the request's own end (the second answer's finish).
  const first = Promise.resolve(handle(req, res));
  first.catch(() => {}); // a failure of a dropped answer is nobody's; of a sent one, thrown below
  if (!(await Promise.race([outcome, first.then(() => outcome)]))) return first;

  // Asked again, as it came, marked.
  restore();
  for (const name of res.getHeaderNames()) res.removeHeader(name);
  for (const [name, value] of headersBefore) res.setHeader(name, value);
  res.statusCode = 200;
  req.url = url;
  delete (req as unknown as Record<symbol, unknown>)[NEXT_REQUEST_META];
  req.headers[NOT_FOUND_HOME_HEADER] = '1';
  return handle(req, res);
}
