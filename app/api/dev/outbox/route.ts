// GET /api/dev/outbox?to=<mobile or e-mail>: the messages the demo shop "sent" to one
// recipient, newest first, so people and end-to-end tests can read OTPs and mails.
// Demo mode only: in production this path does not exist.
import { isDemoMode } from '@/lib/auth/mode';
import { getDatabase } from '@/lib/db';
import { readOutbox } from '@/lib/notify/outbox';

export const dynamic = 'force-dynamic';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' } });

export async function GET(request: Request) {
  if (!isDemoMode()) return json(404, { message: 'Not found.' });
  const to = new URL(request.url).searchParams.get('to')?.trim() ?? '';
  if (to === '' || to.length > 200) return json(400, { message: 'Say whose messages: ?to=<mobile or e-mail>.', errors: { to: 'is required' } });
  const { db } = await getDatabase();
  return json(200, { data: await readOutbox(db, to) });
}
