// The site footer: about, important links, contact and hours; social links only
// when the store has configured them.
import Link from 'next/link';
import { store } from '@/lib/config';
import { routes } from '@/lib/routes';

const importantLinks = [
  { href: routes.aboutUs, label: 'About Us' },
  { href: routes.contactUs, label: 'Contact Us' },
  { href: routes.privacyPolicy, label: 'Privacy Policy' },
  { href: routes.returnPolicy, label: 'Return Policy' },
  { href: routes.shippingPolicy, label: 'Shipping Information' },
  { href: routes.terms, label: 'Terms & Conditions' },
  { href: routes.cancellationPolicy, label: 'Cancellation Policy' },
  { href: routes.faq, label: 'FAQ' },
];

export function Footer({ verticals = [] }: { verticals?: { name: string; name_url: string }[] }) {
  const social = Object.entries(store.social).filter((entry): entry is [string, string] => Boolean(entry[1]));
  return (
    <footer className="mt-12 bg-secondary text-sm text-white/80">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 desk:grid-cols-4">
        <section>
          <h2 className="mb-3 text-base font-semibold text-white">About {store.businessName}</h2>
          <p>
            Open-box home appliances and electronics: unopened or returned, tested and quality checked, at up to 80% off MRP,
            with 7-day free returns and home delivery.
          </p>
          {social.length > 0 && (
            <ul className="mt-4 flex gap-3">
              {social.map(([name, href]) => (
                <li key={name}>
                  <a href={href} target="_blank" rel="noopener noreferrer" className="capitalize hover:text-white">
                    {name}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
        <nav aria-label="Main Menu">
          <h2 className="mb-3 text-base font-semibold text-white">Main Menu</h2>
          <ul className="space-y-1.5">
            {verticals.map((v) => (
              <li key={v.name_url}>
                <Link href={routes.vertical(v.name_url)} className="hover:text-white">
                  {v.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Important Links">
          <h2 className="mb-3 text-base font-semibold text-white">Important Links</h2>
          <ul className="space-y-1.5">
            {importantLinks.map((l) => (
              <li key={l.href}>
                <Link href={l.href} className="hover:text-white">
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section>
          <h2 className="mb-3 text-base font-semibold text-white">Contact</h2>
          <ul className="space-y-1.5">
            {store.phones.map((p) => (
              <li key={p}>
                <a href={`tel:${p.replace(/\s/g, '')}`} className="hover:text-white">
                  {p}
                </a>
              </li>
            ))}
            <li>
              <a href={`mailto:${store.email}`} className="hover:text-white">
                {store.email}
              </a>
            </li>
            <li>{store.hours.footer}</li>
          </ul>
        </section>
      </div>
      <p className="border-t border-white/10 px-4 py-4 text-center text-xs">
        © {new Date().getFullYear()} {store.businessName}. All rights reserved.
      </p>
    </footer>
  );
}
