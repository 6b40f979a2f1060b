// The PDF routes of GST documents, slips and labels (docs/rules/seller.md#documents):
// staff routes under /seller (any role may print; printing changes nothing, so it is
// not audited), and the shopper's own invoice under /my-orders. Each answers the PDF,
// or JSON { message } with the refusal's status: 401 without the session, 404 for an
// order that is unknown (or someone else's) or has no such document yet.
import 'server-only';
import { getDatabase } from '@/lib/db';
import { ShopError } from '@/lib/errors';
import { texts } from '@/lib/texts';
import { screenTexts } from '@/lib/texts/screens';
import { sellerTexts } from '@/lib/texts/seller';
import { requireStaff } from '@/lib/staff/session';
import { requireCustomer } from '@/lib/auth/session';
import { creditNoteOf, invoiceOf, shipmentsOf, shopperOrderId } from '@/lib/documents/read';
import { taxDocumentPdf } from '@/lib/documents/pdf/tax-document';
import { labelsPdf, packingSlipsPdf } from '@/lib/documents/pdf/shipping';
import { ewayBillExport } from '@/lib/documents/eway-bill';
import type { RequestContext } from '@/lib/request-context';
import { clientAddress, trustedProxyHops } from './client-address';
import { json, type DispatchOptions } from './dispatch';
import { refusalHeaders, refusalOf, statusOfKind } from './errors';

/** At most this many orders in one bulk PDF. */
export const MAX_BULK_ORDERS = 200;

interface PdfFile {
  filename: string;
  bytes: Uint8Array;
}

/** The request's context for a route outside the dispatcher (the PDF and CSV files). */
export async function contextOf(request: Request, options: DispatchOptions): Promise<RequestContext> {
  return { database: options.database ?? (await getDatabase()), clientIp: clientAddress(request.headers.get('x-forwarded-for'), trustedProxyHops()), request, setCookies: [] };
}

function pdfResponse(file: PdfFile): Response {
  return new Response(file.bytes as unknown as BodyInit, {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="${file.filename.replace(/[^A-Za-z0-9._-]/g, '-')}"`,
      'cache-control': 'private, no-store',
      'x-robots-tag': 'noindex',
    },
  });
}

/** A refusal as JSON { message } with its status; anything else logged and answered 500. */
export function fileRouteFailure(error: unknown, what: string): Response {
  const refusal = refusalOf(error);
  if (refusal) return json(statusOfKind[refusal.kind], { message: refusal.message, ...refusal.extra }, [], refusalHeaders(refusal));
  console.error(`[files] ${what} failed`, error);
  return json(500, { message: texts.service.failed });
}

async function answer(path: string, work: () => Promise<PdfFile>): Promise<Response> {
  try {
    return pdfResponse(await work());
  } catch (error) {
    return fileRouteFailure(error, path);
  }
}

/** An order id from the URL; anything else reads as an unknown order. */
function orderIdOf(raw: string): number {
  const id = /^\d{1,12}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0) throw new ShopError('not_found', screenTexts.orderNotFound);
  return id;
}

/** ?order_ids=1,2,3 → [1, 2, 3] (unique, in the order given), or a 400. */
export function orderIdsOf(raw: string | null): number[] {
  const parts = (raw ?? '').split(',').map((p) => p.trim()).filter((p) => p !== '');
  const invalid = () => new ShopError('invalid', sellerTexts.documentOrderIdsInvalid, { errors: { order_ids: sellerTexts.documentOrderIdsInvalid } });
  if (parts.length === 0 || !parts.every((p) => /^\d{1,12}$/.test(p) && Number(p) > 0)) throw invalid();
  const ids = [...new Set(parts.map(Number))];
  if (ids.length > MAX_BULK_ORDERS) throw invalid();
  return ids;
}

export type SellerDocument = 'invoice' | 'credit-note' | 'packing-slip' | 'label';

/** GET /seller/orders/<id>/<document>.pdf with the staff cookie. */
export async function serveSellerOrderPdf(request: Request, rawOrderId: string, document: SellerDocument, options: DispatchOptions = {}): Promise<Response> {
  return answer(`seller/orders/${rawOrderId}/${document}.pdf`, async () => {
    const ctx = await contextOf(request, options);
    await requireStaff(ctx);
    const orderId = orderIdOf(rawOrderId);
    const db = ctx.database.db;
    if (document === 'invoice') {
      const body = await invoiceOf(db, orderId);
      if (!body) throw new ShopError('not_found', sellerTexts.invoiceNotIssued);
      return { filename: `invoice-${body.number}.pdf`, bytes: await taxDocumentPdf(body) };
    }
    if (document === 'credit-note') {
      const number = new URL(request.url).searchParams.get('number') ?? '';
      const body = await creditNoteOf(db, orderId, number);
      return { filename: `credit-note-${body.number}.pdf`, bytes: await taxDocumentPdf(body) };
    }
    const shipments = await shipmentsOf(db, [orderId]);
    const name = shipments[0]!.orderString;
    return document === 'label'
      ? { filename: `label-${name}.pdf`, bytes: await labelsPdf(shipments) }
      : { filename: `packing-slip-${name}.pdf`, bytes: await packingSlipsPdf(shipments) };
  });
}

/**
 * GET /seller/orders/<id>/eway-bill.json with the staff cookie: the e-way bill portal's
 * bulk-upload JSON for the order (docs/rules/seller.md#e-way-bills), as a download.
 */
export async function serveSellerEwayBillJson(request: Request, rawOrderId: string, options: DispatchOptions = {}): Promise<Response> {
  try {
    const ctx = await contextOf(request, options);
    await requireStaff(ctx);
    const orderId = orderIdOf(rawOrderId);
    const data = await ewayBillExport(ctx.database.db, orderId);
    return json(200, data, [], { 'content-disposition': `attachment; filename="eway-bill-order-${orderId}.json"`, 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' });
  } catch (error) {
    return fileRouteFailure(error, `seller/orders/${rawOrderId}/eway-bill.json`);
  }
}

/** GET /seller/documents/labels.pdf or packing-slips.pdf?order_ids=1,2 with the staff cookie: many orders in one PDF. */
export async function serveSellerBulkPdf(request: Request, document: 'labels' | 'packing-slips', options: DispatchOptions = {}): Promise<Response> {
  return answer(`seller/documents/${document}.pdf`, async () => {
    const ctx = await contextOf(request, options);
    await requireStaff(ctx);
    const shipments = await shipmentsOf(ctx.database.db, orderIdsOf(new URL(request.url).searchParams.get('order_ids')));
    return document === 'labels'
      ? { filename: `labels-${shipments.length}-orders.pdf`, bytes: await labelsPdf(shipments) }
      : { filename: `packing-slips-${shipments.length}-orders.pdf`, bytes: await packingSlipsPdf(shipments) };
  });
}

/** GET /my-orders/<id>/invoice.pdf with the shopper's session: their own order's invoice only. */
export async function serveShopperInvoicePdf(request: Request, rawOrderId: string, options: DispatchOptions = {}): Promise<Response> {
  return answer(`my-orders/${rawOrderId}/invoice.pdf`, async () => {
    const ctx = await contextOf(request, options);
    const customer = await requireCustomer(ctx);
    const orderId = await shopperOrderId(ctx.database.db, customer.customer_id, orderIdOf(rawOrderId));
    const body = await invoiceOf(ctx.database.db, orderId);
    if (!body) throw new ShopError('not_found', sellerTexts.invoiceNotIssued);
    return { filename: `invoice-${body.number}.pdf`, bytes: await taxDocumentPdf(body) };
  });
}
