import { getDb } from '@/lib/db';
import { requireStaffPage } from '@/lib/staff/page-session';
import { listAudit, type AuditFilter } from '@/lib/staff/audit';
import { AuditLog } from '@/components/seller/audit/audit-log';

type Params = Record<string, string | undefined>;
const text = (v: string | undefined, max: number) => v?.trim().slice(0, max) || undefined;
const day = (v?: string) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined);

export default async function SellerAuditPage({ searchParams }: { searchParams: Promise<Params> }) {
  await requireStaffPage(['owner']);
  const p = await searchParams;
  const filter: AuditFilter = {
    staffEmail: text(p.staff_email, 200), action: text(p.action, 60), objectType: text(p.object_type, 40), objectId: text(p.object_id, 40),
    from: day(p.from), to: day(p.to), page: Math.max(1, Math.min(10_000, Number.parseInt(p.page ?? '1', 10) || 1)),
  };
  return <AuditLog filter={filter} {...await listAudit(await getDb(), filter)} />;
}
