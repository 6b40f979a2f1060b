import { serveSellerEwayBillJson } from '@/lib/api/document-routes';

export const dynamic = 'force-dynamic';

export async function GET(request: Request, context: { params: Promise<{ orderId: string }> }) {
  return serveSellerEwayBillJson(request, (await context.params).orderId);
}
