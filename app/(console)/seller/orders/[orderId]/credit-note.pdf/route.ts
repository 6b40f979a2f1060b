import { serveSellerOrderPdf } from '@/lib/api/document-routes';

export const dynamic = 'force-dynamic';

export async function GET(request: Request, context: { params: Promise<{ orderId: string }> }) {
  return serveSellerOrderPdf(request, (await context.params).orderId, 'credit-note');
}
