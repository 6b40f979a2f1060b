// /api/webhooks/whatsapp: Meta's WhatsApp webhook (lib/notify/whatsapp.ts). GET is Meta's
// check of the URL; POST brings message statuses, read as the raw body because the
// signature is over the exact bytes sent. The body limit and the answer to a failure are
// the API dispatcher's (lib/api/dispatch.ts); a failure answers 5xx, so Meta sends again.
import { handleRawBody } from '@/lib/api/dispatch';
import { getDatabase } from '@/lib/db';
import { handleWhatsAppWebhook, verifyWhatsAppSubscription, type WebhookAnswer } from '@/lib/notify/whatsapp';

export const dynamic = 'force-dynamic';

function respond(answer: WebhookAnswer): Response {
  return new Response(answer.body, {
    status: answer.status,
    headers: { 'content-type': answer.contentType, 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' },
  });
}

export async function GET(request: Request) {
  return respond(verifyWhatsAppSubscription(new URL(request.url).searchParams));
}

export async function POST(request: Request) {
  return handleRawBody(request, 'webhooks/whatsapp', async (raw) => respond(await handleWhatsAppWebhook((await getDatabase()).db, raw, request.headers)));
}
