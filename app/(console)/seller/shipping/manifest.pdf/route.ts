// GET /seller/shipping/manifest.pdf?awbs=a,b: the test courier's manifest (lib/shipping/manifest-pdf.ts), staff only.
import { contextOf, fileRouteFailure } from '@/lib/api/document-routes';
import { manifestPdf } from '@/lib/shipping/manifest-pdf';
import { requireStaff } from '@/lib/staff/session';

export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  try {
    const ctx = await contextOf(request, {});
    await requireStaff(ctx);
    const awbs = (new URL(request.url).searchParams.get('awbs') ?? '').split(',').map((a) => a.trim()).filter(Boolean).slice(0, 200);
    const bytes = await manifestPdf(ctx.database.db, awbs);
    return new Response(bytes as unknown as BodyInit, {
      headers: { 'content-type': 'application/pdf', 'content-disposition': 'inline; filename="manifest.pdf"', 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' },
    });
  } catch (error) {
    return fileRouteFailure(error, 'seller/shipping/manifest.pdf');
  }
}
