import { serveSubscribersExport } from '@/lib/api/staff-csv';

export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  return serveSubscribersExport(request);
}
