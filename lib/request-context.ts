// What a domain function that answers a request gets besides its input (signing in,
// sessions, rate limits): the database, the client's address, the raw request and the
// cookies to set. The API dispatcher and the in-process calls build one per call (as
// HandlerContext, lib/api/context.ts); it is declared here so domain code needs nothing
// from the HTTP edge.
import type { OpenedDatabase } from '@/lib/db';

export interface RequestContext {
  database: OpenedDatabase;
  /** The client's address, for rate limits. */
  clientIp: string;
  /** The raw request, for cookies and headers (absent for in-process calls). */
  request?: Request;
  /** Cookies to set on the response (sessions). */
  setCookies: string[];
}
