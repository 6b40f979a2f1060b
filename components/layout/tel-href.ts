// Apart from ./store-info.ts, which reads the config: client components link phone numbers too.
/** A tel: link target from a display number ("+91 98765 43210" -> "tel:+919876543210"). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
