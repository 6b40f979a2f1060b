import { serveSellerBulkPdf } from '@/lib/api/document-routes';

export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  return serveSellerBulkPdf(request, 'labels');
}
