// /seller/newsletter: how many addresses are on the newsletter, and the list as CSV.
import type { Metadata } from 'next';
import { sellerPageData } from '@/lib/api/seller-page';
import { sellerTexts } from '@/lib/texts/seller';
import { NewsletterScreen } from '@/components/seller/newsletter/newsletter-screen';

export const metadata: Metadata = { title: sellerTexts.newsletterPage.title };

export default async function SellerNewsletterPage() {
  const { payload } = await sellerPageData('newsletterSummary');
  return <NewsletterScreen counts={payload} />;
}
