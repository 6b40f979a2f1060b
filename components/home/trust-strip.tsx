// Four reasons to buy: the shop's promises.
import type { ReactNode } from 'react';
import { texts } from '@/lib/texts';
import { homeTexts } from '@/lib/texts/home';
import { HomeSection } from './home-section';

const icon = (path: ReactNode) => (
  <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
    {path}
  </svg>
);

// In the order of texts.trust: discount, returns, delivery, original.
const icons = [
  icon(<><path d="M20.6 13.4l-7.2 7.2a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8z" /><circle cx="7.5" cy="7.5" r="1.5" /></>),
  icon(<><path d="M3 12a9 9 0 1 0 3-6.7" /><path d="M3 3v6h6" /></>),
  icon(<><path d="M1 4h13v11H1z" /><path d="M14 8h4l4 4v3h-8z" /><circle cx="5.5" cy="18" r="2" /><circle cx="18.5" cy="18" r="2" /></>),
  icon(<><path d="M12 2l8 3v6c0 5-3.4 9.4-8 11-4.6-1.6-8-6-8-11V5z" /><path d="M8.5 12l2.5 2.5 4.5-5" /></>),
];

export function TrustStrip() {
  return (
    <HomeSection id="why-us" title={homeTexts.trustHeading}>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {texts.trust.map((reason, index) => (
          <li key={reason.title} className="why-item">
            <span className="why-icon">
              {icons[index % icons.length]}
            </span>
            <span className="min-w-0">
              <span className="why-title">{reason.title}</span>
              <span className="why-text">{reason.text}</span>
            </span>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
