// The SMS sender: MSG91's Flow API (docs/rules/messages.md#sms-through-msg91). India lets a
// business text only DLT-registered templates, so a message leaves as its template's
// MSG91 id (the setting named by the template's smsSetting, e.g. SMS_TEMPLATE_ORDER_PLACED)
// and its variables; MSG91 fills the registered text. The variables are named VAR1, VAR2,
// ... in the order the text reads them, which is how the seller writes them (##VAR1##, ...)
// in MSG91's copy of each DLT template. Without MSG91_AUTH_KEY (demo mode) texts go to the
// outbox, readable at GET /api/dev/outbox.
import 'server-only';
import { limits } from '@/lib/config';
import type { DB } from '@/lib/db';
import { outboxSender, type Sender } from './outbox';
import { dltText, orderedVariables, smsVars, templateOf, textValues, type MessageEvent } from './templates';

export const SMS_TIMEOUT_MS = 10_000;

type Env = Readonly<Record<string, string | undefined>>;

export interface Msg91Settings {
  authKey: string;
  /** Origin of MSG91's API (a fake's in tests and QA). */
  apiUrl: string;
  /** The DLT-registered sender header; MSG91 uses it when the template's sender is "FromAPI". */
  senderId?: string;
  /** The MSG91 template id of a message kind, or undefined when its setting is not set. */
  templateId(event: MessageEvent): string | undefined;
}

export function msg91Settings(env: Env = process.env): Msg91Settings | null {
  const authKey = env.MSG91_AUTH_KEY?.trim();
  if (!authKey) return null;
  return {
    authKey,
    apiUrl: (env.MSG91_API_URL?.trim() || 'https://control.msg91.com').replace(/\/+$/, ''),
    senderId: env.SMS_SENDER_ID?.trim() || undefined,
    templateId: (event) => {
      const setting = templateOf(event).smsSetting;
      return (setting && env[setting]?.trim()) || undefined;
    },
  };
}

/** A 10-digit Indian mobile number as the providers take it: 91XXXXXXXXXX, without "+". */
export function providerMobile(recipient: string): string {
  const country = limits.mobilePrefix.replace(/\D/g, '');
  const digits = recipient.replace(/\D/g, '');
  if (digits.length === limits.mobileLength) return `${country}${digits}`;
  if (digits.length === limits.mobileLength + country.length && digits.startsWith(country)) return digits;
  throw new Error('The recipient is not a 10-digit Indian mobile number.');
}

/** The variables' names in MSG91's request: VAR1, VAR2, ... for the text's places in reading order. */
export function msg91VariableNames(event: MessageEvent): string[] {
  return textValues(event, {}).map((_, i) => `VAR${i + 1}`);
}

/** The text as the seller enters it in MSG91's template: the DLT text with ##VAR1##, ##VAR2##, ... for its {#var#}. */
export function msg91TemplateText(event: MessageEvent): string {
  let k = 0;
  return dltText(event).replace(/\{#(var|url)#\}/g, () => `##VAR${++k}##`);
}

interface Msg91Answer {
  type?: string;
  message?: string;
  code?: string | number;
}

/** Sends through MSG91's Flow API (POST /api/v5/flow). The answer's request id is the provider's message id. */
export function msg91Sender(settings: Msg91Settings): Sender {
  return {
    // MSG91 takes no key of ours: a second request is a second text.
    dedupesByKey: false,
    async send(message) {
      if (message.channel !== 'sms') throw new Error('MSG91 only sends SMS.');
      if (!message.template) throw new Error('An SMS must name its DLT template; this message has none.');
      const { event, vars } = message.template;
      const setting = templateOf(event).smsSetting;
      if (!setting) throw new Error(`The message ${event} has no SMS template.`);
      const templateId = settings.templateId(event);
      if (!templateId) throw new Error(`${setting} is not set: the MSG91 template id of the ${event} SMS (docs/rules/messages.md).`);
      orderedVariables(event, vars); // throws when one is missing: a text with a hole must not leave
      const names = msg91VariableNames(event);
      const values = textValues(event, smsVars(vars)); // each at most what DLT takes
      const recipient: Record<string, string> = { mobiles: providerMobile(message.recipient) };
      names.forEach((name, i) => (recipient[name] = values[i]));
      const body = {
        template_id: templateId,
        // MSG91's short links are on its own domain, which the seller's DLT entry does not whitelist.
        short_url: '0',
        ...(settings.senderId ? { sender: settings.senderId } : {}),
        recipients: [recipient],
      };
      let response: Response;
      try {
        response = await fetch(`${settings.apiUrl}/api/v5/flow`, {
          method: 'POST',
          headers: { authkey: settings.authKey, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
        });
      } catch (error) {
        throw new Error(`MSG91 could not be reached: ${error instanceof Error ? error.message : String(error)}`);
      }
      const answer = (await response.json().catch(() => ({}))) as Msg91Answer;
      // MSG91 can refuse with HTTP 200 and type "error".
      if (!response.ok || answer.type !== 'success') {
        const code = answer.code !== undefined ? ` (code ${answer.code})` : '';
        throw new Error(`MSG91 answered HTTP ${response.status}: ${answer.message ?? 'no message'}${code}`);
      }
      return { providerMessageId: answer.message || undefined };
    },
  };
}

/** The SMS sender for this process: MSG91 when MSG91_AUTH_KEY is set, else the outbox. */
export function smsSender(db: DB, env: Env = process.env): Sender {
  const settings = msg91Settings(env);
  return settings ? msg91Sender(settings) : outboxSender(db);
}
