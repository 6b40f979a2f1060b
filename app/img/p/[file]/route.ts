// GET /img/p/<hash>.webp: an uploaded picture (a product's, a banner's, a store's), from the database (every instance
// serves every picture; docs/rules/products.md#pictures, docs/rules/content.md#uploaded-pictures), cached for good.
import { getDb } from '@/lib/db';
import { pictureResponse } from '@/lib/pictures/store';

export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  return pictureResponse(await getDb(), (await params).file);
}
