// /seller/enrol?token=…: a new member sets up their account through the one-time link.
import type { Metadata } from 'next';
import { sellerTexts } from '@/lib/texts/seller';
import { EnrolScreen } from '@/components/seller/staff/enrol-screen';

export const metadata: Metadata = { title: sellerTexts.console.enrolTitle };

export default async function EnrolPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const { token } = await searchParams;
  return <EnrolScreen token={typeof token === 'string' ? token : ''} />;
}
