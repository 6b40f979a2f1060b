// A local stand-in for MSG91's Flow API (POST /api/v5/flow with an authkey header and
// { template_id, short_url, recipients: [{ mobiles, VAR1, ... }] }), so lib/notify/sms.ts
// is tested, demonstrated and QA'd over real HTTP without the internet. It answers as MSG91
// does: { type: "success", message: <request id> } or { type: "error", message }.
// startFakeMsg91() serves it alone; scripts/fake-providers.ts serves it beside the WhatsApp
// fake on one port through handle().
import type { AddressInfo } from 'node:net';
import { fakeServer, type FakeHttpAnswer, type FakeHttpRequest, type FakeMessage } from './fake-whatsapp';

export interface FakeMsg91Request {
  authkey?: string;
  body: any;
  status: number;
  /** The request id answered (successful sends). */
  requestId?: string;
  at: string;
}

export interface FakeMsg91Options {
  /** When set, only this authkey is accepted (else any). */
  authKey?: string;
  /** Templates: id -> the registered text with ##VAR1##, ##VAR2##, ...; when set, other ids are refused and the texts are filled in. */
  templates?: Record<string, string>;
}

export interface FakeMsg91 {
  /** Every Flow API request as it arrived (failures too). */
  readonly requests: FakeMsg91Request[];
  /** The texts it took, one per recipient. */
  messages(): FakeMessage[];
  /** The next `count` requests are answered { type: "error" } with HTTP `status` (200 too: MSG91 refuses that way as well). */
  failNext(count: number, status?: number): void;
  handle(request: FakeHttpRequest): FakeHttpAnswer | null;
  clear(): void;
}

const error = (status: number, message: string): FakeHttpAnswer => ({ status, body: { type: 'error', message } });

/** The VARn values of a recipient, in order. */
function valuesOf(recipient: Record<string, unknown>): string[] {
  return Object.keys(recipient)
    .filter((name) => /^VAR\d+$/.test(name))
    .sort((a, b) => Number(a.slice(3)) - Number(b.slice(3)))
    .map((name) => String(recipient[name]));
}

export function createFakeMsg91(options: FakeMsg91Options = {}): FakeMsg91 {
  const requests: FakeMsg91Request[] = [];
  let failures = { count: 0, status: 500 };
  let sent = 0;

  function flow(authkey: string | undefined, text: string): FakeHttpAnswer {
    const record = (answer: FakeHttpAnswer, body: any, requestId?: string) => {
      requests.push({ authkey, body, status: answer.status, requestId, at: new Date().toISOString() });
      return answer;
    };
    let body: any;
    try {
      body = JSON.parse(text);
    } catch {
      return record(error(400, 'Invalid JSON'), text);
    }
    if (!authkey || (options.authKey && authkey !== options.authKey)) return record(error(401, 'Authentication failure'), body);
    if (failures.count > 0) {
      failures.count--;
      return record(error(failures.status, 'Fake failure'), body);
    }
    if (typeof body?.template_id !== 'string' || body.template_id === '') return record(error(400, 'template_id is required'), body);
    if (options.templates && options.templates[body.template_id] === undefined) return record(error(400, 'Template not found'), body);
    const recipients: unknown = body.recipients;
    if (!Array.isArray(recipients) || recipients.length === 0) return record(error(400, 'recipients are required'), body);
    if (!recipients.every((r) => typeof r?.mobiles === 'string' && /^91[6-9]\d{9}$/.test(r.mobiles))) return record(error(400, 'Invalid mobile number'), body);
    const requestId = (++sent).toString(16).padStart(24, '0');
    return record({ status: 200, body: { type: 'success', message: requestId } }, body, requestId);
  }

  return {
    requests,
    messages() {
      return requests
        .filter((r) => r.requestId)
        .flatMap((r) =>
          (r.body.recipients as Record<string, unknown>[]).map((recipient) => {
            const values = valuesOf(recipient);
            const registered = options.templates?.[r.body.template_id];
            const text = registered?.replace(/##VAR(\d+)##/g, (_, n: string) => values[Number(n) - 1] ?? '');
            return { provider: 'msg91' as const, id: r.requestId!, to: String(recipient.mobiles), template: r.body.template_id, values, ...(text !== undefined ? { text } : {}), at: r.at };
          }),
        );
    },
    failNext(count, status = 500) {
      failures = { count, status };
    },
    handle(request) {
      if (!/^\/api\/v5\/flow\/?(?:\?.*)?$/.test(request.url)) return null;
      if (request.method !== 'POST') return error(405, 'Method not allowed');
      const authkey = request.headers.authkey;
      return flow(typeof authkey === 'string' ? authkey : undefined, request.body);
    },
    clear() {
      requests.length = 0;
      failures = { count: 0, status: 500 };
    },
  };
}

export interface RunningFakeMsg91 extends FakeMsg91 {
  /** The origin to set as MSG91_API_URL. */
  readonly url: string;
  close(): Promise<void>;
}

/** The fake alone on its own port (0: a free one). */
export async function startFakeMsg91(options: FakeMsg91Options & { port?: number } = {}): Promise<RunningFakeMsg91> {
  const fake = createFakeMsg91(options);
  const server = fakeServer([fake.handle]);
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  return Object.assign(fake, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
