import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { store } from '@/lib/config';
import { SiteJsonLd, organizationJsonLd, webSiteJsonLd } from './json-ld';

const scripts = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, any>);

describe('site structured data', () => {
  it('WebSite has a SearchAction that opens /search-product/{search_term_string}', () => {
    const site = webSiteJsonLd();
    expect(site['@type']).toBe('WebSite');
    expect(site.url).toBe(`${store.siteUrl}/`);
    expect(site.potentialAction.target.urlTemplate).toBe(`${store.siteUrl}/search-product/{search_term_string}`);
    expect(site.potentialAction['query-input']).toBe('required name=search_term_string');
  });

  it('Organization names the seller with its contacts and no empty social list', () => {
    const org = organizationJsonLd();
    expect(org).toMatchObject({ name: store.businessName, url: `${store.siteUrl}/`, email: store.email, telephone: store.phone });
    expect(org.contactPoint).toMatchObject({ telephone: store.phone, areaServed: 'IN' });
    expect('sameAs' in org).toBe(Object.values(store.social).some(Boolean));
  });

  it('SiteJsonLd renders both as JSON-LD scripts', () => {
    const [org, site] = scripts(renderToStaticMarkup(createElement(SiteJsonLd)));
    expect(org).toMatchObject({ '@context': 'https://schema.org', '@type': 'OnlineStore', name: store.businessName });
    expect(site).toMatchObject({ '@type': 'WebSite', potentialAction: { '@type': 'SearchAction' } });
  });
});
