// A banner: the desktop picture (1600x500) above 560 px and the mobile one (800x600)
// up to it, through one <picture> so a phone never downloads the desktop file, with
// the banner's name and subtitle laid over it in HTML (readable by search engines and
// screen readers, never baked into the image).
import { fixedWidthSources, responsiveSources } from '@/lib/images/optimized';
import type { Banner } from '@/lib/contract';
import type { BannerTarget } from '@/lib/banner-target';
import { limits } from '@/lib/config';
import { homeTexts } from '@/lib/texts/home';
import { BannerLink } from './banner-link';

const MOBILE_MEDIA = `(max-width: ${limits.mobileBreakpointPx}px)`;
const DESKTOP_MEDIA = `(min-width: ${limits.mobileBreakpointPx + 1}px)`;

type Size = 'hero' | 'wide' | 'tile';

const look: Record<Size, { sizes: string; box: string; text: string; name: string; subtitle: string; desktopAspect: string }> = {
  // Hero and section banners span the page column (max 1248 px of a 1280 px page).
  hero: {
    sizes: '(max-width: 1280px) 100vw, 1248px',
    box: 'rounded-2xl',
    // Room on the left for the carousel's arrow on wider screens.
    text: 'px-5 pt-4 gap-1.5 desk:w-1/2 desk:gap-2 desk:py-10 desk:pl-20 desk:pr-6 lg:pl-24',
    name: 'text-xl desk:text-4xl lg:text-5xl',
    subtitle: 'text-[13px] leading-snug desk:text-lg',
    desktopAspect: 'desk:aspect-[16/5]',
  },
  wide: {
    sizes: '(max-width: 1280px) 100vw, 1248px',
    box: 'rounded-2xl',
    text: 'px-5 pt-4 gap-1.5 desk:w-1/2 desk:p-10',
    name: 'text-xl desk:text-3xl',
    subtitle: 'text-[13px] leading-snug desk:text-base',
    // A little lower than the hero, cropped top and bottom (the artwork sits in the middle).
    desktopAspect: 'desk:aspect-[4/1]',
  },
  // Two across on desktop.
  tile: {
    sizes: `${MOBILE_MEDIA} 100vw, (max-width: 1280px) 50vw, 620px`,
    box: 'rounded-2xl',
    text: 'px-5 pt-4 gap-1 desk:w-3/5 desk:p-6 lg:p-8',
    name: 'text-xl desk:text-lg lg:text-2xl',
    subtitle: 'text-[13px] leading-snug desk:text-xs lg:text-sm',
    desktopAspect: 'desk:aspect-[16/5]',
  },
};

/** Phones show every banner the screen's full width: 1x and 2x of a 412 px phone (640 and 828 px files). */
const MOBILE_PX = 412;

function BannerPicture({ banner, sizes, priority, desktopAspect }: { banner: Banner; sizes: string; priority: boolean; desktopAspect: string }) {
  const desktop = responsiveSources(banner.image, sizes);
  const mobile = banner.mobile_image ? fixedWidthSources(banner.mobile_image, MOBILE_PX) : null;
  // No preload hint for the first hero picture: its <img> (high priority) is near the top of
  // the document, and a hint would travel with the home page's prefetched answer to every
  // page linking home, where it fetched this picture ahead of that page's own.
  // The <img> itself carries the desktop candidates: a second <source> for them only
  // repeated four long URLs per banner.
  return (
    <picture>
      {mobile && <source media={MOBILE_MEDIA} srcSet={mobile.srcSet} width={800} height={600} />}
      <img
        src={desktop.src}
        srcSet={desktop.srcSet}
        sizes={sizes}
        width={1600}
        height={500}
        alt=""
        decoding="async"
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        className={`block h-auto w-full object-cover ${mobile ? 'aspect-[4/3]' : 'aspect-[16/5]'} ${desktopAspect}`}
      />
    </picture>
  );
}

export function BannerCard({
  banner, target, size, priority = false,
}: { banner: Banner; target: BannerTarget; size: Size; priority?: boolean }) {
  const style = look[size];
  const cta = target.kind === 'external' ? homeTexts.explore : homeTexts.shopNow;
  const hasMobile = Boolean(banner.mobile_image);
  return (
    <BannerLink target={target} className={`group relative block overflow-hidden bg-secondary ${style.box}`}>
      <BannerPicture banner={banner} sizes={style.sizes} priority={priority} desktopAspect={style.desktopAspect} />
      {/* Shade behind the text: from the top on phones, from the left on wider screens. */}
      <span
        aria-hidden="true"
        className={`absolute inset-0 ${
          hasMobile
            ? 'bg-linear-to-b from-black/60 via-black/20 to-transparent desk:bg-linear-to-r desk:from-black/60 desk:via-black/25 desk:to-transparent'
            : 'bg-linear-to-r from-black/60 via-black/25 to-transparent'
        }`}
      />
      <span
        className={`absolute flex flex-col text-white ${style.text} ${
          hasMobile ? 'inset-x-0 top-0 desk:inset-x-auto desk:inset-y-0 desk:left-0 desk:justify-center' : 'inset-y-0 left-0 w-3/5 justify-center'
        }`}
      >
        <span className={`font-extrabold leading-tight tracking-tight drop-shadow-sm ${style.name}`}>{banner.name}</span>
        {banner.subtitle && <span className={`max-w-prose text-white/90 ${style.subtitle}`}>{banner.subtitle}</span>}
        {target.kind !== 'none' && (
          <span className="mt-1 inline-flex w-fit items-center gap-1 rounded-full bg-white px-3.5 py-1 text-xs font-semibold desk:mt-2 desk:px-4 desk:py-1.5 desk:text-sm text-secondary shadow-sm transition group-hover:bg-primary group-hover:text-white">
            {cta}
            <span aria-hidden="true">{target.kind === 'external' ? '↗' : '→'}</span>
          </span>
        )}
      </span>
    </BannerLink>
  );
}
