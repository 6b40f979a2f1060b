// Phone links of the header, footer, side menu and the static pages (a module of its own,
// without the config, so client components can use it).
/** A tel: link target from a display number ("+91 98765 43210" -> "tel:+919876543210"). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
