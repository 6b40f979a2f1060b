// Production mode (STORE_MODE=production) refuses to start while a setting it needs is
// missing; demo mode needs nothing (outbox senders, test payments, embedded SQLite).
import 'server-only';

export interface Requirement {
  name: string;
  why: string;
}

const productionRequirements: Requirement[] = [
  { name: 'STORE_SITE_URL', why: 'the public origin for canonical links, sitemaps and the Origin check' },
  { name: 'DATABASE_URL', why: 'the production database (postgres://...) shared by every app instance' },
  { name: 'RAZORPAY_KEY_ID', why: 'the card payment provider public key' },
  { name: 'RAZORPAY_KEY_SECRET', why: 'creating provider orders and checking payment signatures' },
  { name: 'RAZORPAY_WEBHOOK_SECRET', why: 'verifying the provider webhook' },
  { name: 'RECONCILE_TOKEN', why: 'letting the payment reconciler (scripts/reconcile-payments.ts) call POST /api/payments/reconcile' },
  { name: 'SMTP_URL', why: 'sending contact and order mails' },
  { name: 'SMS_GATEWAY_URL', why: 'sending login OTPs by SMS' },
];

/** The settings production mode still lacks, empty when ready (or in demo mode). */
export function missingProductionSettings(env: Readonly<Record<string, string | undefined>> = process.env): Requirement[] {
  if (env.STORE_MODE !== 'production') return [];
  return productionRequirements.filter((r) => !env[r.name]);
}

export function assertReadyToStart(env: Readonly<Record<string, string | undefined>> = process.env): void {
  const missing = missingProductionSettings(env);
  if (missing.length === 0) return;
  const lines = missing.map((r) => `  - ${r.name}: ${r.why}`).join('\n');
  throw new Error(`STORE_MODE=production cannot start; these settings are missing:\n${lines}`);
}
