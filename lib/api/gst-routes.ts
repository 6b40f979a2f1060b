// The GSTR-1 downloads (docs/rules/gst.md#the-sections-the-offline-tools-json): GET /seller/gst/gstr1.json and
// /seller/gst/gstr1.xlsx ?period=MMYYYY, the owner's staff cookie only, as the seller
// call gst/gstr1 is. JSON { message } with the refusal's status otherwise: 401 without a
// staff session, 403 for another role, 400 for a bad period. Reading changes nothing and
// is not audited.
import 'server-only';
import { OWNER } from '@/lib/seller-contract';
import { requireStaff } from '@/lib/staff/session';
import { checkedPeriod, gstr1Of } from '@/lib/gst/periods';
import { gstr1Workbook } from '@/lib/gst/spreadsheet';
import { seller } from '@/lib/config';
import { contextOf, fileRouteFailure } from './document-routes';
import type { DispatchOptions } from './dispatch';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** GET /seller/gst/gstr1.<format>?period=MMYYYY with the owner's cookie. */
export async function serveGstr1(request: Request, format: 'json' | 'xlsx', options: DispatchOptions = {}): Promise<Response> {
  try {
    const ctx = await contextOf(request, options);
    await requireStaff(ctx, OWNER);
    const period = (new URL(request.url).searchParams.get('period') ?? '').trim();
    checkedPeriod(period);
    const result = await gstr1Of(ctx.database.db, period);
    // The offline tool's own file name: returns_<period>_R1_<gstin>_offline.
    const filename = `returns_${period}_R1_${seller.gstin}_offline.${format}`.replace(/[^A-Za-z0-9._-]/g, '-');
    const bytes = format === 'json' ? new TextEncoder().encode(JSON.stringify(result.json)) : await gstr1Workbook(result);
    return new Response(bytes as unknown as BodyInit, {
      status: 200,
      headers: {
        'content-type': format === 'json' ? 'application/json; charset=utf-8' : XLSX,
        'content-disposition': `attachment; filename="${filename}"`,
        'cache-control': 'private, no-store',
        'x-robots-tag': 'noindex',
      },
    });
  } catch (error) {
    return fileRouteFailure(error, `seller/gst/gstr1.${format}`);
  }
}
