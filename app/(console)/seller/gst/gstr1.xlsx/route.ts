import { serveGstr1 } from '@/lib/api/gst-routes';

export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  return serveGstr1(request, 'xlsx');
}
