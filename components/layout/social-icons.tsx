// The social networks' glyphs and links (the footer, the side menu's drawer): a module of
// their own so that no eagerly loaded script carries their paths.
import type { StoreInfo } from './store-info';

function Glyph({ size = 20, d }: { size?: number; d: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d={d} />
    </svg>
  );
}

const socialPaths: Record<string, string> = {
  facebook: 'M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21h3Z',
  twitter: 'M17.7 3.5h3l-6.6 7.5 7.8 10.5h-6.1l-4.8-6.3-5.5 6.3h-3l7.1-8L2 3.5h6.2l4.3 5.8 5.2-5.8Zm-1 16.2h1.7L7.4 5.2H5.6l11.1 14.5Z',
  instagram:
    'M12 7.3a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4Zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6Zm4.9-8.9a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2ZM21 8.1c-.1-1.5-.4-2.8-1.5-3.9S17.3 2.8 15.9 2.7C14.4 2.6 9.6 2.6 8.1 2.7 6.6 2.8 5.3 3.1 4.2 4.2S2.8 6.6 2.7 8.1c-.1 1.5-.1 6.3 0 7.8.1 1.5.4 2.8 1.5 3.9s2.4 1.4 3.9 1.5c1.5.1 6.3.1 7.8 0 1.5-.1 2.8-.4 3.9-1.5s1.4-2.4 1.5-3.9c.1-1.5.1-6.3 0-7.8Zm-2 9.8a3 3 0 0 1-1.7 1.7c-1.2.5-4 .4-5.3.4s-4.1.1-5.3-.4a3 3 0 0 1-1.7-1.7c-.5-1.2-.4-4-.4-5.3s-.1-4.1.4-5.3A3 3 0 0 1 6.7 4.6c1.2-.5 4-.4 5.3-.4s4.1-.1 5.3.4a3 3 0 0 1 1.7 1.7c.5 1.2.4 4 .4 5.3s.1 4.1-.4 5.3Z',
  youtube:
    'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8ZM10 15V9l5.2 3L10 15Z',
  linkedin:
    'M6.9 8.8H3.6V20h3.3V8.8ZM5.3 3.5a1.9 1.9 0 1 0 0 3.8 1.9 1.9 0 0 0 0-3.8ZM20.4 13.6c0-3-.7-5.1-4.1-5.1a3.6 3.6 0 0 0-3.3 1.8V8.8h-3.2V20h3.3v-5.5c0-1.5.3-2.9 2.1-2.9s1.9 1.7 1.9 3V20h3.3v-6.4Z',
};

export function SocialIcon({ network, size }: { network: string; size?: number }) {
  return <Glyph size={size} d={socialPaths[network] ?? socialPaths.facebook} />;
}

/** The store's social links as round icons; `link` styles each (light or dark background). */
export function SocialLinks({ social, link, className = '', label }: { social: StoreInfo['social']; link: string; className?: string; label?: string }) {
  return (
    <ul className={`flex gap-2 ${className}`} aria-label={label}>
      {social.map((s) => (
        <li key={s.network}>
          <a href={s.href} target="_blank" rel="noopener noreferrer" aria-label={s.label} className={`flex h-9 w-9 items-center justify-center rounded-full ${link}`}>
            <SocialIcon network={s.network} size={18} />
          </a>
        </li>
      ))}
    </ul>
  );
}
