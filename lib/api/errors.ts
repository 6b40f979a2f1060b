// How the API edge answers a refusal raised by a domain module (lib/errors.ts): the
// status code of each kind, and the database's connection failures, which no domain
// module raises, answered as `unavailable` (503) rather than as a fault (500).
import { texts } from '@/lib/texts';
import { DATABASE_RETRY_AFTER_SECONDS, isConnectionError } from '@/lib/db/availability';
import { ShopError, type ShopErrorKind } from '@/lib/errors';

export const statusOfKind: Record<ShopErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  unprocessable: 422,
  rate_limited: 429,
  not_implemented: 501,
  upstream_failed: 502,
  unavailable: 503,
};

/** The refusal to answer for `error`: itself when it is a ShopError, 503 when the database is away, else none (a fault). */
export function refusalOf(error: unknown): ShopError | undefined {
  if (error instanceof ShopError) return error;
  if (isConnectionError(error)) {
    return new ShopError('unavailable', texts.service.unavailable, {}, DATABASE_RETRY_AFTER_SECONDS);
  }
  return undefined;
}

/** Retry-After (whole seconds, at least 1) when the refusal says when to come back. */
export function refusalHeaders(refusal: ShopError): Record<string, string> {
  return refusal.retryAfterSeconds === undefined ? {} : { 'retry-after': String(Math.max(1, Math.ceil(refusal.retryAfterSeconds))) };
}
