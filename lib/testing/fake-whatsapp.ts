// A local stand-in for Meta's WhatsApp Cloud API (the part the shop uses: sending a
// template message, and the signed status webhook Meta posts back), so lib/notify/whatsapp.ts
// is tested, demonstrated and QA'd over real HTTP without the internet. It answers in
// Meta's shapes: { messaging_product, contacts, messages: [{ id }] }, or
// { error: { message, type, code, error_subcode?, error_data?, fbtrace_id } }.
// startFakeWhatsApp() serves it alone; scripts/fake-providers.ts serves it beside the MSG91
// fake on one port through handle().
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeHttpRequest {
  method: string;
  /** The path and query, as the request line has it. */
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface FakeHttpAnswer {
  status: number;
  body: unknown;
  /** When set, `body` (a string or Buffer) is sent as it is with this type, instead of as JSON. */
  contentType?: string;
}

/** One message a fake took, in the form GET /fake/messages lists. */
export interface FakeMessage {
  provider: 'whatsapp' | 'msg91';
  id: string;
  to: string;
  template: string;
  /** The variables' values, in the template's order. */
  values: string[];
  /** The text the recipient reads, when the fake knows the template's registered text. */
  text?: string;
  at: string;
}

export interface FakeWhatsAppRequest {
  path: string;
  auth?: string;
  body: any;
  status: number;
  /** The message id answered (successful sends). */
  id?: string;
  at: string;
}

export interface StatusToSend {
  id: string;
  status: 'sent' | 'delivered' | 'read' | 'failed';
  /** Default: the number the message was sent to. */
  recipient_id?: string;
  /** Default: what the send carried. */
  biz_opaque_callback_data?: string;
  /** Default for "failed": Meta's 131026 "Message undeliverable". */
  errors?: { code: number; title: string; message?: string; error_data?: { details: string } }[];
  /** Unix seconds; default now. */
  timestamp?: number;
}

export interface FakeWhatsAppOptions {
  /** When set, only this bearer token is accepted (else any). */
  accessToken?: string;
  /** When set, only this phone number id is accepted (else any). */
  phoneNumberId?: string;
  /** Approved templates: name -> body with {{1}}, {{2}}, ...; when set, other names and wrong parameter counts are refused, as Meta does. */
  templates?: Record<string, string>;
}

export interface FakeWhatsApp {
  /** Every send request as it arrived (failures too). */
  readonly requests: FakeWhatsAppRequest[];
  /** The messages it took. */
  messages(): FakeMessage[];
  /** The next `count` sends are answered with `status` (and a Meta error of that kind) instead of sent. */
  failNext(count: number, status?: number): void;
  /** POSTs a status webhook, signed with `appSecret` as Meta signs it, to `url`; answers the shop's status and body. */
  sendStatus(url: string, appSecret: string, statuses: StatusToSend | StatusToSend[]): Promise<{ status: number; body: string }>;
  /** Answers a request that is the Cloud API's, or null when it is not. */
  handle(request: FakeHttpRequest): FakeHttpAnswer | null;
  clear(): void;
}

const SEND_PATH = /^\/(v\d+\.\d+)\/([^/?]+)\/messages(?:\?.*)?$/;

/** A Graph API error answer. */
function graphError(status: number, code: number, message: string, extra: Record<string, unknown> = {}): FakeHttpAnswer {
  return { status, body: { error: { message, type: 'OAuthException', code, ...extra, fbtrace_id: `AFake${Date.now().toString(36)}` } } };
}

function failureOf(status: number): FakeHttpAnswer {
  if (status === 401) return graphError(401, 190, 'Invalid OAuth access token - Cannot parse access token');
  if (status === 429) return graphError(429, 130429, '(#130429) Rate limit hit', { error_data: { messaging_product: 'whatsapp', details: 'Cloud API message throughput has been reached.' } });
  if (status >= 500) return graphError(status, 1, 'An unknown error has occurred.', { error_subcode: 99 });
  return graphError(status, 131030, '(#131030) Recipient phone number not in allowed list', {
    error_data: { messaging_product: 'whatsapp', details: 'Recipient phone number not in allowed list: Add recipient phone number to recipient list and try again.' },
  });
}

const fill = (body: string, values: string[]) => body.replace(/\{\{(\d+)\}\}/g, (_, n: string) => values[Number(n) - 1] ?? '');

export function createFakeWhatsApp(options: FakeWhatsAppOptions = {}): FakeWhatsApp {
  const requests: FakeWhatsAppRequest[] = [];
  let failures: { count: number; status: number } = { count: 0, status: 500 };
  let sent = 0;

  function send(path: string, phoneNumberId: string, auth: string | undefined, text: string): FakeHttpAnswer {
    const record = (answer: FakeHttpAnswer, body: any, id?: string) => {
      requests.push({ path, auth, body, status: answer.status, id, at: new Date().toISOString() });
      return answer;
    };
    let body: any;
    try {
      body = JSON.parse(text);
    } catch {
      return record(graphError(400, 100, '(#100) Invalid parameter'), text);
    }
    const token = auth?.match(/^Bearer (.+)$/)?.[1];
    if (!token || (options.accessToken && token !== options.accessToken)) return record(failureOf(401), body);
    if (options.phoneNumberId && phoneNumberId !== options.phoneNumberId) {
      return record(graphError(400, 100, `Unsupported post request. Object with ID '${phoneNumberId}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`, { error_subcode: 33 }), body);
    }
    if (failures.count > 0) {
      failures.count--;
      return record(failureOf(failures.status), body);
    }
    if (body?.messaging_product !== 'whatsapp') return record(graphError(400, 100, '(#100) The parameter messaging_product is required.'), body);
    if (typeof body.to !== 'string' || !/^\d{8,15}$/.test(body.to)) return record(graphError(400, 100, '(#100) Invalid parameter', { error_data: { details: 'to' } }), body);
    if (body.type !== 'template' || typeof body.template?.name !== 'string' || typeof body.template?.language?.code !== 'string') {
      return record(graphError(400, 131008, '(#131008) Required parameter is missing', { error_data: { details: 'template name and language are required' } }), body);
    }
    const parameters: unknown[] = body.template.components?.find((c: any) => c?.type === 'body')?.parameters ?? [];
    if (options.templates) {
      const approved = options.templates[body.template.name];
      if (approved === undefined) return record(graphError(404, 132001, '(#132001) Template name does not exist in the translation', { error_data: { details: `template name (${body.template.name}) does not exist in ${body.template.language.code}` } }), body);
      const expected = new Set(approved.match(/\{\{\d+\}\}/g) ?? []).size;
      if (parameters.length !== expected) {
        return record(graphError(400, 132000, '(#132000) Number of parameters does not match the expected number of params', { error_data: { details: `body: number of localizable_params (${parameters.length}) does not match the expected number of params (${expected})` } }), body);
      }
    }
    const id = `wamid.FAKE${String(++sent).padStart(8, '0')}`;
    return record({ status: 200, body: { messaging_product: 'whatsapp', contacts: [{ input: body.to, wa_id: body.to }], messages: [{ id, message_status: 'accepted' }] } }, body, id);
  }

  const fake: FakeWhatsApp = {
    requests,
    messages() {
      return requests
        .filter((r) => r.id)
        .map((r) => {
          const values = (r.body.template.components?.find((c: any) => c?.type === 'body')?.parameters ?? []).map((p: any) => String(p?.text ?? ''));
          const approved = options.templates?.[r.body.template.name];
          return { provider: 'whatsapp', id: r.id!, to: r.body.to, template: r.body.template.name, values, ...(approved !== undefined ? { text: fill(approved, values) } : {}), at: r.at };
        });
    },
    failNext(count, status = 500) {
      failures = { count, status };
    },
    async sendStatus(url, appSecret, given) {
      const statuses = (Array.isArray(given) ? given : [given]).map((s) => {
        const original = requests.find((r) => r.id === s.id);
        const callback = s.biz_opaque_callback_data ?? original?.body?.biz_opaque_callback_data;
        return {
          id: s.id,
          status: s.status,
          timestamp: String(s.timestamp ?? Math.floor(Date.now() / 1000)),
          recipient_id: s.recipient_id ?? original?.body?.to ?? '910000000000',
          ...(callback !== undefined ? { biz_opaque_callback_data: callback } : {}),
          ...(s.status === 'failed'
            ? { errors: s.errors ?? [{ code: 131026, title: 'Message undeliverable', message: 'Message undeliverable', error_data: { details: 'Message Undeliverable.' } }] }
            : { pricing: { billable: true, pricing_model: 'PMP', category: 'utility' } }),
        };
      });
      const phoneNumberId = options.phoneNumberId ?? '100000000000001';
      const payload = {
        object: 'whatsapp_business_account',
        entry: [{ id: '200000000000001', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', metadata: { display_phone_number: '15550000001', phone_number_id: phoneNumberId }, statuses } }] }],
      };
      const raw = JSON.stringify(payload);
      const signature = `sha256=${createHmac('sha256', appSecret).update(raw).digest('hex')}`;
      const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature }, body: raw });
      return { status: response.status, body: await response.text() };
    },
    handle(request) {
      const match = request.url.match(SEND_PATH);
      if (!match) return null;
      if (request.method !== 'POST') return graphError(400, 100, 'Unsupported get request.');
      const auth = request.headers.authorization;
      return send(request.url, decodeURIComponent(match[2]), typeof auth === 'string' ? auth : undefined, request.body);
    },
    clear() {
      requests.length = 0;
      failures = { count: 0, status: 500 };
    },
  };
  return fake;
}

/** Reads a request's body and answers it with the first handler that takes it (404 otherwise). */
export function fakeServer(handlers: ((request: FakeHttpRequest) => FakeHttpAnswer | null | Promise<FakeHttpAnswer | null>)[]): http.Server {
  return http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const request = { method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      let answer: FakeHttpAnswer | null = null;
      try {
        for (const handler of handlers) {
          answer = await handler(request);
          if (answer) break;
        }
      } catch (error) {
        answer = { status: 500, body: { error: String(error) } };
      }
      answer ??= { status: 404, body: { error: 'not found' } };
      if (answer.contentType) res.writeHead(answer.status, { 'content-type': answer.contentType }).end(answer.body as string | Buffer);
      else res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
}

export interface RunningFakeWhatsApp extends FakeWhatsApp {
  /** The origin to set as WHATSAPP_API_URL. */
  readonly url: string;
  close(): Promise<void>;
}

/** The fake alone on its own port (0: a free one). */
export async function startFakeWhatsApp(options: FakeWhatsAppOptions & { port?: number } = {}): Promise<RunningFakeWhatsApp> {
  const fake = createFakeWhatsApp(options);
  const server = fakeServer([fake.handle]);
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  return Object.assign(fake, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
