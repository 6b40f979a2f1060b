// POST /api/courier/events: the courier's tracking webhook (Shiprocket's, and the demo's
// test courier's), authenticated by its x-api-key (lib/shipping/events.ts). The URL names
// no courier: Shiprocket refuses webhook URLs containing its own names. The body limit and
// the answer to a failure are the API dispatcher's (lib/api/dispatch.ts); a failure answers
// 5xx, so the courier sends the event again.
import { handleRawBody } from '@/lib/api/dispatch';
import { getDatabase } from '@/lib/db';
import { handleCourierWebhook } from '@/lib/shipping/events';

export const dynamic = 'force-dynamic';

export async function POST(request: Request) {
  return handleRawBody(request, 'courier/events', async (raw) => {
    const answer = await handleCourierWebhook(await getDatabase(), raw, request.headers);
    return Response.json(answer.body, { status: answer.status, headers: { 'cache-control': 'no-store' } });
  });
}
