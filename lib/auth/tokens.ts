// Small crypto helpers shared by sessions, OTPs and payment signatures.
import 'server-only';
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random secret token (32 bytes, base64url). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export function hmacSha256Hex(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('hex');
}

/** Compares two strings in constant time (for hashes and signatures). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  if (left.length !== right.length) return false;
  return timingSafeEqual(left, right);
}

/** The current time as the ISO text the database columns hold. */
export function nowIso(now: Date = new Date()): string {
  return now.toISOString();
}

export function isoAfter(ms: number, now: Date = new Date()): string {
  return new Date(now.getTime() + ms).toISOString();
}
