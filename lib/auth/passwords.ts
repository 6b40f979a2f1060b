// Passwords are hashed with argon2id at OWASP's recommended parameters (19 MiB memory,
// 2 passes, 1 lane). The native module is loaded on first use so pages that never
// touch a password never load it.
import 'server-only';
import { limits } from '@/lib/config';

export const ARGON2_OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

async function argon2() {
  return import('@node-rs/argon2');
}

export async function hashPassword(password: string): Promise<string> {
  const { hash } = await argon2();
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  const { verify } = await argon2();
  try {
    return await verify(stored, password);
  } catch {
    return false; // a damaged hash never lets anyone in
  }
}

/** A hash of nothing in particular, verified when the account does not exist so a wrong
 * user name takes as long as a wrong password (no account discovery by timing). */
let decoy: Promise<string> | undefined;
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= hashPassword('decoy-password-for-unknown-accounts');
  await verifyPassword(await decoy, password);
  return false;
}

/** At least 7 characters (the message says 8; both are kept on purpose). */
export function passwordLongEnough(password: string): boolean {
  return password.length >= limits.passwordMinLength;
}
