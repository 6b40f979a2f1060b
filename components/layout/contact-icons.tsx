// The contact details' icons (support menu, footer, side menu), drawn by styles/icons.css
// like the others in ./icons.tsx.
import { Icon, type IconProps } from './icons';

export const HeadsetIcon = (p: IconProps) => <Icon name="headset" {...p} />;
export const PhoneIcon = (p: IconProps) => <Icon name="phone" {...p} />;
export const MailIcon = (p: IconProps) => <Icon name="mail" {...p} />;
export const ClockIcon = (p: IconProps) => <Icon name="clock" {...p} />;
export const PinIcon = (p: IconProps) => <Icon name="pin" {...p} />;
