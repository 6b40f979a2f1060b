'use client';
// The owner's staff page: who can log in, with which role; adding a member (their one-time
// enrolment link is shown once here), changing a role, deactivating. Each change asks for
// a current code from the owner's authenticator app (the server checks it again).
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sellerCall } from '@/lib/client/seller/http';
import { toast } from '@/lib/client/toast';
import { sellerTexts } from '@/lib/texts/seller';
import { STAFF_ROLES, type StaffRole } from '@/lib/staff/types';
import type { StaffRow } from '@/lib/staff/accounts';

const t = sellerTexts.console;
const input = 'mt-1 block w-full rounded border px-2 py-1.5 font-normal';

function CodeField({ value, onChange, id }: { value: string; onChange: (v: string) => void; id: string }) {
  return (
    <label htmlFor={id} className="block text-sm font-semibold">
      {t.freshCode}
      <input id={id} required inputMode="numeric" pattern="\d{6}" maxLength={6} autoComplete="one-time-code" value={value} onChange={(e) => onChange(e.target.value)} className={input} />
    </label>
  );
}

function MemberRow({ member }: { member: StaffRow }) {
  const queryClient = useQueryClient();
  const [role, setRole] = useState<StaffRole>(member.role);
  const [totp, setTotp] = useState('');
  const update = useMutation({
    mutationFn: (change: { role?: StaffRole; active?: boolean }) => sellerCall('staffUpdate', { staff_id: member.staff_id, ...change, totp }),
    onSuccess: (answer) => {
      queryClient.setQueryData(['seller', 'staff'], answer.payload.staff);
      setTotp('');
      toast.success(t.staffUpdated);
    },
    onError: (error) => toast.error(error.message),
  });
  const notes = [!member.enrolled && t.staffNotEnrolled, !member.active && t.staffInactive, member.locked_until && t.staffLocked].filter(Boolean).join(', ');
  return (
    <li data-testid="staff-member" className="grid gap-2 p-3 text-sm md:grid-cols-[1fr_8rem_12rem_auto] md:items-end">
      <div>
        <div className="font-semibold">{member.name}</div>
        <div className="break-all text-neutral-600">{member.email}{notes ? ` · ${notes}` : ''}</div>
      </div>
      <label className="block font-semibold">
        {t.staffRole}
        <select value={role} onChange={(e) => setRole(e.target.value as StaffRole)} aria-label={`${t.staffRole} ${member.email}`} className={input}>
          {STAFF_ROLES.map((r) => <option key={r} value={r}>{r}</option>)}
        </select>
      </label>
      <CodeField id={`code-${member.staff_id}`} value={totp} onChange={setTotp} />
      <div className="flex gap-2">
        <button type="button" disabled={update.isPending || role === member.role} onClick={() => update.mutate({ role })} className="rounded bg-neutral-900 px-3 py-1.5 font-semibold text-white disabled:opacity-50">
          {t.staffChange}
        </button>
        <button type="button" disabled={update.isPending} onClick={() => update.mutate({ active: !member.active })} className="rounded border px-3 py-1.5 font-semibold">
          {member.active ? t.staffDeactivate : t.staffActivate}
        </button>
      </div>
    </li>
  );
}

export function StaffScreen({ initial }: { initial: StaffRow[] }) {
  const queryClient = useQueryClient();
  const staff = useQuery({ queryKey: ['seller', 'staff'], queryFn: async () => (await sellerCall('staffList', {})).payload.staff, initialData: initial });
  const [form, setForm] = useState({ email: '', name: '', role: 'packer' as StaffRole, totp: '' });
  const [link, setLink] = useState<{ email: string; url: string } | null>(null);
  const add = useMutation({
    mutationFn: () => sellerCall('staffAdd', form),
    onSuccess: (answer) => {
      setLink({ email: form.email, url: answer.payload.enrol_link });
      setForm({ email: '', name: '', role: 'packer', totp: '' });
      void queryClient.invalidateQueries({ queryKey: ['seller', 'staff'] });
    },
    onError: (error) => toast.error(error.message),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate();
  };
  return (
    <section className="space-y-6">
      <h1 className="text-2xl font-bold">{t.staffHeading}</h1>
      <ul className="divide-y rounded-lg border bg-white">
        {staff.data.map((member) => <MemberRow key={`${member.staff_id}-${member.role}-${member.active}`} member={member} />)}
      </ul>
      <form onSubmit={submit} aria-label={t.staffAddHeading} className="grid max-w-xl gap-3 rounded-lg border bg-white p-4">
        <h2 className="font-semibold">{t.staffAddHeading}</h2>
        <label className="block text-sm font-semibold">{t.email}<input type="email" required value={form.email} onChange={(e) => setForm({ ...form, email: e.target.value })} className={input} /></label>
        <label className="block text-sm font-semibold">{t.staffName}<input required value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} className={input} /></label>
        <label className="block text-sm font-semibold">
          {t.staffRole}
          <select value={form.role} onChange={(e) => setForm({ ...form, role: e.target.value as StaffRole })} className={input}>
            {STAFF_ROLES.map((r) => <option key={r} value={r}>{r}</option>)}
          </select>
        </label>
        <CodeField id="add-code" value={form.totp} onChange={(totp) => setForm({ ...form, totp })} />
        <button type="submit" disabled={add.isPending} className="rounded bg-neutral-900 px-3 py-2 font-semibold text-white">{t.staffAdd}</button>
        {link && (
          <p role="status" className="break-all text-sm">
            {t.enrolLinkFor(link.email)} <a href={link.url} data-testid="enrol-link" className="text-blue-800 underline">{link.url}</a>
          </p>
        )}
      </form>
    </section>
  );
}
