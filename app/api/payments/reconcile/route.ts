// POST /api/payments/reconcile: runs the payment reconciler (lib/payments/reconcile.ts)
// on demand, inside the shop's server, so the stock its settlements move is expired from
// the server's cache. The job queue's schedule already runs it every minute
// (docs/jobs.md); this is for operators who want to run it now
// (scripts/reconcile-payments.ts). With RECONCILE_TOKEN set, a call must carry
// `Authorization: Bearer <token>`; without it only demo mode answers (production does
// not start without it: lib/production-check.ts).
import { handleRawBody, json } from '@/lib/api/dispatch';
import { isDemoMode } from '@/lib/auth/mode';
import { safeEqual } from '@/lib/auth/tokens';
import { getDatabase } from '@/lib/db';
import { reconcilePayments } from '@/lib/payments/reconcile';

export const dynamic = 'force-dynamic';

export async function POST(request: Request) {
  const token = process.env.RECONCILE_TOKEN?.trim();
  if (!token && !isDemoMode()) return json(404, { message: 'Not found.' });
  if (token && !safeEqual(request.headers.get('authorization') ?? '', `Bearer ${token}`)) return json(401, { message: 'A valid reconcile token is required.' });
  // The dispatcher's body limit and answers to a failure (503 while the database is away).
  return handleRawBody(request, 'payments/reconcile', async () => json(200, await reconcilePayments(await getDatabase())));
}
