// GET /api/ready: 200 when this instance should get traffic, else 503 (lib/server/health.ts).
import { DATABASE_RETRY_AFTER_SECONDS } from '@/lib/db/availability';
import { readiness } from '@/lib/server/health';

export const dynamic = 'force-dynamic';

export async function GET() {
  const { ready, checks } = await readiness();
  const headers: Record<string, string> = { 'cache-control': 'no-store' };
  if (!ready) headers['retry-after'] = String(DATABASE_RETRY_AFTER_SECONDS);
  return Response.json({ status: ready ? 'ready' : 'not ready', ...checks }, { status: ready ? 200 : 503, headers });
}
