// A member whose role may not open a console page is told so (lib/api/seller-page.ts).
import { sellerTexts } from '@/lib/texts/seller';
import { ButtonLink } from '@/components/seller/kit/button';
import { PageTitle } from '@/components/seller/kit/card';

export default function NotAllowed() {
  const t = sellerTexts.console;
  return (
    <div className="flex flex-col gap-4">
      <PageTitle>{t.forbiddenTitle}</PageTitle>
      <p>{t.forbiddenText}</p>
      <ButtonLink href="/seller" className="self-start">{t.navDashboard}</ButtonLink>
    </div>
  );
}
