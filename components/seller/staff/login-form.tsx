'use client';
// Staff login: e-mail, password and the current code of the member's authenticator app.
import { useState, type FormEvent } from 'react';
import { useSellerMutation } from '@/lib/client/seller/hooks';
import { fieldErrorsOf } from '@/lib/client/seller/http';
import { sellerTexts } from '@/lib/texts/seller';
import { Button } from '../kit/button';
import { FormError, TextField } from '../kit/field';

const t = sellerTexts.console;

export function LoginForm({ next }: { next: string }) {
  const [form, setForm] = useState({ email: '', password: '', totp: '' });
  const login = useSellerMutation('login', {
    success: false,
    quietErrors: true,
    // A whole page load: the console's frame (the member's sections) is read on the
    // server with the new session cookie, and nothing cached before the login is kept.
    onSuccess: () => window.location.assign(next),
  });
  const errors = fieldErrorsOf(login.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate(form);
  };
  return (
    <form onSubmit={submit} className="mx-auto flex max-w-sm flex-col gap-4 rounded-xl border border-black/15 bg-white p-6">
      <h1 className="text-xl font-bold">{t.loginHeading}</h1>
      <TextField label={t.email} name="email" type="email" autoComplete="username" required value={form.email} error={errors.email} onChange={(e) => setForm({ ...form, email: e.target.value })} />
      <TextField label={t.password} name="password" type="password" autoComplete="current-password" required value={form.password} error={errors.password} onChange={(e) => setForm({ ...form, password: e.target.value })} />
      <TextField
        label={t.code} name="totp" autoComplete="one-time-code" inputMode="numeric" pattern="\d{6}" maxLength={6} required
        value={form.totp} error={errors.totp} onChange={(e) => setForm({ ...form, totp: e.target.value })}
      />
      <FormError>{login.error && Object.keys(errors).length === 0 ? login.error.message : null}</FormError>
      <Button type="submit" disabled={login.isPending || login.isSuccess} className="w-full">
        {t.logIn}
      </Button>
    </form>
  );
}
