import { handleSellerRequest } from '@/lib/api/dispatch';

export const dynamic = 'force-dynamic';

export async function POST(request: Request, context: { params: Promise<{ path: string[] }> }) {
  const { path } = await context.params;
  return handleSellerRequest(request, path.join('/'));
}
