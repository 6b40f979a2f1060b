// The owner's reading of the audit log (docs/rules/seller.md#audit-log): every staff
// action as a sentence, newest first, the raw line (before and after) one click away;
// filtered by who, what, which object and when. The filter is a plain GET form and the
// pager links, so a filtered view is a URL the page reads through the call's schema.
import type { SellerParsedRequestOf } from '@/lib/seller-contract';
import { showMoment } from '@/lib/orders/display';
import { AUDIT_KINDS, AUDIT_OBJECTS, auditKindLabel, auditSentence } from '@/lib/staff/audit-sentences';
import { AUDIT_PAGE_SIZE, type AuditLine, type StaffRow } from '@/lib/staff/types';
import { sellerTexts } from '@/lib/texts/seller';
import { Button, ButtonLink } from '../kit/button';
import { Card, PageTitle } from '../kit/card';
import { SelectField, TextField } from '../kit/field';
import { listHref, Pager } from '../kit/pager';

const t = sellerTexts.console;
const AUDIT_PATH = '/seller/audit';
type AuditFilter = SellerParsedRequestOf<'auditList'>;
type Option = readonly [string, string];

/** A filter's choices, with the URL's own value kept when it is not among them (so the form shows what the list shows). */
const withCurrent = (options: Option[], current: string | undefined, label = current): Option[] =>
  current && !options.some(([value]) => value === current) ? [...options, [current, label ?? current]] : options;

function staffOptions(staff: StaffRow[]): Option[] {
  const named = new Map<string, number>();
  for (const member of staff) named.set(member.name, (named.get(member.name) ?? 0) + 1);
  // Two members of one name are told apart by their e-mail.
  return staff.map((member) => [member.email, named.get(member.name)! > 1 ? `${member.name} (${member.email})` : member.name]);
}

function Filters({ filter, staff }: { filter: AuditFilter; staff: StaffRow[] }) {
  return (
    <Card>
      <form method="get" action={AUDIT_PATH} aria-label={t.auditFilters} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 lg:items-end">
        <SelectField label={t.auditStaff} name="staff_email" defaultValue={filter.staff_email ?? ''} options={[['', t.auditAnyone], ...withCurrent(staffOptions(staff), filter.staff_email)]} />
        <SelectField label={t.auditAction} name="action" defaultValue={filter.action ?? ''} options={[['', t.auditAnyAction], ...withCurrent(AUDIT_KINDS.map((kind) => [kind, auditKindLabel(kind)] as const), filter.action)]} />
        <SelectField label={t.auditObject} name="object_type" defaultValue={filter.object_type ?? ''} options={[['', t.auditAnyObject], ...withCurrent(AUDIT_OBJECTS.map((type) => [type, t.auditObjects[type]!] as const), filter.object_type)]} />
        <TextField label={t.auditObjectId} name="object_id" defaultValue={filter.object_id ?? ''} />
        <TextField label={t.auditFromDate} name="from" type="date" defaultValue={filter.from ?? ''} />
        <TextField label={t.auditToDate} name="to" type="date" defaultValue={filter.to ?? ''} />
        <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-3">
          <Button type="submit">{t.auditShow}</Button>
          <ButtonLink href={AUDIT_PATH}>{t.auditClear}</ButtonLink>
        </div>
      </form>
    </Card>
  );
}

const shown = (value: unknown) => JSON.stringify(value);

function Line({ line }: { line: AuditLine }) {
  return (
    <li data-testid="audit-line" className="flex flex-col gap-1 py-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="font-semibold">{auditSentence(line)}</p>
        <time dateTime={line.at} className="text-sm text-neutral-700">
          {showMoment(line.at)}
        </time>
      </div>
      <details className="text-sm">
        <summary className="w-fit cursor-pointer text-neutral-700">{t.auditRaw}</summary>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <dt className="font-semibold">{t.auditRawAction}</dt>
          <dd><code>{line.action}</code></dd>
          <dt className="font-semibold">{t.auditRawStaff}</dt>
          <dd className="break-all">{line.staff_email}</dd>
          {(line.object_type || line.object_id) && (
            <>
              <dt className="font-semibold">{t.auditRawObject}</dt>
              <dd><code>{[line.object_type, line.object_id].filter(Boolean).join(' ')}</code></dd>
            </>
          )}
          {line.before !== null && (
            <>
              <dt className="font-semibold">{t.auditRawBefore}</dt>
              <dd><code className="break-all">{shown(line.before)}</code></dd>
            </>
          )}
          {line.after !== null && (
            <>
              <dt className="font-semibold">{t.auditRawAfter}</dt>
              <dd><code className="break-all">{shown(line.after)}</code></dd>
            </>
          )}
          {line.client_ip && (
            <>
              <dt className="font-semibold">{t.auditRawFrom}</dt>
              <dd>{line.client_ip}</dd>
            </>
          )}
        </dl>
      </details>
    </li>
  );
}

export function AuditLog({ filter, lines, total, staff }: { filter: AuditFilter; lines: AuditLine[]; total: number; staff: StaffRow[] }) {
  const { page, ...rest } = filter;
  return (
    <div className="flex flex-col gap-4">
      <PageTitle aside={<span className="text-sm text-neutral-700">{t.auditCount(total)}</span>}>{t.auditHeading}</PageTitle>
      <Filters filter={filter} staff={staff} />
      {lines.length === 0 ? (
        <p>{t.auditEmpty}</p>
      ) : (
        <Card>
          <ol className="divide-y">
            {lines.map((line) => (
              <Line key={line.id} line={line} />
            ))}
          </ol>
        </Card>
      )}
      <Pager page={page} pages={Math.ceil(total / AUDIT_PAGE_SIZE)} hrefOf={(to) => listHref(AUDIT_PATH, { ...rest, page: to })} />
    </div>
  );
}
