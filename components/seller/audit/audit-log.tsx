// The owner's reading of the audit log: every staff action, newest first, filtered by
// who, what, which object and when (a plain GET form, so a filtered view is a link).
import Link from 'next/link';
import { sellerTexts } from '@/lib/texts/seller';
import { AUDIT_PAGE_SIZE, type AuditFilter, type AuditLine } from '@/lib/staff/audit';

const t = sellerTexts.console;
const when = (iso: string) => new Date(iso).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'medium' });
const shown = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

function hrefFor(filter: AuditFilter, page: number): string {
  const params = new URLSearchParams();
  const fields: [string, string | undefined][] = [['staff_email', filter.staffEmail], ['action', filter.action], ['object_type', filter.objectType], ['object_id', filter.objectId], ['from', filter.from], ['to', filter.to]];
  for (const [key, value] of fields) if (value) params.set(key, value);
  if (page > 1) params.set('page', String(page));
  return `/seller/audit?${params.toString()}`;
}

export function AuditLog({ filter, lines, total }: { filter: AuditFilter; lines: AuditLine[]; total: number }) {
  const pages = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-bold">{t.auditHeading}</h1>
      <form method="get" action="/seller/audit" className="grid grid-cols-2 gap-2 text-sm md:grid-cols-7">
        <input name="staff_email" defaultValue={filter.staffEmail} aria-label={t.auditStaff} placeholder={t.auditStaff} className="col-span-2 rounded border px-2 py-1.5" />
        <input name="action" defaultValue={filter.action} aria-label={t.auditAction} placeholder="order.transition" className="rounded border px-2 py-1.5" />
        <input name="object_type" defaultValue={filter.objectType} aria-label={t.auditObject} placeholder="order" className="rounded border px-2 py-1.5" />
        <input name="object_id" defaultValue={filter.objectId} aria-label={t.auditObjectId} className="rounded border px-2 py-1.5" />
        <input type="date" name="from" defaultValue={filter.from} aria-label={t.fromDate} className="rounded border px-2 py-1.5" />
        <div className="flex gap-2">
          <input type="date" name="to" defaultValue={filter.to} aria-label={t.toDate} className="w-full rounded border px-2 py-1.5" />
          <button type="submit" className="rounded bg-neutral-900 px-3 py-1.5 font-semibold text-white">{t.filter}</button>
        </div>
      </form>
      {lines.length === 0 ? (
        <p>{t.auditEmpty}</p>
      ) : (
        <ol className="divide-y rounded-lg border bg-white text-sm">
          {lines.map((line) => (
            <li key={line.id} data-testid="audit-line" className="grid gap-1 p-3 md:grid-cols-[11rem_14rem_10rem_8rem_1fr]">
              <time dateTime={line.at} className="text-neutral-500">{when(line.at)}</time>
              <span className="break-all">{line.staff_email}</span>
              <span className="font-semibold">{line.action}</span>
              <span>{line.object_type ? `${line.object_type} ${line.object_id ?? ''}` : ''}</span>
              <span className="break-all text-neutral-600">
                {shown(line.before)}{line.before !== null && line.after !== null ? ' → ' : ''}{shown(line.after)}
                {line.client_ip ? ` · ${line.client_ip}` : ''}
              </span>
            </li>
          ))}
        </ol>
      )}
      {pages > 1 && (
        <nav aria-label={t.page(filter.page, pages)} className="flex items-center gap-4 text-sm">
          {filter.page > 1 && <Link href={hrefFor(filter, filter.page - 1)}>{t.previous}</Link>}
          <span>{t.page(filter.page, pages)}</span>
          {filter.page < pages && <Link href={hrefFor(filter, filter.page + 1)}>{t.next}</Link>}
        </nav>
      )}
    </section>
  );
}
