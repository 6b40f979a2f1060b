// The store's contact details as plain data for the header, menus and footer.
// lib/config.ts reads the environment, which only the server sees: client components
// get these values as props from the root layout, so a white-label deployment's
// STORE_* settings reach the browser too (a client import would see the defaults).
import { store } from '@/lib/config';

export interface SocialLink {
  network: 'facebook' | 'twitter' | 'instagram' | 'youtube' | 'linkedin';
  label: string;
  href: string;
}

export interface StoreInfo {
  businessName: string;
  phone: string;
  phones: string[];
  email: string;
  address: string;
  gstNumber: string;
  /** The grievance officer the E-Commerce Rules 2020 require the shop to name (docs/rules/grievances.md). */
  grievanceOfficer: { name: string; designation: string; email: string; phone: string };
  headerHours: string;
  footerHours: string;
  searchPlaceholder: string;
  social: SocialLink[];
}

const socialLabels: Record<SocialLink['network'], string> = {
  facebook: 'Facebook',
  twitter: 'Twitter',
  instagram: 'Instagram',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
};

/** Only the networks the store has configured. */
export function storeInfo(): StoreInfo {
  const social = (Object.keys(socialLabels) as SocialLink['network'][])
    .filter((network) => Boolean(store.social[network]))
    .map((network) => ({ network, label: socialLabels[network], href: store.social[network] as string }));
  return {
    businessName: store.businessName,
    phone: store.phone,
    phones: store.phones,
    email: store.email,
    address: store.address,
    gstNumber: store.gstNumber,
    grievanceOfficer: { ...store.grievanceOfficer },
    headerHours: store.hours.header,
    footerHours: store.hours.footer,
    searchPlaceholder: store.searchPlaceholder,
    social,
  };
}
