// The test payment provider's server side (demo mode only), used by the local payment
// page: GET ?order_id= shows the payment, POST { order_id, outcome: 'pay' | 'fail' }
// pays or fails it. Served by the API's dispatcher (lib/api/dispatch.ts) with the calls
// declared in lib/contract.ts (testPaymentCalls): only the logged-in owner of the order
// may do either.
import { isDemoMode } from '@/lib/auth/mode';
import { handleEndpoint, json } from '@/lib/api/dispatch';
import { testPaymentCalls } from '@/lib/contract';
import { completeTestPayment, viewTestPayment } from '@/lib/payments/test-page';

export const dynamic = 'force-dynamic';

/** In production mode this path does not exist. */
const notInDemo = () => json(404, { message: 'Not found.' });

export async function GET(request: Request) {
  if (!isDemoMode()) return notInDemo();
  return handleEndpoint(request, testPaymentCalls.view, async ({ order_id }, { database, customer }) => ({
    payload: await viewTestPayment(database, customer.customer_id, order_id),
  }), { from: 'query' });
}

export async function POST(request: Request) {
  if (!isDemoMode()) return notInDemo();
  return handleEndpoint(request, testPaymentCalls.complete, async ({ order_id, outcome }, { database, customer }) => {
    const payload = await completeTestPayment(database, customer.customer_id, order_id, outcome);
    return { payload };
  });
}
