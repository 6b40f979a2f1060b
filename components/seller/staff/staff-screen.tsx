'use client';
// The owner's staff page: who can log in, with which role; adding a member (their one-time
// enrolment link is shown once here), changing a role, deactivating. Each change asks for
// a current code from the owner's authenticator app (the server checks it again), and
// answers with the fresh list, which replaces the one on screen.
import { useState, type FormEvent } from 'react';
import { sellerKeys, useSellerMutation, useSellerQuery, type ServerView } from '@/lib/client/seller/hooks';
import { fieldErrorsOf } from '@/lib/client/seller/http';
import { sellerTexts } from '@/lib/texts/seller';
import { STAFF_ROLES, type StaffRole, type StaffRow } from '@/lib/staff/types';
import { Button } from '../kit/button';
import { Card, PageTitle } from '../kit/card';
import { SelectField, TextField } from '../kit/field';

const t = sellerTexts.console;
const roleOptions = STAFF_ROLES.map((role) => [role, t.roles[role]] as const);
type StaffList = { staff: StaffRow[] };
/** A write's fresh list, put where the page's list is cached. */
const putList = ({ staff }: StaffList): [readonly unknown[], unknown][] => [[sellerKeys.of('staffList', {}), { staff }]];

function MemberRow({ member }: { member: StaffRow }) {
  const [role, setRole] = useState<StaffRole>(member.role);
  const [totp, setTotp] = useState('');
  const update = useSellerMutation('staffUpdate', { put: putList, onSuccess: () => setTotp('') });
  const errors = fieldErrorsOf(update.error);
  const change = (what: { role: StaffRole } | { active: boolean }) => update.mutate({ staff_id: member.staff_id, ...what, totp });
  const notes = [!member.enrolled && t.staffNotEnrolled, !member.active && t.staffInactive, member.locked_until && t.staffLocked].filter(Boolean).join(', ');
  return (
    <li data-testid="staff-member" className="grid gap-3 py-3 md:grid-cols-[1fr_9rem_15rem_auto] md:items-end">
      <div className="text-sm">
        <div className="font-semibold">
          {member.name} <span className="font-normal text-neutral-700">({t.roles[member.role]})</span>
        </div>
        <div className="break-all text-neutral-700">
          {member.email}
          {notes ? ` · ${notes}` : ''}
        </div>
      </div>
      <SelectField label={t.staffRole} aria-label={t.staffRoleOf(member.email)} value={role} options={roleOptions} error={errors.role} onChange={(e) => setRole(e.target.value as StaffRole)} />
      <TextField
        label={t.freshCode} aria-label={t.staffCodeFor(member.email)} required inputMode="numeric" pattern="\d{6}" maxLength={6} autoComplete="one-time-code"
        value={totp} error={errors.totp} onChange={(e) => setTotp(e.target.value)}
      />
      <div className="flex gap-2">
        <Button disabled={update.isPending || role === member.role} onClick={() => change({ role })}>
          {t.staffChange}
        </Button>
        <Button kind={member.active ? 'danger' : 'secondary'} disabled={update.isPending} onClick={() => change({ active: !member.active })}>
          {member.active ? t.staffDeactivate : t.staffActivate}
        </Button>
      </div>
    </li>
  );
}

const emptyMember = { email: '', name: '', role: 'packer' as StaffRole, totp: '' };

function AddMember() {
  const [form, setForm] = useState(emptyMember);
  const [link, setLink] = useState<{ email: string; url: string } | null>(null);
  const add = useSellerMutation('staffAdd', {
    put: putList,
    onSuccess: (payload, input) => {
      setLink({ email: input.email, url: payload.enrol_link });
      setForm(emptyMember);
    },
  });
  const errors = fieldErrorsOf(add.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(form);
  };
  return (
    <Card title={t.staffAddHeading} className="max-w-xl">
      <form onSubmit={submit} aria-label={t.staffAddHeading} className="flex flex-col gap-3">
        <TextField label={t.email} type="email" required value={form.email} error={errors.email} onChange={(e) => setForm({ ...form, email: e.target.value })} />
        <TextField label={t.staffName} required value={form.name} error={errors.name} onChange={(e) => setForm({ ...form, name: e.target.value })} />
        <SelectField label={t.staffRole} value={form.role} options={roleOptions} error={errors.role} onChange={(e) => setForm({ ...form, role: e.target.value as StaffRole })} />
        <TextField
          label={t.freshCode} required inputMode="numeric" pattern="\d{6}" maxLength={6} autoComplete="one-time-code"
          value={form.totp} error={errors.totp} onChange={(e) => setForm({ ...form, totp: e.target.value })}
        />
        <Button type="submit" disabled={add.isPending} className="self-start">
          {t.staffAdd}
        </Button>
        {link && (
          <p role="status" className="break-all text-sm">
            {t.enrolLinkFor(link.email)}{' '}
            <a href={link.url} data-testid="enrol-link" className="font-semibold underline">
              {link.url}
            </a>
          </p>
        )}
      </form>
    </Card>
  );
}

export function StaffScreen({ initial }: { initial: ServerView<StaffList> }) {
  const list = useSellerQuery('staffList', {}, initial);
  return (
    <div className="flex flex-col gap-4">
      <PageTitle>{t.staffHeading}</PageTitle>
      <Card>
        <ul className="divide-y">
          {(list.data?.staff ?? []).map((member) => (
            <MemberRow key={`${member.staff_id}-${member.role}-${member.active}`} member={member} />
          ))}
        </ul>
      </Card>
      <AddMember />
    </div>
  );
}
