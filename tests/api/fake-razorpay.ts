// A local stand-in for Razorpay's HTTP API (the part our adapter calls: create an order,
// list an order's payments, refund a payment), so the razorpay provider is tested over real HTTP without
// the internet. One fake for every suite; each suite reads and sets its record.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RefundState } from '@/lib/refunds/states';

export interface FakePayment {
  id: string;
  order_id: string;
  amount: number;
  status: string;
}

export interface FakeRefund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  receipt: string | null;
  notes: Record<string, string>;
  status: string;
  speed_requested: string;
}

export interface FakeRazorpay {
  /** Origin to set as RAZORPAY_API_BASE. */
  readonly url: string;
  /** Orders created through the API, in order: the Authorization header seen and the body sent. */
  readonly createdOrders: { auth?: string; body: any; id: string }[];
  /** Provider order id -> its payments, as the provider would list them. */
  readonly paymentsByOrder: Map<string, FakePayment[]>;
  /** Refund calls as they arrived (each call counted, repeats too): payment, body, X-Refund-Idempotency, the refund answered. */
  readonly refundCalls: { paymentId: string; body: any; idempotencyKey?: string; refundId: string }[];
  /** Refunds made, by X-Refund-Idempotency (a repeated key answers the first refund). */
  readonly refundsByKey: Map<string, FakeRefund>;
  /** Refund ids asked about (GET /v1/payments/:id/refunds/:refund_id), in order. */
  readonly refundFetches: string[];
  /** The state new refunds are answered with (Razorpay answers 'pending' or 'processed'). */
  refundStatus: RefundState;
  /** The next this many refund calls are counted (with their key) and answered 503, as a provider that is down. */
  refundFailures: number;
  /** While true every call answers 500 (the provider is down). */
  failing: boolean;
  close(): Promise<void>;
}

export async function startFakeRazorpay(options: {
  keyId: string;
  keySecret: string;
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Provider order ids are this prefix plus a six-digit count. */
  orderIdPrefix?: string;
}): Promise<FakeRazorpay> {
  const expectedAuth = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;
  const prefix = options.orderIdPrefix ?? 'order_Fake';
  const createdOrders: FakeRazorpay['createdOrders'] = [];
  const paymentsByOrder = new Map<string, FakePayment[]>();
  const refundCalls: FakeRazorpay['refundCalls'] = [];
  const refundsByKey = new Map<string, FakeRefund>();
  const refundFetches: string[] = [];
  const server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => {
      const send = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (req.headers.authorization !== expectedAuth) return send(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
      if (fake.failing) return send(500, { error: { code: 'SERVER_ERROR' } });
      if (req.method === 'POST' && req.url === '/v1/orders') {
        const body = JSON.parse(text);
        const id = `${prefix}${String(createdOrders.length + 1).padStart(6, '0')}`;
        createdOrders.push({ auth: req.headers.authorization, body, id });
        return send(200, { id, entity: 'order', amount: body.amount, amount_paid: 0, currency: body.currency, receipt: body.receipt, status: 'created' });
      }
      const refundMatch = req.url?.match(/^\/v1\/payments\/([^/]+)\/refund$/);
      if (req.method === 'POST' && refundMatch) {
        const paymentId = decodeURIComponent(refundMatch[1]);
        const body = JSON.parse(text);
        const header = req.headers['x-refund-idempotency'];
        const key = typeof header === 'string' ? header : undefined;
        // Razorpay: 10+ characters of letters, digits, hyphens and underscores.
        if (key !== undefined && !/^[A-Za-z0-9_-]{10,}$/.test(key)) return send(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'invalid idempotency key' } });
        if (fake.refundFailures > 0) {
          fake.refundFailures--;
          refundCalls.push({ paymentId, body, idempotencyKey: key, refundId: '' });
          return send(503, { error: { code: 'SERVER_ERROR', description: 'try again' } });
        }
        const earlier = key ? refundsByKey.get(key) : undefined;
        if (earlier && earlier.amount !== body.amount) {
          return send(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'Different request with the same idempotency key has already been processed.' } });
        }
        const refund: FakeRefund = earlier ?? {
          id: `rfnd_Fake${String(refundsByKey.size + refundCalls.length + 1).padStart(6, '0')}`,
          entity: 'refund', amount: body.amount, currency: 'INR', payment_id: paymentId,
          receipt: body.receipt ?? null, notes: body.notes ?? {}, status: fake.refundStatus, speed_requested: body.speed ?? 'normal',
        };
        if (key && !earlier) refundsByKey.set(key, refund);
        refundCalls.push({ paymentId, body, idempotencyKey: key, refundId: refund.id });
        return send(200, refund);
      }
      const fetchMatch = req.url?.match(/^\/v1\/payments\/([^/]+)\/refunds\/([^/]+)$/);
      if (req.method === 'GET' && fetchMatch) {
        const found = [...refundsByKey.values()].find((r) => r.payment_id === decodeURIComponent(fetchMatch[1]) && r.id === decodeURIComponent(fetchMatch[2]));
        refundFetches.push(decodeURIComponent(fetchMatch[2]));
        return found ? send(200, found) : send(404, { error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } });
      }
      const match = req.url?.match(/^\/v1\/orders\/([^/]+)\/payments$/);
      if (req.method === 'GET' && match) {
        const items = paymentsByOrder.get(decodeURIComponent(match[1])) ?? [];
        return send(200, { entity: 'collection', count: items.length, items });
      }
      send(404, { error: { code: 'NOT_FOUND' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const fake: FakeRazorpay = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    createdOrders,
    paymentsByOrder,
    refundCalls,
    refundsByKey,
    refundFetches,
    refundStatus: 'pending',
    refundFailures: 0,
    failing: false,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return fake;
}
