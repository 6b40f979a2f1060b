// POST /api/payments/razorpay/webhook: Razorpay's payment events (lib/payments/webhook.ts).
// The raw body is read as text: the signature is over the exact bytes sent.
import { expireStockCache } from '@/lib/api/cache';
import { getDatabase } from '@/lib/db';
import { handleRazorpayWebhook } from '@/lib/payments/webhook';

export const dynamic = 'force-dynamic';

const MAX_BODY = 256 * 1024;

export async function POST(request: Request) {
  const raw = await request.text();
  if (raw.length > MAX_BODY) return Response.json({ status: 'rejected', message: 'Body is too large.' }, { status: 413 });
  const answer = await handleRazorpayWebhook(await getDatabase(), raw, request.headers);
  if (answer.status === 200) await expireStockCache(); // a paid, failed or expired order moves stock
  return Response.json(answer.body, { status: answer.status, headers: { 'cache-control': 'no-store' } });
}
