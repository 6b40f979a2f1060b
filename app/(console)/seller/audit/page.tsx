// /seller/audit: the audit log as sentences, filtered by the URL (read by audit/list's own schema).
import type { Metadata } from 'next';
import { sellerPageData } from '@/lib/api/seller-page';
import { sellerTexts } from '@/lib/texts/seller';
import { AuditLog } from '@/components/seller/audit/audit-log';

export const metadata: Metadata = { title: sellerTexts.console.auditHeading };

export default async function SellerAuditPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const filter = await searchParams;
  const [audit, staff] = await Promise.all([sellerPageData('auditList', filter), sellerPageData('staffList')]);
  return <AuditLog filter={audit.input} lines={audit.payload.lines} total={audit.payload.total} staff={staff.payload.staff} />;
}
