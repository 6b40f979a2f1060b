// Paying online (docs/rules/checkout.md#online-payment), the browser's half. The
// server opened a provider order (store/onlinePaymentProcess); the shopper pays in the
// provider's widget and the widget's answer is confirmed with store/onlinePaymentSuccess.
// `razorpay`: checkout.js, loaded from Razorpay's host when window.Razorpay is absent,
// opened with the key, amount, INR, business name, order id and prefilled customer.
// `test` (demo default): the local payment page /payments/test, which confirms the same way.
import 'client-only';
import type { OnlinePaymentStart } from '@/lib/payments/types';
import { apiCall } from '@/lib/client/http';
import { writeLocalCart } from '@/lib/client/cart/local-cart';

export const RAZORPAY_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

/** What checkout.js (or the test page) hands over after a successful payment. */
export interface ProviderSuccess {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', handler: (response: unknown) => void): void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

function loadRazorpay(): Promise<RazorpayConstructor> {
  const existing = (window as { Razorpay?: RazorpayConstructor }).Razorpay;
  if (existing) return Promise.resolve(existing);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_SCRIPT;
    script.async = true;
    script.onload = () => {
      const loaded = (window as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (loaded) resolve(loaded);
      else reject(new Error('checkout.js loaded without window.Razorpay'));
    };
    script.onerror = () => reject(new Error('checkout.js could not be loaded'));
    document.body.appendChild(script);
  });
}

/** Confirms a payment to the server; the order is then placed and the local cart emptied. */
export async function confirmPayment(success: ProviderSuccess): Promise<void> {
  await apiCall('onlinePaymentSuccess', {
    order_id: success.razorpay_order_id,
    transection_id: success.razorpay_payment_id,
    razorpay_signature: success.razorpay_signature,
  });
  emptyLocalCart();
}

export function emptyLocalCart(): void {
  writeLocalCart({ lines: [], cartId: null, saved: false });
}

/**
 * Opens the provider's payment step. For `test` it hands back the local page to go to;
 * for `razorpay` it resolves once the payment is confirmed to the server, and rejects
 * when the shopper closes the widget or the payment fails.
 */
export async function payOnline(start: OnlinePaymentStart, testPageUrl: (orderId: string) => string): Promise<{ redirect: string } | { paid: true }> {
  if (start.provider === 'test') return { redirect: testPageUrl(start.order_id) };
  const Razorpay = await loadRazorpay();
  await new Promise<void>((resolve, reject) => {
    const widget = new Razorpay({
      key: start.key,
      amount: start.amount,
      currency: start.currency,
      name: start.name,
      description: start.description,
      order_id: start.order_id,
      prefill: start.prefill,
      handler: (response: ProviderSuccess) => {
        confirmPayment({ ...response, razorpay_order_id: response.razorpay_order_id || start.order_id }).then(resolve, reject);
      },
      modal: { ondismiss: () => reject(new Error('payment window closed')) },
    });
    widget.on('payment.failed', () => reject(new Error('payment failed')));
    widget.open();
  });
  return { paid: true };
}
