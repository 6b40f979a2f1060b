// Where the console's login sends a member: the login page itself, the console's home,
// and the page they came for. No server code: the login form and the server pages share it.

export const SELLER_HOME_PATH = '/seller';
export const SELLER_LOGIN_PATH = '/seller/login';

const BASE = 'http://console.invalid';

/**
 * The console page to open after logging in: `next` when it is a page of the console on
 * this site (never another site: no open redirect), else the console's home. A login
 * page as `next` (a refused try sends the member to the login again with the login's own
 * address) gives the page that login was for.
 */
export function pathAfterLogin(next: unknown, depth = 0): string {
  if (typeof next !== 'string' || next === '' || depth > 3) return SELLER_HOME_PATH;
  let url: URL;
  try {
    url = new URL(next, BASE);
  } catch {
    return SELLER_HOME_PATH;
  }
  if (url.origin !== BASE || !(url.pathname === SELLER_HOME_PATH || url.pathname.startsWith(`${SELLER_HOME_PATH}/`))) return SELLER_HOME_PATH;
  if (url.pathname === SELLER_LOGIN_PATH) return pathAfterLogin(url.searchParams.get('next'), depth + 1);
  return `${url.pathname}${url.search}`;
}
