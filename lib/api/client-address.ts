// Who is asking, for the rate limits: the client's address read from X-Forwarded-For.
// Every trusted reverse proxy appends the address it received the request from, so with
// N trusted proxies in front of the app the client is the Nth entry from the right;
// entries further left were written by the client itself and prove nothing.
//
// TRUSTED_PROXY_HOPS (default 1). `next start` acts as one hop itself: it writes the
// peer's address into X-Forwarded-For when the request has none, but keeps a header the
// client sent. So the default 1 is right both behind one proxy that appends (nginx with
// $proxy_add_x_forwarded_for, a cloud load balancer) and for the demo shop run directly,
// where a client may name its own address (the per-account limits still hold then);
// the browser and API tests rely on that to look like separate visitors.

export const DEFAULT_TRUSTED_PROXY_HOPS = 1;
const MAX_TRUSTED_PROXY_HOPS = 20;

/** The TRUSTED_PROXY_HOPS setting; a value that is not a whole number from 1 to 20 is a start-up error. */
export function trustedProxyHops(env: Readonly<Record<string, string | undefined>> = process.env): number {
  const raw = env.TRUSTED_PROXY_HOPS?.trim();
  if (raw === undefined || raw === '') return DEFAULT_TRUSTED_PROXY_HOPS;
  const hops = Number(raw);
  if (!Number.isInteger(hops) || hops < 1 || hops > MAX_TRUSTED_PROXY_HOPS) {
    throw new Error(`TRUSTED_PROXY_HOPS must be a whole number from 1 to ${MAX_TRUSTED_PROXY_HOPS} (the reverse proxies in front of the app), got "${raw}"`);
  }
  return hops;
}

/** Used when the header is missing or empty (in-process calls, tests without one). */
export const UNKNOWN_CLIENT = 'local';

/**
 * The client's address from an X-Forwarded-For value: the `hops`-th entry from the right.
 * A shorter list (the request skipped a proxy) gives its leftmost entry; empty entries
 * (",,") are ignored.
 */
export function clientAddress(forwardedFor: string | null | undefined, hops: number = DEFAULT_TRUSTED_PROXY_HOPS): string {
  const entries = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (entries.length === 0) return UNKNOWN_CLIENT;
  const index = Math.max(0, entries.length - hops);
  // Bounded: the value becomes part of rate-limit keys and of stored OTP rows.
  return entries[index]!.slice(0, 100);
}
