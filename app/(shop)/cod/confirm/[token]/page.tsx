// /cod/confirm/<token>: a cash on delivery order's confirmation link, sent by SMS and
// WhatsApp (docs/rules/orders.md#cash-on-delivery-confirmation). Rendered on the server
// from the link's state; Confirm and Cancel are plain forms that work without JavaScript.
import { getDb } from '@/lib/db';
import { viewCodConfirmation } from '@/lib/orders/cod-confirmation';
import { privatePageMetadata } from '@/lib/seo/private-page';
import { codConfirmTexts } from '@/lib/texts/cod-confirmation';
import { CodConfirmScreen } from '@/components/cod/cod-confirm-screen';

export const dynamic = 'force-dynamic';
export const metadata = privatePageMetadata(codConfirmTexts.pageTitle);

export default async function CodConfirmPage({ params, searchParams }: { params: Promise<{ token: string }>; searchParams: Promise<Record<string, string | undefined>> }) {
  const { token } = await params;
  const result = (await searchParams).r;
  const view = await viewCodConfirmation(await getDb(), decodeURIComponent(token));
  return <CodConfirmScreen token={decodeURIComponent(token)} view={view} result={result} />;
}
