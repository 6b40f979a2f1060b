// The errors a domain module raises when it refuses a request: what kind of refusal it
// is and a message a person can read. Domain code knows nothing of HTTP; the API edge
// (lib/api/errors.ts) maps each kind to a status code. Anything else thrown is a fault:
// logged, and answered with a generic message and no stack trace.
export type ShopErrorKind =
  | 'invalid' //           the request is malformed or breaks a rule (400)
  | 'unauthenticated' //   nobody is logged in, or the credentials are wrong (401)
  | 'forbidden' //         logged in, but not allowed to do this (403)
  | 'not_found' //         no such object, or not the caller's (404: never reveal it exists)
  | 'conflict' //          the object's state does not allow it (out of stock, already cancelled) (409)
  | 'unprocessable' //     well-formed but cannot be served (pincode not serviceable) (422)
  | 'rate_limited' //      too many tries; come back later (429)
  | 'not_implemented' //   declared but not built yet (501)
  | 'upstream_failed' //   an outside service (payments, SMS, mail) failed (502)
  | 'unavailable'; //      the shop cannot serve anyone right now (database away); try again shortly (503)

export class ShopError extends Error {
  constructor(
    readonly kind: ShopErrorKind,
    message: string,
    readonly extra: Record<string, unknown> = {},
    /** When to try again, for rate_limited and unavailable (the answer's Retry-After). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ShopError';
  }

  /** The caller's request was refused (as opposed to a failure on our side or beyond). */
  get isRefusal(): boolean {
    return this.kind !== 'upstream_failed' && this.kind !== 'not_implemented' && this.kind !== 'unavailable';
  }
}

export const invalid = (message: string, extra?: Record<string, unknown>) => new ShopError('invalid', message, extra);
export const notFound = (message: string) => new ShopError('not_found', message);
export const unauthenticated = (message = 'Please log in to continue.') => new ShopError('unauthenticated', message);
export const conflict = (message: string) => new ShopError('conflict', message);
