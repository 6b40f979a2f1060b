// POST /cod/confirm/<token>/decide: the confirmation page's forms without JavaScript
// (decision=confirm|cancel). Decides through the same functions as store/confirmCod and
// store/cancelCod, then sends the browser back to the page, which shows the result.
import { originAllowed } from '@/lib/api/dispatch';
import { getDatabase } from '@/lib/db';
import { ShopError } from '@/lib/errors';
import { cancelCodByToken, confirmCodByToken } from '@/lib/orders/cod-confirmation';
import { routes } from '@/lib/routes';

export const dynamic = 'force-dynamic';

export async function POST(request: Request, { params }: { params: Promise<{ token: string }> }) {
  const token = decodeURIComponent((await params).token);
  const back = (result: string) => new Response(null, { status: 303, headers: { location: `${routes.codConfirm(token)}?r=${result}`, 'cache-control': 'no-store' } });
  if (!originAllowed(request)) return new Response('Cross-site request refused.', { status: 403 });
  const form = await request.formData().catch(() => null);
  const decision = form?.get('decision');
  if (decision !== 'confirm' && decision !== 'cancel') return back('refused');
  try {
    const database = await getDatabase();
    const answer = decision === 'confirm' ? await confirmCodByToken(database, token) : await cancelCodByToken(database, token);
    return back(answer.changed ? (decision === 'confirm' ? 'confirmed' : 'cancelled') : 'repeat');
  } catch (error) {
    if (error instanceof ShopError && error.isRefusal) return back('refused');
    throw error;
  }
}
