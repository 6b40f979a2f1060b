// The verticals' icons, chosen by the vertical's name (the category bar, the side menu),
// drawn by styles/icons.css like the others in ./icons.tsx.
import { Icon, type IconProps } from './icons';

const verticalIcons: [RegExp, string][] = [
  [/^televisions?$/i, 'tv'],
  [/^refrigerators?$/i, 'fridge'],
  [/^washing machines?$/i, 'washer'],
  [/^air care$/i, 'air'],
  [/^home appliances?$/i, 'appliance'],
  [/^lifestyle$/i, 'lifestyle'],
  [/^mobiles? (&|and) laptops?$/i, 'mobile'],
  [/^sound systems?$/i, 'speaker'],
];

/** The icon of a vertical by its name; the television icon otherwise. */
export function VerticalIcon({ name, ...rest }: IconProps & { name: string }) {
  const icon = verticalIcons.find(([pattern]) => pattern.test(name.trim()))?.[1] ?? 'tv';
  return <Icon name={`vertical-${icon}`} {...rest} />;
}
