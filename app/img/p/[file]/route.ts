// GET /img/p/<hash>.webp: an uploaded product picture, from the database (every instance
// serves every picture; docs/rules/products.md#pictures), cached for good.
import { getDb } from '@/lib/db';
import { pictureResponse } from '@/lib/products/pictures';

export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  return pictureResponse(await getDb(), (await params).file);
}
