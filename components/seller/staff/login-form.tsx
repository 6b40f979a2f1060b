'use client';
// Staff login: e-mail, password and the current code of the member's authenticator app.
import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useMutation } from '@tanstack/react-query';
import { sellerCall } from '@/lib/client/seller/http';
import { sellerTexts } from '@/lib/texts/seller';

const t = sellerTexts.console;

export function LoginForm({ next }: { next: string }) {
  const router = useRouter();
  const [form, setForm] = useState({ email: '', password: '', totp: '' });
  const login = useMutation({
    mutationFn: () => sellerCall('login', form),
    onSuccess: () => {
      router.push(next);
      router.refresh();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate();
  };
  const field = (name: keyof typeof form, label: string, type: string, autoComplete: string, extra: object = {}) => (
    <label className="block text-sm font-semibold">
      {label}
      <input
        name={name} type={type} autoComplete={autoComplete} required value={form[name]}
        onChange={(e) => setForm({ ...form, [name]: e.target.value })}
        className="mt-1 block w-full rounded border px-3 py-2 font-normal" {...extra}
      />
    </label>
  );
  return (
    <form onSubmit={submit} className="mx-auto max-w-sm space-y-4 rounded-lg border bg-white p-6">
      <h1 className="text-xl font-bold">{t.loginHeading}</h1>
      {field('email', t.email, 'email', 'username')}
      {field('password', t.password, 'password', 'current-password')}
      {field('totp', t.code, 'text', 'one-time-code', { inputMode: 'numeric', pattern: '\\d{6}', maxLength: 6 })}
      {login.error && (
        <p role="alert" className="text-sm text-red-700">
          {login.error.message}
        </p>
      )}
      <button type="submit" disabled={login.isPending} className="w-full rounded bg-primary px-4 py-2 font-semibold text-white disabled:opacity-60">
        {t.logIn}
      </button>
    </form>
  );
}
