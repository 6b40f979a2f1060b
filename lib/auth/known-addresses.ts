// The addresses an account logged in from (docs/rules/login.md#known-addresses). A lock
// that strangers cause by failing on purpose (a staff account's, a shopper's per-account
// budgets) does not hold back a login from an address the account logged in from
// before: the attacker cannot lock the owner out from elsewhere, and from that address
// the per-address limits still apply.
//
// Addresses are kept as they are, not hashed: an IPv4 address is one of 2^32, so an
// unkeyed hash is reversed in minutes, the shop has no secret to key one with, and the
// audit log keeps every staff login's address in plain text anyway. An IPv6 client is
// known by its /64 (its own network: the last 64 bits change with privacy addresses),
// which is also how the staff throttle counts it. An address unused for
// KNOWN_ADDRESS_DAYS is forgotten.
import 'server-only';
import { isIP } from 'node:net';
import type { DB, Tx } from '@/lib/db';

export const KNOWN_ADDRESS_DAYS = 90;
const KNOWN_FOR_MS = KNOWN_ADDRESS_DAYS * 24 * 60 * 60 * 1000;

/** The eight 16-bit groups of a valid IPv6 address (a trailing dotted IPv4 part included). */
function groupsOf(ip: string): number[] {
  let text = ip;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(zeros).fill('0'), ...right].map((group) => parseInt(group, 16));
}

/**
 * The client address as the throttles count it and known addresses keep it: an IPv4
 * address as it is (also when written as IPv6, ::ffff:a.b.c.d, or with a port), an IPv6
 * address as its /64 ("2001:db8:0:1::/64"), anything else (no address: "local") as it is.
 */
export function addressKey(clientIp: string): string {
  let text = clientIp.trim().toLowerCase();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) text = bracketed[1]!;
  const withPort = /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(text);
  if (withPort) text = withPort[1]!;
  text = text.replace(/%.*$/, ''); // an IPv6 zone (fe80::1%eth0)
  const version = isIP(text);
  if (version === 4) return text;
  if (version !== 6) return clientIp.trim();
  const groups = groupsOf(text);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  }
  return `${groups.slice(0, 4).map((g) => g.toString(16)).join(':')}::/64`;
}

export type LoginAccount = `staff:${number}` | `customer:${number}`;

/** A request without an address (in-process, or a server not told who the client is) proves nothing. */
const isAddress = (key: string) => isIP(key) !== 0 || key.endsWith('::/64');

/** Whether the account logged in from this address within KNOWN_ADDRESS_DAYS. */
export async function isKnownAddress(db: DB | Tx, account: LoginAccount, clientIp: string, now = Date.now()): Promise<boolean> {
  if (!isAddress(addressKey(clientIp))) return false;
  const row = await db
    .selectFrom('login_addresses')
    .select('id')
    .where('account', '=', account)
    .where('address', '=', addressKey(clientIp))
    .where('last_login_at', '>', new Date(now - KNOWN_FOR_MS).toISOString())
    .executeTakeFirst();
  return row !== undefined;
}

/** Notes a successful login from this address (and forgets the account's addresses unused too long). */
export async function rememberAddress(db: DB | Tx, account: LoginAccount, clientIp: string, now = Date.now()): Promise<void> {
  if (!isAddress(addressKey(clientIp))) return;
  const at = new Date(now).toISOString();
  await db
    .insertInto('login_addresses')
    .values({ account, address: addressKey(clientIp), last_login_at: at })
    .onConflict((oc) => oc.columns(['account', 'address']).doUpdateSet({ last_login_at: at }))
    .execute();
  await db.deleteFrom('login_addresses').where('account', '=', account).where('last_login_at', '<=', new Date(now - KNOWN_FOR_MS).toISOString()).execute();
}
