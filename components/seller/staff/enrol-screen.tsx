'use client';
// Enrolment through the one-time link (docs/rules/seller.md#adding-staff-and-enrolling):
// who the link is for, the QR code and the new secret of their authenticator app (shown
// on this page only), then a password and a first code that proves the app works. The
// member has no session yet, so the page reads the link's member here (staff/enrol-info).
import { useMemo, useState, type FormEvent } from 'react';
import { create } from 'qrcode';
import { useSellerMutation, useSellerQuery } from '@/lib/client/seller/hooks';
import { ApiCallError, fieldErrorsOf } from '@/lib/client/seller/http';
import { SELLER_HOME_PATH } from '@/lib/staff/paths';
import { sellerTexts } from '@/lib/texts/seller';
import { Button } from '../kit/button';
import { Card } from '../kit/card';
import { FormError, TextField } from '../kit/field';

const t = sellerTexts.console;

function LinkInvalid({ error }: { error?: Error }) {
  // A refused link (spent, expired, unknown) is said in the shop's words; anything else as it came.
  const message = !error || (error instanceof ApiCallError && error.status < 500) ? sellerTexts.enrolLinkInvalid : error.message;
  return (
    <Card className="mx-auto max-w-md">
      <p role="alert">{message}</p>
    </Card>
  );
}

/** The authenticator's QR code, drawn as one SVG path of its dark modules. */
function QrCode({ text }: { text: string }) {
  const { size, path } = useMemo(() => {
    const modules = create(text, { errorCorrectionLevel: 'M' }).modules;
    let d = '';
    for (let row = 0; row < modules.size; row++) {
      for (let col = 0; col < modules.size; col++) if (modules.get(row, col)) d += `M${col + 1} ${row + 1}h1v1h-1z`;
    }
    return { size: modules.size + 2, path: d };
  }, [text]);
  return (
    <svg role="img" aria-label={t.enrolQr} viewBox={`0 0 ${size} ${size}`} shapeRendering="crispEdges" className="mx-auto h-[200px] w-[200px] bg-white">
      <path d={path} fill="#000" />
    </svg>
  );
}

function EnrolForm({ token }: { token: string }) {
  const [form, setForm] = useState({ password: '', confirm: '', totp: '' });
  const [mismatch, setMismatch] = useState(false);
  const enrol = useSellerMutation('enrol', {
    success: false,
    quietErrors: true,
    // A whole page load, as after logging in: the console's frame is read with the new session.
    onSuccess: () => window.location.assign(SELLER_HOME_PATH),
  });
  const errors = fieldErrorsOf(enrol.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMismatch(form.password !== form.confirm);
    if (form.password === form.confirm) enrol.mutate({ token, password: form.password, totp: form.totp });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <TextField label={t.newPassword} name="password" type="password" autoComplete="new-password" required value={form.password} error={errors.password} onChange={(e) => setForm({ ...form, password: e.target.value })} />
      <TextField label={t.confirmPassword} name="confirm" type="password" autoComplete="new-password" required value={form.confirm} onChange={(e) => setForm({ ...form, confirm: e.target.value })} />
      <TextField
        label={t.code} name="totp" autoComplete="one-time-code" inputMode="numeric" pattern="\d{6}" maxLength={6} required
        value={form.totp} error={errors.totp} onChange={(e) => setForm({ ...form, totp: e.target.value })}
      />
      <FormError>{mismatch ? t.passwordsDiffer : enrol.error && Object.keys(errors).length === 0 ? enrol.error.message : null}</FormError>
      <Button type="submit" disabled={enrol.isPending || enrol.isSuccess} className="w-full">
        {t.enrol}
      </Button>
    </form>
  );
}

function Enrolment({ token }: { token: string }) {
  const info = useSellerQuery('enrolInfo', { token });
  if (info.isPending) return <p role="status" className="mx-auto max-w-md">{t.enrolChecking}</p>;
  if (info.isError) return <LinkInvalid error={info.error} />;
  const member = info.data;
  return (
    <Card className="mx-auto max-w-md">
      <h1 className="text-xl font-bold">{t.enrolHeading}</h1>
      <p>{t.enrolWho(member.name, member.email, t.roles[member.role])}</p>
      <p className="text-sm">{t.enrolScan}</p>
      <QrCode text={member.otpauth_uri} />
      <p className="text-sm">
        {t.enrolSecret}: <code data-testid="totp-secret" className="select-all font-mono">{member.secret}</code>
      </p>
      <EnrolForm token={token} />
    </Card>
  );
}

export function EnrolScreen({ token }: { token: string }) {
  return token ? <Enrolment token={token} /> : <LinkInvalid />;
}
