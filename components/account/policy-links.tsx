// "By continuing, you agree to our Terms ... and Privacy Policy", under every login form
// (the popup's steps, the inline login screen, /login).
import Link from 'next/link';
import { routes } from '@/lib/routes';
import { texts } from '@/lib/texts';

const t = texts.account;

export function PolicyLinks() {
  return (
    <p className="text-xs text-muted">
      {t.agreeBefore}
      <Link href={routes.terms} target="_blank" rel="noopener noreferrer" className="font-semibold text-primary-strong underline">
        {t.terms}
        <span className="sr-only"> {t.newTab}</span>
      </Link>
      {t.and}
      <Link href={routes.privacyPolicy} target="_blank" rel="noopener noreferrer" className="font-semibold text-primary-strong underline">
        {t.privacy}
        <span className="sr-only"> {t.newTab}</span>
      </Link>
      .
    </p>
  );
}
