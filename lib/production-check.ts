// Production mode (STORE_MODE=production) refuses to start while a setting it needs is
// missing; demo mode needs nothing (outbox senders, test payments, embedded SQLite).
import 'server-only';
import { messageEvents, templateOf } from '@/lib/notify/templates';

export interface Requirement {
  name: string;
  why: string;
}

type Env = Readonly<Record<string, string | undefined>>;

const productionRequirements: Requirement[] = [
  { name: 'STORE_SITE_URL', why: 'the public origin for canonical links, sitemaps and the Origin check' },
  { name: 'DATABASE_URL', why: 'the production database (postgres://...) shared by every app instance' },
  { name: 'RAZORPAY_KEY_ID', why: 'the card payment provider public key' },
  { name: 'RAZORPAY_KEY_SECRET', why: 'creating provider orders and checking payment signatures' },
  { name: 'RAZORPAY_WEBHOOK_SECRET', why: 'verifying the provider webhook' },
  { name: 'RECONCILE_TOKEN', why: 'letting the payment reconciler (scripts/reconcile-payments.ts) call POST /api/payments/reconcile' },
  { name: 'SMTP_URL', why: 'sending contact and order mails' },
  { name: 'MSG91_AUTH_KEY', why: 'sending login OTPs and order texts by SMS through MSG91' },
  { name: 'STORE_GRIEVANCE_OFFICER_NAME', why: 'the grievance officer the E-Commerce Rules 2020 require the shop to name (docs/rules/grievances.md)' },
  { name: 'STORE_GRIEVANCE_OFFICER_DESIGNATION', why: "the grievance officer's designation, shown on the contact page and in the footer" },
  { name: 'STORE_GRIEVANCE_OFFICER_EMAIL', why: "the grievance officer's e-mail, shown to shoppers and sent each new complaint" },
  { name: 'STORE_GRIEVANCE_OFFICER_PHONE', why: "the grievance officer's phone, shown on the contact page and in the footer" },
];

/** WhatsApp is all of these or none: half of them sends messages whose statuses never arrive, or none at all. */
const whatsappSettings: Requirement[] = [
  { name: 'WHATSAPP_PHONE_NUMBER_ID', why: 'the WhatsApp number the Cloud API sends from' },
  { name: 'WHATSAPP_ACCESS_TOKEN', why: 'the Cloud API token that sends WhatsApp messages' },
  { name: 'WHATSAPP_APP_SECRET', why: 'checking the signature of the WhatsApp status webhook' },
  { name: 'WHATSAPP_VERIFY_TOKEN', why: "answering Meta's check of the WhatsApp webhook URL" },
];

/**
 * Shiprocket is all of these or none (none: staff ship by hand, docs/rules/shipping.md#setting-up-shiprocket):
 * an account without the webhook key books parcels whose tracking never arrives.
 */
const shiprocketSettings: Requirement[] = [
  { name: 'SHIPROCKET_EMAIL', why: "the Shiprocket API user's e-mail (Settings > API in Shiprocket's panel)" },
  { name: 'SHIPROCKET_PASSWORD', why: "the Shiprocket API user's password" },
  { name: 'COURIER_WEBHOOK_KEY', why: "the x-api-key Shiprocket's tracking webhook sends to POST /api/courier/events (the same value as in its panel)" },
];

const isSet = (env: Env, name: string) => Boolean(env[name]?.trim());

/** With MSG91 in use: the sender header and every SMS template's id (docs/rules/messages.md). */
function smsRequirements(env: Env): Requirement[] {
  if (!isSet(env, 'MSG91_AUTH_KEY')) return [];
  const templates: Requirement[] = messageEvents.flatMap((event) => {
    const setting = templateOf(event).smsSetting;
    return setting ? [{ name: setting, why: `the MSG91 template id of the ${event} SMS (its DLT-registered text is in docs/rules/messages.md)` }] : [];
  });
  return [{ name: 'SMS_SENDER_ID', why: 'the DLT-registered sender header the texts are sent from' }, ...templates];
}

/** The settings production mode still lacks, empty when ready (or in demo mode). */
export function missingProductionSettings(env: Env = process.env): Requirement[] {
  if (env.STORE_MODE !== 'production') return [];
  const whatsappSet = whatsappSettings.filter((r) => isSet(env, r.name)).length;
  const whatsapp = whatsappSet > 0 && whatsappSet < whatsappSettings.length
    ? whatsappSettings.map((r) => ({ ...r, why: `${r.why} (WhatsApp needs its four settings, or none of them)` }))
    : [];
  const shiprocketSet = shiprocketSettings.filter((r) => isSet(env, r.name)).length;
  const shiprocket = shiprocketSet > 0 && shiprocketSet < shiprocketSettings.length
    ? shiprocketSettings.map((r) => ({ ...r, why: `${r.why} (Shiprocket needs its three settings, or none of them)` }))
    : [];
  return [...productionRequirements, ...smsRequirements(env), ...whatsapp, ...shiprocket].filter((r) => !isSet(env, r.name));
}

export function assertReadyToStart(env: Env = process.env): void {
  const missing = missingProductionSettings(env);
  if (missing.length === 0) return;
  const lines = missing.map((r) => `  - ${r.name}: ${r.why}`).join('\n');
  throw new Error(`STORE_MODE=production cannot start; these settings are missing:\n${lines}`);
}
