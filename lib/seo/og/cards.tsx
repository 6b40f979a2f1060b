// The layouts of the sharing images (1200x630), drawn by next/og (satori): plain
// flexbox and inline styles only. Every element with more than one child says
// display: flex, as satori requires.
import type { CSSProperties, ReactNode } from 'react';
import { store } from '@/lib/config';
import { texts } from '@/lib/texts';
import { truncate } from '@/lib/seo/metadata';
import { OG_FONT_FAMILY } from './assets';

export const OG_SIZE = { width: 1200, height: 630 } as const;

const colors = {
  primary: store.colors.primary,
  secondary: store.colors.secondary,
  add: store.colors.addButton,
  muted: '#6B7280',
  soft: '#EEF7F3',
  line: '#E5E7EB',
};

const frame: CSSProperties = {
  width: OG_SIZE.width,
  height: OG_SIZE.height,
  display: 'flex',
  fontFamily: OG_FONT_FAMILY,
  color: colors.secondary,
  backgroundColor: '#ffffff',
  position: 'relative',
};

/** The shop's name as a small wordmark: a rounded square with its initial, then the name. */
export function Wordmark({ name = store.businessName, inverted = false, size = 34 }: { name?: string; inverted?: boolean; size?: number }) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 14 }}>
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          width: size * 1.5,
          height: size * 1.5,
          borderRadius: size * 0.4,
          backgroundColor: inverted ? '#ffffff' : colors.primary,
          color: inverted ? colors.primary : '#ffffff',
          fontSize: size,
          fontWeight: 700,
        }}
      >
        {name.trim().charAt(0).toUpperCase()}
      </div>
      <div style={{ display: 'flex', fontSize: size, fontWeight: 700, color: inverted ? '#ffffff' : colors.secondary }}>{name}</div>
    </div>
  );
}

function Pill({ children, background, color = '#ffffff', size = 28 }: { children: ReactNode; background: string; color?: string; size?: number }) {
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        padding: `${Math.round(size * 0.3)}px ${Math.round(size * 0.65)}px`,
        borderRadius: 999,
        backgroundColor: background,
        color,
        fontSize: size,
        fontWeight: 700,
      }}
    >
      {children}
    </div>
  );
}

/** The strip along the bottom: the tag line and two of the shop's promises. */
function PromiseStrip() {
  const promises = [texts.ogPromises[0], texts.ogPromises[2]];
  return (
    <div
      style={{
        position: 'absolute',
        left: 0,
        right: 0,
        bottom: 0,
        height: 64,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        padding: '0 48px',
        backgroundColor: colors.secondary,
        color: '#ffffff',
        whiteSpace: 'nowrap',
      }}
    >
      <div style={{ display: 'flex', fontSize: 20, fontWeight: 700, color: colors.primary }}>{texts.tagLine}</div>
      <div style={{ display: 'flex', gap: 26, fontSize: 18 }}>
        {promises.map((p) => (
          <div key={p} style={{ display: 'flex', alignItems: 'center', gap: 10 }}>
            <div style={{ display: 'flex', width: 8, height: 8, borderRadius: 8, backgroundColor: colors.primary }} />
            {p}
          </div>
        ))}
      </div>
    </div>
  );
}

/** Long names get smaller type so that name and price always fit above the strip. */
function nameSize(name: string): number {
  if (name.length <= 36) return 54;
  if (name.length <= 60) return 44;
  if (name.length <= 80) return 38;
  return 33;
}

export interface ProductCardProps {
  name: string;
  category?: string | null;
  brand?: string | null;
  picture: string | null;
  price: string;
  mrp: string | null;
  off: number | null;
  soldOut: boolean;
}

/** A product: its picture on the left; name, price, struck MRP and discount on the right. */
export function ProductOgCard({ name, category, brand, picture, price, mrp, off, soldOut }: ProductCardProps) {
  const shownName = truncate(name, 104);
  const long = shownName.length > 60;
  const label = [brand, category].filter(Boolean).join('  ·  ');
  return (
    <div style={frame}>
      <div style={{ display: 'flex', width: 566, height: 566, alignItems: 'center', justifyContent: 'center', backgroundColor: colors.soft }}>
        {picture ? (
          <img src={picture} width={486} height={486} style={{ borderRadius: 24, boxShadow: '0 12px 40px rgba(28,27,27,0.12)' }} />
        ) : (
          <Wordmark size={44} />
        )}
        {soldOut && (
          <div style={{ position: 'absolute', top: 60, left: 60, display: 'flex' }}>
            <Pill background={colors.secondary} size={28}>{texts.soldOutLabel}</Pill>
          </div>
        )}
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', flex: 1, padding: '40px 52px 0 52px' }}>
        <Wordmark size={30} />
        <div style={{ display: 'flex', flexDirection: 'column', flex: 1, justifyContent: 'center', paddingBottom: 28 }}>
          {label && (
            <div style={{ display: 'flex', fontSize: 22, fontWeight: 700, color: colors.primary, textTransform: 'uppercase', letterSpacing: 1.5, marginBottom: 14 }}>
              {label}
            </div>
          )}
          <div style={{ display: 'flex', fontSize: nameSize(shownName), fontWeight: 700, lineHeight: 1.18 }}>{shownName}</div>
          <div style={{ display: 'flex', fontSize: long ? 58 : 68, fontWeight: 700, marginTop: long ? 18 : 26, whiteSpace: 'nowrap' }}>{price}</div>
          {(mrp || off !== null) && (
            <div style={{ display: 'flex', alignItems: 'center', gap: 20, marginTop: 10, whiteSpace: 'nowrap' }}>
              {mrp && <div style={{ display: 'flex', fontSize: 32, color: colors.muted, textDecoration: 'line-through' }}>{mrp}</div>}
              {off !== null && <Pill background={colors.add} size={28}>{`${off}% ${texts.ogOff}`}</Pill>}
            </div>
          )}
        </div>
      </div>
      <PromiseStrip />
    </div>
  );
}

export interface ShelfCardProps {
  /** Small line above the name, e.g. the vertical of a category. */
  kicker?: string | null;
  name: string;
  count: string;
  pictures: string[];
}

/** A vertical or category: name and product count over a row of product pictures. */
export function ShelfOgCard({ kicker, name, count, pictures }: ShelfCardProps) {
  const shown = pictures.slice(0, 4);
  return (
    <div style={{ ...frame, flexDirection: 'column', backgroundImage: `linear-gradient(135deg, ${colors.soft} 0%, #ffffff 60%)` }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', padding: '40px 48px 0 48px' }}>
        <Wordmark size={30} />
        <Pill background={colors.add} size={26}>{texts.ogDiscountClaim}</Pill>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', padding: '26px 48px 0 48px' }}>
        {kicker && (
          <div style={{ display: 'flex', fontSize: 24, fontWeight: 700, color: colors.primary, textTransform: 'uppercase', letterSpacing: 1.5 }}>{kicker}</div>
        )}
        <div style={{ display: 'flex', alignItems: 'baseline', gap: 24 }}>
          <div style={{ display: 'flex', fontSize: name.length > 28 ? 54 : 66, fontWeight: 700 }}>{name}</div>
          <div style={{ display: 'flex', fontSize: 30, color: colors.muted }}>{count}</div>
        </div>
      </div>
      <div style={{ display: 'flex', flex: 1, alignItems: 'center', gap: 24, padding: '0 48px 64px 48px' }}>
        {shown.map((src, i) => (
          <div
            key={i}
            style={{ display: 'flex', width: 258, height: 258, borderRadius: 20, backgroundColor: '#ffffff', border: `2px solid ${colors.line}`, overflow: 'hidden' }}
          >
            <img src={src} width={254} height={254} />
          </div>
        ))}
      </div>
      <PromiseStrip />
    </div>
  );
}

/** The home page: the shop's name, tag line and discount claim beside a product collage. */
export function HomeOgCard({ pictures }: { pictures: string[] }) {
  const shown = pictures.slice(0, 4);
  return (
    <div style={{ ...frame, backgroundImage: `linear-gradient(135deg, ${colors.secondary} 0%, #123F33 55%, ${colors.primary} 100%)`, color: '#ffffff' }}>
      <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', width: 690, padding: '0 0 0 60px' }}>
        <Wordmark inverted size={40} />
        <div style={{ display: 'flex', fontSize: 50, fontWeight: 700, lineHeight: 1.15, marginTop: 40 }}>{texts.tagLine}</div>
        <div style={{ display: 'flex', marginTop: 40 }}>
          <Pill background={colors.add} size={44}>{texts.ogDiscountClaim}</Pill>
        </div>
        <div style={{ display: 'flex', gap: 20, marginTop: 40, fontSize: 20, color: '#D1FAE5', whiteSpace: 'nowrap' }}>
          {texts.ogPromises.map((p) => (
            <div key={p} style={{ display: 'flex', alignItems: 'center', gap: 10 }}>
              <div style={{ display: 'flex', width: 9, height: 9, borderRadius: 9, backgroundColor: colors.primary }} />
              {p}
            </div>
          ))}
        </div>
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignContent: 'center', justifyContent: 'center', gap: 24, flex: 1, paddingRight: 40 }}>
        {shown.map((src, i) => (
          <div
            key={i}
            style={{
              display: 'flex',
              width: 212,
              height: 212,
              borderRadius: 24,
              backgroundColor: '#ffffff',
              overflow: 'hidden',
              boxShadow: '0 16px 40px rgba(0,0,0,0.28)',
              transform: `rotate(${i % 2 === 0 ? -3 : 3}deg)`,
            }}
          >
            <img src={src} width={212} height={212} />
          </div>
        ))}
      </div>
    </div>
  );
}

/** When there is nothing to show (an unknown product or shelf): the shop's card. */
export function GenericOgCard() {
  return (
    <div
      style={{
        ...frame,
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        backgroundImage: `linear-gradient(135deg, ${colors.soft} 0%, #ffffff 70%)`,
      }}
    >
      <Wordmark size={56} />
      <div style={{ display: 'flex', fontSize: 36, marginTop: 36, color: colors.muted }}>{texts.tagLine}</div>
      <div style={{ display: 'flex', marginTop: 36 }}>
        <Pill background={colors.add} size={34}>{texts.ogDiscountClaim}</Pill>
      </div>
    </div>
  );
}
