// /seller/grievances/<id>: one complaint (seller call grievances/detail), to reply, resolve and close.
import type { Metadata } from 'next';
import { cache } from 'react';
import { sellerPageData } from '@/lib/api/seller-page';
import { GrievanceScreen } from '@/components/seller/grievances/grievance-page';

type Props = { params: Promise<{ grievanceId: string }> };

// Read once per request: the title and the page both need the complaint.
const grievanceOfPage = cache((grievanceId: string) => sellerPageData('grievanceDetail', { grievance_id: grievanceId }));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { payload } = await grievanceOfPage((await params).grievanceId);
  return { title: payload.ticket };
}

export default async function SellerGrievancePage({ params }: Props) {
  const { input, payload } = await grievanceOfPage((await params).grievanceId);
  return <GrievanceScreen grievanceId={input.grievance_id} initial={{ payload, at: Date.now() }} />;
}
