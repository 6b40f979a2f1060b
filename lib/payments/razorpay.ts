// Razorpay: the Orders API (amount in paise, our order number as receipt), the
// checkout signature (HMAC-SHA256 of "order_id|payment_id" with the key secret) and
// the webhook signature (HMAC-SHA256 of the raw body with the webhook secret).
// Refunds: POST /v1/payments/:id/refund with the amount in paise and the header
// X-Refund-Idempotency, which Razorpay documents for refunds (a retry with the same key
// and the same body answers the first refund instead of making another; the key is 10+
// characters of letters, digits, '-' and '_', so ours is derived from our own key).
// RAZORPAY_API_BASE points the client elsewhere (the tests' local fake of the API).
import { hmacSha256Hex, safeEqual, sha256Hex } from '@/lib/auth/tokens';
import { limits } from '@/lib/config';
import { validCheckoutSignature } from './checkout-signature';
import type { PaymentProvider, ProviderPayment, RefundState } from './provider';

export const RAZORPAY_TIMEOUT_MS = 15_000;

export interface RazorpaySettings {
  keyId: string;
  keySecret: string;
  apiBase: string;
}

export function razorpaySettings(env: Readonly<Record<string, string | undefined>> = process.env): RazorpaySettings | null {
  const keyId = env.RAZORPAY_KEY_ID?.trim();
  const keySecret = env.RAZORPAY_KEY_SECRET?.trim();
  if (!keyId || !keySecret) return null;
  return { keyId, keySecret, apiBase: (env.RAZORPAY_API_BASE?.trim() || 'https://api.razorpay.com').replace(/\/$/, '') };
}

/** X-Razorpay-Signature: HMAC-SHA256 of the exact raw body with the webhook secret. */
export function validWebhookSignature(secret: string, rawBody: string, signature: string | null): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  return safeEqual(hmacSha256Hex(secret, rawBody), signature.toLowerCase());
}

export class RazorpayError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'RazorpayError';
  }
}

async function call<T>(settings: RazorpaySettings, method: 'GET' | 'POST', path: string, body?: unknown, extraHeaders: Record<string, string> = {}): Promise<T> {
  const auth = Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString('base64');
  const response = await fetch(`${settings.apiBase}${path}`, {
    method,
    headers: { authorization: `Basic ${auth}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...extraHeaders },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(RAZORPAY_TIMEOUT_MS),
  });
  const text = await response.text();
  if (!response.ok) throw new RazorpayError(`Razorpay ${method} ${path} answered HTTP ${response.status}: ${text.slice(0, 300)}`, response.status);
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new RazorpayError(`Razorpay ${method} ${path} answered something that is not JSON`);
  }
}

interface RazorpayOrder {
  id: string;
  amount: number;
  currency: string;
  receipt?: string;
}

interface RazorpayPayment {
  id: string;
  order_id: string;
  status: string;
  amount: number;
}

interface RazorpayRefund {
  id: string;
  amount: number;
  status: string;
  payment_id: string;
}

/** Razorpay's refund states are ours; anything else (a state added later) counts as pending. */
export function refundStateOf(status: unknown): RefundState {
  return status === 'processed' || status === 'failed' ? status : 'pending';
}

/** The X-Refund-Idempotency value for our key: deterministic, 10+ characters of [A-Za-z0-9_-]. */
export function razorpayIdempotencyKey(ourKey: string): string {
  return `rfnd-${sha256Hex(ourKey).slice(0, 40)}`;
}

export function razorpayProvider(settings: RazorpaySettings): PaymentProvider {
  return {
    name: 'razorpay',
    publicKey: settings.keyId,
    async createOrder({ amountPaise, receipt, notes }) {
      const order = await call<RazorpayOrder>(settings, 'POST', '/v1/orders', {
        amount: amountPaise,
        currency: limits.currency,
        receipt: receipt.slice(0, 40),
        notes: notes ?? {},
      });
      if (typeof order?.id !== 'string' || Number(order.amount) !== amountPaise) {
        throw new RazorpayError('Razorpay created an order that does not match ours');
      }
      return { id: order.id, amountPaise: Number(order.amount) };
    },
    verifySignature({ providerOrderId, paymentId, signature }) {
      return validCheckoutSignature(settings.keySecret, providerOrderId, paymentId, signature);
    },
    async fetchPayments(providerOrderId): Promise<ProviderPayment[]> {
      const list = await call<{ items?: RazorpayPayment[] }>(settings, 'GET', `/v1/orders/${encodeURIComponent(providerOrderId)}/payments`);
      return (list.items ?? []).map((p) => ({ id: p.id, orderId: p.order_id, status: p.status, amountPaise: Number(p.amount) }));
    },
    async refund({ paymentId, amountPaise, idempotencyKey, notes }) {
      // The body is the same on every retry (Razorpay refuses a different body under a used key).
      const refund = await call<RazorpayRefund>(
        settings,
        'POST',
        `/v1/payments/${encodeURIComponent(paymentId)}/refund`,
        { amount: amountPaise, speed: 'normal', receipt: idempotencyKey.slice(0, 40), notes: { ...notes, refund_key: idempotencyKey } },
        { 'x-refund-idempotency': razorpayIdempotencyKey(idempotencyKey) },
      );
      if (typeof refund?.id !== 'string' || Number(refund.amount) !== amountPaise) {
        throw new RazorpayError('Razorpay answered a refund that does not match ours');
      }
      return { id: refund.id, status: refundStateOf(refund.status), amountPaise: Number(refund.amount) };
    },
    async fetchRefund({ paymentId, refundId }) {
      const refund = await call<RazorpayRefund>(settings, 'GET', `/v1/payments/${encodeURIComponent(paymentId)}/refunds/${encodeURIComponent(refundId)}`);
      if (refund?.id !== refundId) throw new RazorpayError('Razorpay answered another refund than the one asked for');
      return { id: refund.id, status: refundStateOf(refund.status), amountPaise: Number(refund.amount) };
    },
  };
}
