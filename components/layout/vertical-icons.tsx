// The verticals' icons, chosen by the vertical's name (the category bar, the side menu).
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
