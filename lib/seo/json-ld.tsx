// Site-wide structured data: the seller as an Organization and the site as a WebSite
// whose SearchAction opens /search-product/{keyword}, so search engines can show a
// search box for the shop. Builders return plain objects (tested); the components
// render them with next-seo. Mount <SiteJsonLd /> once, on the home page (or in the
// root layout).
import { JsonLdScript, OrganizationJsonLd } from 'next-seo';
import { limits, store } from '@/lib/config';
import { routes } from '@/lib/routes';

/** The placeholder search engines replace with what the shopper typed. */
export const SEARCH_TERM = 'search_term_string';

const socialLinks = () => Object.values(store.social).filter((link): link is string => !!link);

/** The seller: name, site, contacts, address, GST number and configured social profiles. */
export function organizationJsonLd() {
  const sameAs = socialLinks();
  return {
    name: store.businessName,
    url: `${store.siteUrl}/`,
    email: store.email,
    telephone: store.phone,
    address: { streetAddress: store.address, addressCountry: limits.country },
    taxID: store.gstNumber,
    contactPoint: {
      contactType: 'customer service',
      telephone: store.phone,
      email: store.email,
      areaServed: limits.country,
      availableLanguage: ['en', 'hi'],
    },
    ...(sameAs.length ? { sameAs } : {}),
  };
}

/** The site, with the search box that leads to the search results page. */
export function webSiteJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: store.businessName,
    url: `${store.siteUrl}/`,
    inLanguage: 'en-IN',
    potentialAction: {
      '@type': 'SearchAction',
      // routes.search would percent-encode the braces of the placeholder.
      target: { '@type': 'EntryPoint', urlTemplate: `${store.siteUrl}${routes.search('')}{${SEARCH_TERM}}` },
      'query-input': `required name=${SEARCH_TERM}`,
    },
  };
}

export function OrganizationLd() {
  return <OrganizationJsonLd type="OnlineStore" scriptId="organization-jsonld" {...organizationJsonLd()} />;
}

export function WebSiteLd() {
  return <JsonLdScript data={webSiteJsonLd()} id="website-jsonld" scriptKey="website-jsonld" />;
}

/** Organization and WebSite structured data, for the home page. */
export function SiteJsonLd() {
  return (
    <>
      <OrganizationLd />
      <WebSiteLd />
    </>
  );
}
