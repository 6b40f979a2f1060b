// What a handler gets besides its parsed request: the database and who is asking.
import type { OpenedDatabase } from '@/lib/db';

export interface HandlerContext {
  database: OpenedDatabase;
  /** The client's address, for rate limits. */
  clientIp: string;
  /** The raw request, for cookies and headers (absent for in-process calls). */
  request?: Request;
  /** Cookies to set on the response (sessions). */
  setCookies: string[];
}
