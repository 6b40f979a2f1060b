// The test payment provider's server side (demo mode only), used by the local payment
// page: GET ?order_id= shows the payment, POST { order_id, outcome: 'pay' | 'fail' }
// pays or fails it. Only the logged-in owner of the order may do either.
import { z } from 'zod';
import { isDemoMode } from '@/lib/auth/mode';
import { sameOrigin } from '@/lib/auth/origin';
import { customerOfToken, sessionTokenOf } from '@/lib/auth/session';
import { ApiError } from '@/lib/api/errors';
import { expireStockCache } from '@/lib/api/cache';
import { getDatabase } from '@/lib/db';
import { texts } from '@/lib/texts';
import { completeTestPayment, viewTestPayment } from '@/lib/payments/test-page';

export const dynamic = 'force-dynamic';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' } });

const zOrderId = z.string().trim().min(1).max(100);
const zPost = z.object({ order_id: zOrderId, outcome: z.enum(['pay', 'fail']) });

async function answer(request: Request, work: (customerId: number) => Promise<unknown>): Promise<Response> {
  if (!isDemoMode()) return json(404, { message: 'Not found.' });
  const database = await getDatabase();
  const customer = await customerOfToken(database.db, sessionTokenOf(request));
  if (!customer) return json(401, { message: texts.loginRequired });
  try {
    return json(200, await work(customer.customer_id));
  } catch (error) {
    if (error instanceof ApiError) return json(error.status, { message: error.message, ...error.extra });
    console.error('[payments/test] failed', error);
    return json(500, { message: 'Something went wrong on our side. Please try again.' });
  }
}

export async function GET(request: Request) {
  const orderId = zOrderId.safeParse(new URL(request.url).searchParams.get('order_id') ?? '');
  if (!orderId.success) return json(400, { message: 'order_id is required.', errors: { order_id: 'is required' } });
  return answer(request, async (customerId) => ({ payload: await viewTestPayment(await getDatabase(), customerId, orderId.data) }));
}

export async function POST(request: Request) {
  if (!sameOrigin(request)) return json(403, { message: 'Cross-site requests are not allowed.' });
  let body: unknown;
  try {
    body = JSON.parse((await request.text()) || '{}');
  } catch {
    return json(400, { message: 'Request body must be valid JSON.' });
  }
  const parsed = zPost.safeParse(body);
  if (!parsed.success) return json(400, { message: 'order_id and outcome (pay or fail) are required.' });
  return answer(request, async (customerId) => {
    const payload = await completeTestPayment(await getDatabase(), customerId, parsed.data.order_id, parsed.data.outcome);
    await expireStockCache(); // a failed payment gives its stock back
    return { payload };
  });
}
