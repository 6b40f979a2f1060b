// CSV downloads of the console (docs/rules/products.md#csv, docs/rules/newsletter.md):
// the catalogue and the newsletter list, for the owner and managers (a packer exports
// nothing). A download changes nothing, so it is not audited. JSON { message } with the
// refusal's status otherwise (401 without a staff session, 403 for a packer).
import 'server-only';
import type { DB } from '@/lib/db';
import { exportCatalogue } from '@/lib/products/csv';
import { exportSubscribers } from '@/lib/newsletter/newsletter';
import { requireStaff } from '@/lib/staff/session';
import { todayInIndia } from '@/lib/orders/dates';
import type { DispatchOptions } from './dispatch';
import { contextOf, fileRouteFailure } from './document-routes';

async function serveStaffCsv(request: Request, name: string, produce: (db: DB) => Promise<string>, options: DispatchOptions): Promise<Response> {
  try {
    const ctx = await contextOf(request, options);
    await requireStaff(ctx, ['owner', 'manager']);
    return new Response(await produce(ctx.database.db), {
      status: 200,
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${name}-${todayInIndia()}.csv"`,
        'cache-control': 'private, no-store',
        'x-robots-tag': 'noindex',
      },
    });
  } catch (error) {
    return fileRouteFailure(error, `${name} export`);
  }
}

/** GET /seller/products/export.csv */
export const serveCatalogueExport = (request: Request, options: DispatchOptions = {}) => serveStaffCsv(request, 'catalogue', exportCatalogue, options);

/** GET /seller/newsletter/subscribers.csv */
export const serveSubscribersExport = (request: Request, options: DispatchOptions = {}) => serveStaffCsv(request, 'newsletter', exportSubscribers, options);
