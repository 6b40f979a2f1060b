// The cookie that carries a server-side session token, for the shopper's session
// (lib/auth/session.ts) and the staff's (lib/staff/session.ts): one place spells its
// attributes, so the two cannot drift apart on HttpOnly, Secure or the clearing cookie.
// Secure is left off in demo mode only, as a local demo is served over plain http.
import 'server-only';
import { isDemoMode } from './mode';

export interface SessionCookie {
  /** The cookie's name. */
  readonly name: string;
  /** The Set-Cookie value that hands the browser a new session token. */
  set(token: string): string;
  /** The Set-Cookie value that clears the cookie (logout). */
  clear(): string;
  /** The session token the request carries, if any. */
  tokenOf(request: Request | undefined): string | undefined;
}

export function sessionCookie(options: {
  name: string;
  /** Lax for the shop (a link from outside keeps the shopper logged in); Strict for the console. */
  sameSite: 'Lax' | 'Strict';
  /** How long a new session lives; the cookie's Max-Age is the same, in whole seconds. */
  lifetimeMs: number;
}): SessionCookie {
  const { name, sameSite, lifetimeMs } = options;
  const build = (value: string, maxAgeSeconds: number): string => {
    const parts = [`${name}=${value}`, 'Path=/', 'HttpOnly', `SameSite=${sameSite}`, `Max-Age=${maxAgeSeconds}`];
    if (!isDemoMode()) parts.push('Secure');
    return parts.join('; ');
  };
  return {
    name,
    set: (token) => build(token, Math.floor(lifetimeMs / 1000)),
    clear: () => build('', 0),
    tokenOf(request) {
      const header = request?.headers.get('cookie');
      if (!header) return undefined;
      for (const part of header.split(';')) {
        const [key, ...rest] = part.trim().split('=');
        if (key === name) {
          const value = rest.join('=').trim();
          return value === '' ? undefined : value;
        }
      }
      return undefined;
    },
  };
}
