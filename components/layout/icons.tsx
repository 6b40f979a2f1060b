// The shop's line icons for the header, menus, drawers and footer: a span drawn by CSS
// (styles/icons.css, one mask per icon in the text colour), so an icon costs a class name in
// the page, not SVG markup, RSC payload and drawing code. No icon font or remote sprite (the
// network is closed). Icons are decorative (aria-hidden); the control around them carries
// the name. The contact details' icons are in contact-icons.tsx and the verticals' in
// vertical-icons.tsx; the social networks' (filled logos) stay SVG in social-icons.tsx.

export interface IconProps {
  /** Width and height in px (24 unless said). */
  size?: number;
  className?: string;
}

// Literal class names, so Tailwind generates them.
const sizeClass: Record<number, string> = { 16: 'size-4', 18: 'size-4.5', 20: 'size-5', 22: 'size-5.5', 24: '', 28: 'size-7' };

/** An icon of styles/icons.css by its name (`.icon-<name>`). */
export function Icon({ name, size = 24, className = '' }: IconProps & { name: string }) {
  const sized = sizeClass[size];
  return (
    <span
      aria-hidden="true"
      className={['icon', `icon-${name}`, sized, className].filter(Boolean).join(' ')}
      style={sized === undefined ? { width: size, height: size } : undefined}
    />
  );
}

const named = (name: string) =>
  function NamedIcon(p: IconProps) {
    return <Icon name={name} {...p} />;
  };

export const SearchIcon = named('search');
export const CartIcon = named('cart');
export const BagIcon = named('bag');
export const UserIcon = named('user');
export const MenuIcon = named('menu');
export const CloseIcon = named('close');
export const ChevronDownIcon = named('chevron-down');
export const ChevronRightIcon = named('chevron-right');
export const BackIcon = named('back');
export const TrashIcon = named('trash');
