// The console's first page (lib/dashboard/dashboard.ts): what the member's role may see.
import { dashboard } from '@/lib/dashboard/dashboard';
import type { SellerHandlerTable } from '../seller-handler';

export const dashboardHandlers: SellerHandlerTable = {
  dashboard: async (_input, ctx) => ({ payload: await dashboard(ctx.database.db, ctx.staff.role) }),
};
