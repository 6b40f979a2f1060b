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

// Each size's look is a named class set in styles/globals.css (.banner-*): banners repeat on
// the home page, in its HTML and again in its RSC payload, so long utility lists cost kilobytes.
const look: Record<Size, { sizes: string; desktopAspect: string }> = {
  // Hero and section banners span the page column (max 1248 px of a 1280 px page).
  hero: { sizes: '(max-width: 1280px) 100vw, 1248px', desktopAspect: 'desk:aspect-[16/5]' },
  // A little lower than the hero, cropped top and bottom (the artwork sits in the middle).
  wide: { sizes: '(max-width: 1280px) 100vw, 1248px', desktopAspect: 'desk:aspect-[4/1]' },
  // Two across on desktop.
  tile: { sizes: `${MOBILE_MEDIA} 100vw, (max-width: 1280px) 50vw, 620px`, desktopAspect: 'desk:aspect-[16/5]' },
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
        className={`banner-img ${mobile ? 'aspect-[4/3]' : 'aspect-[16/5]'} ${desktopAspect}`}
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
    <BannerLink target={target} className="group banner">
      <BannerPicture banner={banner} sizes={style.sizes} priority={priority} desktopAspect={style.desktopAspect} />
      {/* Shade behind the text: from the top on phones, from the left on wider screens. */}
      <span aria-hidden="true" className={hasMobile ? 'banner-shade' : 'banner-shade-side'} />
      <span className={`banner-text banner-text-${size} ${hasMobile ? 'banner-text-top' : 'banner-text-left'}`}>
        <span className={`banner-name banner-name-${size}`}>{banner.name}</span>
        {banner.subtitle && <span className={`banner-subtitle banner-subtitle-${size}`}>{banner.subtitle}</span>}
        {target.kind !== 'none' && (
          <span className="banner-cta">
            {cta}
            <span aria-hidden="true">{target.kind === 'external' ? '↗' : '→'}</span>
          </span>
        )}
      </span>
    </BannerLink>
  );
}
