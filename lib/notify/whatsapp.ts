// WhatsApp through Meta's Cloud API (docs/rules/messages.md#whatsapp-through-the-cloud-api):
// the sender, and the status webhook (app/api/webhooks/whatsapp/route.ts).
// - Sending: POST {WHATSAPP_API_URL}/{version}/{phone number id}/messages with a bearer
//   token. A business may open a conversation only with a template Meta approved, so a
//   message leaves as its template's whatsappName and the text's values as body
//   parameters, in reading order ({{1}}, {{2}}, ...). The message's unique key rides along
//   as biz_opaque_callback_data, which Meta echoes in every status of that message.
// - The webhook: Meta checks the URL with a GET (hub.verify_token must be
//   WHATSAPP_VERIFY_TOKEN) and then POSTs events signed with the app secret
//   (X-Hub-Signature-256: sha256=<HMAC-SHA256 of the raw body>). Each status moves its
//   message forward only (./message-status.ts).
import 'server-only';
import { hmacSha256Hex, safeEqual } from '@/lib/auth/tokens';
import type { DB } from '@/lib/db';
import { applyStatusReport, type ReportedStatus, type StatusReport } from './message-status';
import type { Sender } from './outbox';
import { providerMobile } from './sms';
import { orderedVariables, templateOf, textValues } from './templates';

export const WHATSAPP_TIMEOUT_MS = 10_000;
/** The Graph API version the adapter was written against (WHATSAPP_API_VERSION overrides it). */
export const WHATSAPP_API_VERSION = 'v26.0';
/** Meta's limit on biz_opaque_callback_data. */
const CALLBACK_DATA_MAX = 512;

type Env = Readonly<Record<string, string | undefined>>;

export interface WhatsAppSettings {
  apiUrl: string;
  version: string;
  phoneNumberId: string;
  accessToken: string;
  /** The template language code the seller's templates were approved in. */
  language: string;
}

/** The sending settings, or null when WhatsApp is not configured (no phone number id or token). */
export function whatsappSettings(env: Env = process.env): WhatsAppSettings | null {
  const phoneNumberId = env.WHATSAPP_PHONE_NUMBER_ID?.trim();
  const accessToken = env.WHATSAPP_ACCESS_TOKEN?.trim();
  if (!phoneNumberId || !accessToken) return null;
  return {
    apiUrl: (env.WHATSAPP_API_URL?.trim() || 'https://graph.facebook.com').replace(/\/+$/, ''),
    version: env.WHATSAPP_API_VERSION?.trim() || WHATSAPP_API_VERSION,
    phoneNumberId,
    accessToken,
    language: env.WHATSAPP_TEMPLATE_LANGUAGE?.trim() || 'en',
  };
}

interface GraphError {
  message?: string;
  type?: string;
  code?: number;
  error_subcode?: number;
  error_data?: { details?: string };
  fbtrace_id?: string;
}

interface SendAnswer {
  messages?: { id?: string }[];
  error?: GraphError;
}

/** The provider's error as one line: its message, code/subcode and trace id. */
function graphErrorText(status: number, error: GraphError | undefined): string {
  if (!error) return `WhatsApp Cloud API answered HTTP ${status}`;
  const code = error.code !== undefined ? ` (code ${error.code}${error.error_subcode !== undefined ? `, subcode ${error.error_subcode}` : ''})` : '';
  const details = error.error_data?.details ? `: ${error.error_data.details}` : '';
  const trace = error.fbtrace_id ? ` [fbtrace_id ${error.fbtrace_id}]` : '';
  return `WhatsApp Cloud API answered HTTP ${status}: ${error.message ?? error.type ?? 'error'}${code}${details}${trace}`;
}

export function whatsappSender(settings: WhatsAppSettings): Sender {
  return {
    // Meta takes no idempotency key: a second request is a second message.
    dedupesByKey: false,
    async send(message) {
      if (message.channel !== 'whatsapp') throw new Error('The WhatsApp sender only sends WhatsApp messages.');
      if (!message.template) throw new Error('A WhatsApp message must name its approved template; this message has none.');
      const { event, vars } = message.template;
      const name = templateOf(event).whatsappName;
      if (!name) throw new Error(`The message ${event} has no WhatsApp template.`);
      orderedVariables(event, vars); // throws when one is missing: a text with a hole must not leave
      // Meta refuses a parameter with a newline, a tab or more than four spaces in a row.
      const parameters = textValues(event, vars).map((text) => ({ type: 'text', text: text.replace(/\s+/g, ' ').trim() }));
      const body = {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: providerMobile(message.recipient),
        type: 'template',
        template: { name, language: { code: settings.language }, components: [{ type: 'body', parameters }] },
        ...(message.key && message.key.length <= CALLBACK_DATA_MAX ? { biz_opaque_callback_data: message.key } : {}),
      };
      let response: Response;
      try {
        response = await fetch(`${settings.apiUrl}/${settings.version}/${encodeURIComponent(settings.phoneNumberId)}/messages`, {
          method: 'POST',
          headers: { authorization: `Bearer ${settings.accessToken}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(WHATSAPP_TIMEOUT_MS),
        });
      } catch (error) {
        throw new Error(`WhatsApp Cloud API could not be reached: ${error instanceof Error ? error.message : String(error)}`);
      }
      const answer = (await response.json().catch(() => ({}))) as SendAnswer;
      if (!response.ok) throw new Error(graphErrorText(response.status, answer.error));
      return { providerMessageId: answer.messages?.[0]?.id };
    },
  };
}

// ---------- the webhook ----------

export interface WebhookAnswer {
  status: number;
  body: string;
  contentType: string;
}

const json = (status: number, body: unknown): WebhookAnswer => ({ status, body: JSON.stringify(body), contentType: 'application/json' });

/** GET: Meta's check of the callback URL. Answers hub.challenge when hub.verify_token is ours. */
export function verifyWhatsAppSubscription(params: URLSearchParams, env: Env = process.env): WebhookAnswer {
  const token = env.WHATSAPP_VERIFY_TOKEN?.trim();
  if (!token) return json(404, { message: 'No such endpoint.' });
  const given = params.get('hub.verify_token') ?? '';
  const challenge = params.get('hub.challenge');
  if (params.get('hub.mode') !== 'subscribe' || !safeEqual(given, token) || challenge === null) return json(403, { message: 'Verification failed.' });
  return { status: 200, body: challenge, contentType: 'text/plain; charset=utf-8' };
}

/** X-Hub-Signature-256: "sha256=" and the HMAC-SHA256 of the exact raw body with the app secret. */
export function validWhatsAppSignature(appSecret: string, rawBody: string, header: string | null): boolean {
  const match = header?.trim().match(/^sha256=([0-9a-f]{64})$/i);
  if (!match) return false;
  return safeEqual(hmacSha256Hex(appSecret, rawBody), match[1].toLowerCase());
}

interface StatusEntry {
  id?: unknown;
  status?: unknown;
  timestamp?: unknown;
  biz_opaque_callback_data?: unknown;
  errors?: { code?: unknown; title?: unknown; message?: unknown; error_data?: { details?: unknown } }[];
}

/** A failed status's first error as one line: "131026 Message undeliverable: <details>". */
function statusErrorText(error: NonNullable<StatusEntry['errors']>[number]): string {
  const head = [error.code, error.title].filter((part) => part !== undefined && part !== '').join(' ');
  const details = error.error_data?.details ?? (error.message !== error.title ? error.message : undefined);
  return details ? `${head}: ${String(details)}` : head;
}

const REPORTED: readonly string[] = ['sent', 'delivered', 'read', 'failed'] satisfies ReportedStatus[];

/** The message statuses in a webhook payload (entry[].changes[].value.statuses[]); anything else is skipped. */
export function statusReportsOf(payload: unknown): StatusReport[] {
  const reports: StatusReport[] = [];
  const entries = (payload as { entry?: unknown })?.entry;
  for (const entry of Array.isArray(entries) ? entries : []) {
    const changes = (entry as { changes?: unknown })?.changes;
    for (const change of Array.isArray(changes) ? changes : []) {
      const statuses = (change as { value?: { statuses?: unknown } })?.value?.statuses;
      for (const status of (Array.isArray(statuses) ? statuses : []) as StatusEntry[]) {
        if (typeof status?.id !== 'string' || typeof status.status !== 'string' || !REPORTED.includes(status.status)) continue;
        const seconds = Number(status.timestamp);
        const error = status.errors?.[0];
        reports.push({
          providerMessageId: status.id,
          status: status.status as ReportedStatus,
          key: typeof status.biz_opaque_callback_data === 'string' ? status.biz_opaque_callback_data : undefined,
          at: Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : undefined,
          error: error ? statusErrorText(error) : undefined,
        });
      }
    }
  }
  return reports;
}

/** POST: a signed event delivery. Every message status in it is applied; other events are acknowledged and ignored. */
export async function handleWhatsAppWebhook(db: DB, rawBody: string, headers: Headers, env: Env = process.env): Promise<WebhookAnswer> {
  const secret = env.WHATSAPP_APP_SECRET?.trim();
  if (!secret || !whatsappSettings(env)) return json(404, { message: 'No such endpoint.' });
  if (!validWhatsAppSignature(secret, rawBody, headers.get('x-hub-signature-256'))) return json(401, { message: 'Invalid signature.' });
  let payload: unknown;
  try {
    payload = JSON.parse(rawBody);
  } catch {
    return json(400, { message: 'Body is not JSON.' });
  }
  const outcomes = { moved: 0, unchanged: 0, unknown: 0 };
  for (const report of statusReportsOf(payload)) outcomes[await applyStatusReport(db, report)]++;
  return json(200, { status: 'received', ...outcomes });
}
