// The console's buttons and button-looking links, in four kinds: the main action of a
// form, a plain one, one that takes something away (cancel, remove) and a quiet link.
import Link from 'next/link';
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ComponentProps } from 'react';

export type ButtonKind = 'primary' | 'secondary' | 'danger' | 'link';

const kinds: Record<ButtonKind, string> = {
  primary: 'rounded-lg bg-primary-strong px-4 py-2 font-semibold text-white disabled:opacity-50',
  secondary: 'rounded-lg border border-black/25 bg-white px-3 py-1.5 font-semibold hover:bg-neutral-100 disabled:opacity-50',
  danger: 'rounded-lg border border-red-700 bg-white px-3 py-1.5 font-semibold text-red-800 disabled:opacity-50',
  link: 'font-semibold underline disabled:opacity-50',
};

export const buttonClass = (kind: ButtonKind = 'primary', className = '') => `${kinds[kind]} text-sm ${className}`;

export function Button({ kind = 'primary', className, type = 'button', ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { kind?: ButtonKind }) {
  return <button type={type} {...props} className={buttonClass(kind, className)} />;
}

export function ButtonLink({ kind = 'secondary', className, ...props }: ComponentProps<typeof Link> & { kind?: ButtonKind }) {
  return <Link {...props} className={buttonClass(kind, className)} />;
}

/** A download or another file the browser opens itself (not a page of the app). */
export function FileLink({ kind = 'link', className, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { kind?: ButtonKind }) {
  return <a {...props} className={buttonClass(kind, className)} />;
}
