'use client';
// The console's sections, with the one open marked for screen readers and the eye.
import Link from 'next/link';
import { usePathname } from 'next/navigation';

export interface ConsoleLink {
  href: string;
  label: string;
}

export function ConsoleNav({ label, links }: { label: string; links: ConsoleLink[] }) {
  const pathname = usePathname() ?? '';
  // The longest link that the path starts with is the open section (/seller is the dashboard's).
  const open = links.filter((l) => pathname === l.href || pathname.startsWith(`${l.href}/`)).sort((a, b) => b.href.length - a.href.length)[0];
  return (
    <nav aria-label={label} className="flex flex-wrap gap-x-4 gap-y-1 text-sm font-semibold">
      {links.map((link) => (
        <Link key={link.href} href={link.href} aria-current={link === open ? 'page' : undefined} className={link === open ? 'underline decoration-2 underline-offset-4' : undefined}>
          {link.label}
        </Link>
      ))}
    </nav>
  );
}
