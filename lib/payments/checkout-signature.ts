// The checkout signature: HMAC-SHA256 of "order_id|payment_id" with a secret (Razorpay's
// key secret; the test provider's own secret), made and checked the same way by both.
import { hmacSha256Hex, safeEqual } from '@/lib/auth/tokens';

/** The signature checkout.js hands the browser after a payment. */
export function checkoutSignature(secret: string, providerOrderId: string, paymentId: string): string {
  return hmacSha256Hex(secret, `${providerOrderId}|${paymentId}`);
}

export function validCheckoutSignature(secret: string, providerOrderId: string, paymentId: string, signature: string): boolean {
  if (!/^[0-9a-f]{64}$/i.test(signature)) return false;
  return safeEqual(checkoutSignature(secret, providerOrderId, paymentId), signature.toLowerCase());
}
