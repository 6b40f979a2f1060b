// The second factor of every staff login (docs/rules/seller.md#logging-in): TOTP as RFC
// 6238 (SHA-1, 6 digits, 30 s steps), through the otpauth library. One step either side
// is accepted for clock drift; a code is used once (the last accepted step is kept on
// the staff row and a code of that step or earlier is refused).
import 'server-only';
import { Secret, TOTP } from 'otpauth';
import { store } from '@/lib/config';

const PERIOD = 30;
const DIGITS = 6;

function totpOf(secretBase32: string, label = ''): TOTP {
  return new TOTP({ issuer: store.businessName, label, algorithm: 'SHA1', digits: DIGITS, period: PERIOD, secret: Secret.fromBase32(secretBase32) });
}

/** A new random secret (160 bits), base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an authenticator app reads from the QR code. */
export function totpUri(secretBase32: string, email: string): string {
  return totpOf(secretBase32, email).toString();
}

/** The current code of a secret (tests, and the demo owner's documented secret). */
export function totpCode(secretBase32: string, at: number = Date.now()): string {
  return totpOf(secretBase32).generate({ timestamp: at });
}

/**
 * The 30 s step a code belongs to when it is valid now (one step of drift either way),
 * or null. The caller refuses a step at or before the last one it accepted.
 */
export function totpStepOf(secretBase32: string, code: string, at: number = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secretBase32).validate({ token: code, timestamp: at, window: 1 });
  if (delta === null) return null;
  return Math.floor(at / 1000 / PERIOD) + delta;
}
