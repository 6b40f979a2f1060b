'use client';
// /my-account: a profile card with the customer's name and contact, and their
// order updates on WhatsApp (while the shop sends them), their alerts, inside the account frame;
// logged out, the login screen in place.
import { useCustomer } from '@/lib/client/customer';
import { texts } from '@/lib/texts';
import { UserIcon } from '@/components/layout/icons';
import { QueryProvider } from '@/components/layout/query-provider';
import { AccountShell } from './account-shell';
import { RequireLogin } from './require-login';
import { WhatsappUpdatesCard } from './whatsapp-updates';
import { MyAlerts } from './my-alerts';
import { MyComplaints } from '@/components/grievances/my-complaints';

const t = texts.account;

function ProfileCard() {
  const { customer } = useCustomer();
  if (!customer) return null;
  const rows = [
    { label: t.profileName, value: customer.name },
    { label: t.profileContact, value: customer.contact },
    { label: t.profileEmail, value: customer.email },
  ];
  return (
    <section aria-labelledby="profile-heading" className="rounded-xl border border-black/10 p-5">
      <div className="mb-4 flex items-center gap-3">
        <span className="flex h-12 w-12 items-center justify-center rounded-full bg-primary-soft text-primary-dark">
          <UserIcon />
        </span>
        <h1 id="profile-heading" className="text-xl font-bold text-secondary">
          {t.profileDetails}
        </h1>
      </div>
      <dl className="grid gap-3 desk:grid-cols-[8rem_1fr]">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="text-sm font-medium text-muted">{row.label}</dt>
            <dd className="text-base font-semibold text-secondary max-desk:mb-2">{row.value || t.notGiven}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function MyAccountPage() {
  return (
    <RequireLogin>
      <AccountShell>
        <ProfileCard />
        <QueryProvider>
          <WhatsappUpdatesCard />
          <MyAlerts />
          <MyComplaints />
        </QueryProvider>
      </AccountShell>
    </RequireLogin>
  );
}
