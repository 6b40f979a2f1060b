// GET /api/health: the process is up (lib/server/health.ts says what /api/ready adds).
export const dynamic = 'force-dynamic';

export function GET() {
  return Response.json({ status: 'ok' }, { headers: { 'cache-control': 'no-store' } });
}
