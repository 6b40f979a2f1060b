'use client';
// SEAM (accounts screens): the login form shown in place of a protected page. The
// accounts work replaces this with the real password / OTP login form.
import Link from 'next/link';
import { routes } from '@/lib/routes';
import { texts } from '@/lib/texts';

export function LoginScreen() {
  return (
    <div className="mx-auto max-w-md p-8 text-center">
      <Link href={routes.login} className="font-semibold text-primary-dark underline">
        {texts.layout.login}
      </Link>
    </div>
  );
}
