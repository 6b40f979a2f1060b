// The verticals' icons (chosen by the vertical's name) and the social networks' glyphs, for
// the menus and the footer. Apart from icons.tsx because the header's script does not
// need them: the server renders them (components/layout/header.tsx passes the category
// bar's icons in), and only the side menu's drawer, loaded on opening, draws them itself.
import type { ReactNode } from 'react';
import { Stroke, type IconProps } from './icons';

// ----- vertical icons (television by default) -----

export const TelevisionIcon = (p: IconProps) => (
  <Stroke {...p}>
    <rect x="2.5" y="4" width="19" height="12.5" rx="1.5" />
    <path d="M9 20.5h6M12 16.5v4" />
  </Stroke>
);

export const RefrigeratorIcon = (p: IconProps) => (
  <Stroke {...p}>
    <rect x="6" y="2.5" width="12" height="19" rx="2" />
    <path d="M6 10h12M9 5.5v2M9 12.5v3.5" />
  </Stroke>
);

export const WashingMachineIcon = (p: IconProps) => (
  <Stroke {...p}>
    <rect x="4" y="2.5" width="16" height="19" rx="2" />
    <path d="M4 7h16" />
    <circle cx="12" cy="14" r="4.5" />
    <path d="M9.8 14.6c1.2-.9 2.9.9 4.4 0" />
    <circle cx="7" cy="4.8" r=".4" fill="currentColor" />
    <circle cx="9.3" cy="4.8" r=".4" fill="currentColor" />
  </Stroke>
);

export const AirCareIcon = (p: IconProps) => (
  <Stroke {...p}>
    <rect x="2.5" y="4" width="19" height="8" rx="2" />
    <path d="M5.5 9.5h13" />
    <path d="M7 15c0 1.5-1 2.2-1 3.5M12 15c0 1.7-1 2.5-1 4M17 15c0 1.5-1 2.2-1 3.5" />
  </Stroke>
);

export const HomeApplianceIcon = (p: IconProps) => (
  <Stroke {...p}>
    <rect x="2.5" y="5" width="19" height="14" rx="2" />
    <rect x="5" y="7.5" width="10" height="9" rx="1" />
    <path d="M18 8v.01M18 11v.01M18 14.5v2" />
  </Stroke>
);

export const LifestyleIcon = (p: IconProps) => (
  <Stroke {...p}>
    <circle cx="12" cy="12" r="5" />
    <path d="M12 9.5V12l1.5 1" />
    <path d="m9 7.5.7-5h4.6l.7 5M9 16.5l.7 5h4.6l.7-5" />
  </Stroke>
);

export const MobileLaptopIcon = (p: IconProps) => (
  <Stroke {...p}>
    <path d="M3.5 15.5V6a1.5 1.5 0 0 1 1.5-1.5h10.5A1.5 1.5 0 0 1 17 6v1.5" />
    <path d="M1.5 15.5h13v2h-12a1 1 0 0 1-1-1v-1Z" />
    <rect x="16" y="9.5" width="6" height="11" rx="1.2" />
    <path d="M18.5 18.3h1" />
  </Stroke>
);

export const SpeakerIcon = (p: IconProps) => (
  <Stroke {...p}>
    <rect x="5" y="2.5" width="14" height="19" rx="2" />
    <circle cx="12" cy="14.5" r="3.8" />
    <circle cx="12" cy="14.5" r=".9" />
    <circle cx="12" cy="6.5" r="1.5" />
  </Stroke>
);

const verticalIcons: [RegExp, (p: IconProps) => ReactNode][] = [
  [/^televisions?$/i, TelevisionIcon],
  [/^refrigerators?$/i, RefrigeratorIcon],
  [/^washing machines?$/i, WashingMachineIcon],
  [/^air care$/i, AirCareIcon],
  [/^home appliances?$/i, HomeApplianceIcon],
  [/^lifestyle$/i, LifestyleIcon],
  [/^mobiles? (&|and) laptops?$/i, MobileLaptopIcon],
  [/^sound systems?$/i, SpeakerIcon],
];

/** The icon of a vertical by its name; the television icon otherwise. */
export function VerticalIcon({ name, ...rest }: IconProps & { name: string }) {
  const Icon = verticalIcons.find(([pattern]) => pattern.test(name.trim()))?.[1] ?? TelevisionIcon;
  return <Icon {...rest} />;
}

// ----- social networks (filled glyphs) -----

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
