// POST /api/payments/razorpay/webhook: Razorpay's payment events (lib/payments/webhook.ts).
// The raw body is read as text: the signature is over the exact bytes sent. The body
// limit and the answer to a failure are the API dispatcher's (lib/api/dispatch.ts).
import { handleRawBody } from '@/lib/api/dispatch';
import { getDatabase } from '@/lib/db';
import { handleRazorpayWebhook } from '@/lib/payments/webhook';

export const dynamic = 'force-dynamic';

async function receive(request: Request, raw: string): Promise<Response> {
  const answer = await handleRazorpayWebhook(await getDatabase(), raw, request.headers);
  return Response.json(answer.body, { status: answer.status, headers: { 'cache-control': 'no-store' } });
}

export async function POST(request: Request) {
  return handleRawBody(request, 'payments/razorpay/webhook', (raw) => receive(request, raw));
}
