// Seller calls of the documents area (docs/rules/seller.md#documents).
import type { SellerHandlerTable } from '../seller-handler';
import { documentsOfOrder, documentUrls, orderExists } from '@/lib/documents/read';

export const documentHandlers: SellerHandlerTable = {
  /** documents/list: an order's invoice and credit notes, and where to print its slip and label. */
  async documentsList({ order_id }, ctx) {
    await orderExists(ctx.database.db, order_id);
    return {
      payload: {
        documents: await documentsOfOrder(ctx.database.db, order_id),
        packing_slip_url: documentUrls.packingSlip(order_id),
        label_url: documentUrls.label(order_id),
      },
    };
  },
};
