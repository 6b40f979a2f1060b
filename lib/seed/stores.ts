// The seller's shops, shown on the store-locator page by city. Addresses are on real
// shopping streets; map links are Google Maps searches of the address, so they work
// without an API key.
import { storePhoto } from './image-kinds';

export interface StoreSeed {
  city: string;
  name: string;
  address: string;
  contact: string;
  /** The part of the e-mail address before the store's own domain. */
  mailbox: string;
}

export const storeSeeds: StoreSeed[] = [
  {
    city: 'Gurugram', name: 'Gurugram Sector 18 Outlet', mailbox: 'gurugram',
    address: 'Unit 4, Ground Floor, Sector 18 Industrial Area, Gurugram, Haryana 122015', contact: '+91 98765 43210',
  },
  {
    city: 'Gurugram', name: 'DLF Galleria Store', mailbox: 'galleria',
    address: 'Shop 12, Ground Floor, DLF Galleria Market, DLF Phase IV, Gurugram, Haryana 122009', contact: '+91 98110 27465',
  },
  {
    city: 'Delhi', name: 'Lajpat Nagar Store', mailbox: 'lajpatnagar',
    address: 'B-27, Lajpat Nagar II, Ring Road, New Delhi, Delhi 110024', contact: '+91 98102 33871',
  },
  {
    city: 'Delhi', name: 'Nehru Place Store', mailbox: 'nehruplace',
    address: '112, First Floor, Vishal Bhawan, Nehru Place, New Delhi, Delhi 110019', contact: '+91 98183 50492',
  },
  {
    city: 'Bengaluru', name: 'Indiranagar Store', mailbox: 'bengaluru',
    address: 'No. 48, 100 Feet Road, HAL 2nd Stage, Indiranagar, Bengaluru, Karnataka 560038', contact: '+91 80 4567 8900',
  },
  {
    city: 'Mumbai', name: 'Ghatkopar Store', mailbox: 'mumbai',
    address: 'Shop 3, Sunshine Plaza, LBS Marg, Ghatkopar West, Mumbai, Maharashtra 400086', contact: '+91 22 2512 6634',
  },
  {
    city: 'Hyderabad', name: 'Jubilee Hills Store', mailbox: 'hyderabad',
    address: 'Plot 22, Road No. 36, Jubilee Hills, Hyderabad, Telangana 500033', contact: '+91 40 2354 7781',
  },
];

export function storeRows(companyId: number, storeId: number, emailDomain: string) {
  return storeSeeds.map((s, i) => ({
    company_id: companyId,
    store_id: storeId,
    city: s.city,
    name: s.name,
    address: s.address,
    contact: s.contact,
    email: `${s.mailbox}@${emailDomain}`,
    photo: storePhoto(i + 1),
    map_link: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(s.address)}`,
  }));
}
