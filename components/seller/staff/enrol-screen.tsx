'use client';
// Enrolment through the one-time link: the QR code and secret are shown by the page
// (server-rendered); here the member chooses a password and proves the app works.
import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useMutation } from '@tanstack/react-query';
import { sellerCall } from '@/lib/client/seller/http';
import { sellerTexts } from '@/lib/texts/seller';

const t = sellerTexts.console;

export function EnrolForm({ token }: { token: string }) {
  const router = useRouter();
  const [form, setForm] = useState({ password: '', confirm: '', totp: '' });
  const [mismatch, setMismatch] = useState(false);
  const enrol = useMutation({
    mutationFn: () => sellerCall('enrol', { token, password: form.password, totp: form.totp }),
    onSuccess: () => {
      router.push('/seller');
      router.refresh();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMismatch(form.password !== form.confirm);
    if (form.password === form.confirm) enrol.mutate();
  };
  const input = (name: keyof typeof form, label: string, type: string, autoComplete: string) => (
    <label className="block text-sm font-semibold">
      {label}
      <input
        name={name} type={type} autoComplete={autoComplete} required value={form[name]}
        onChange={(e) => setForm({ ...form, [name]: e.target.value })}
        className="mt-1 block w-full rounded border px-3 py-2 font-normal"
      />
    </label>
  );
  return (
    <form onSubmit={submit} className="space-y-4">
      {input('password', t.newPassword, 'password', 'new-password')}
      {input('confirm', t.confirmPassword, 'password', 'new-password')}
      {input('totp', t.code, 'text', 'one-time-code')}
      {(mismatch || enrol.error) && (
        <p role="alert" className="text-sm text-red-700">
          {mismatch ? t.passwordsDiffer : enrol.error?.message}
        </p>
      )}
      <button type="submit" disabled={enrol.isPending} className="w-full rounded bg-primary px-4 py-2 font-semibold text-white disabled:opacity-60">
        {t.enrol}
      </button>
    </form>
  );
}
