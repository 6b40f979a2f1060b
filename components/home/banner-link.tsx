// A banner's click target (lib/banner-target.ts): an outside site opens in a new tab,
// a page of the shop is a Next link, and a banner with no target is just a picture.
import Link from 'next/link';
import type { ReactNode } from 'react';
import type { BannerTarget } from '@/lib/banner-target';
import { homeTexts } from '@/lib/texts/home';

export function BannerLink({ target, className, children }: { target: BannerTarget; className: string; children: ReactNode }) {
  if (target.kind === 'external') {
    return (
      <a href={target.href} target="_blank" rel="noopener noreferrer" className={className}>
        {children}
        <span className="sr-only"> {homeTexts.opensInNewTab}</span>
      </a>
    );
  }
  if (target.kind === 'internal') {
    return (
      <Link href={target.href} className={className}>
        {children}
      </Link>
    );
  }
  return <div className={className}>{children}</div>;
}
