// The first hero banner with its headline laid over the picture in HTML (readable by
// search engines and screen readers). The autoplaying carousel comes with the storefront.
import Image from 'next/image';
import Link from 'next/link';
import type { Banner } from '@/lib/contract';
import { bannerTarget } from '@/lib/banner-target';

export function HeroBanner({ banner }: { banner: Banner }) {
  const target = bannerTarget(banner);
  const body = (
    <>
      <picture>
        {banner.mobile_image && <source media="(max-width: 560px)" srcSet={banner.mobile_image} />}
        <Image src={banner.image} alt="" width={1600} height={500} priority className="h-auto w-full" sizes="100vw" />
      </picture>
      <span className="absolute inset-y-0 left-0 flex w-full flex-col justify-center gap-2 p-6 text-white desk:w-1/2 desk:p-12">
        <span className="text-2xl font-extrabold leading-tight drop-shadow desk:text-4xl">{banner.name}</span>
        {banner.subtitle && <span className="text-sm drop-shadow desk:text-lg">{banner.subtitle}</span>}
      </span>
    </>
  );
  const className = 'relative block overflow-hidden rounded-xl';
  if (target.kind === 'external') {
    return (
      <a href={target.href} target="_blank" rel="noopener noreferrer" className={className}>
        {body}
      </a>
    );
  }
  if (target.kind === 'internal') {
    return (
      <Link href={target.href} className={className}>
        {body}
      </Link>
    );
  }
  return <div className={className}>{body}</div>;
}
