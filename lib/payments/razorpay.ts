// Razorpay: the Orders API (amount in paise, our order number as receipt), the
// checkout signature (HMAC-SHA256 of "order_id|payment_id" with the key secret) and
// the webhook signature (HMAC-SHA256 of the raw body with the webhook secret).
// RAZORPAY_API_BASE points the client elsewhere (the tests' local fake of the API).
import { hmacSha256Hex, safeEqual } from '@/lib/auth/tokens';
import { limits } from '@/lib/config';
import type { PaymentProvider, ProviderPayment } from './provider';

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

/** The signature checkout.js hands the browser after a payment. */
export function checkoutSignature(secret: string, providerOrderId: string, paymentId: string): string {
  return hmacSha256Hex(secret, `${providerOrderId}|${paymentId}`);
}

export function validCheckoutSignature(secret: string, providerOrderId: string, paymentId: string, signature: string): boolean {
  if (!/^[0-9a-f]{64}$/i.test(signature)) return false;
  return safeEqual(checkoutSignature(secret, providerOrderId, paymentId), signature.toLowerCase());
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

async function call<T>(settings: RazorpaySettings, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const auth = Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString('base64');
  const response = await fetch(`${settings.apiBase}${path}`, {
    method,
    headers: { authorization: `Basic ${auth}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
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
  };
}
