'use client';
// The Share button of the product page; its dialog (share-panel.tsx: copy the link, or share
// it to Facebook, Pinterest, Twitter and WhatsApp) loads when it first opens.
import { lazy, Suspense, useCallback, useState } from 'react';
import { productControlTexts } from '@/lib/texts/product-controls';

const SharePanel = lazy(() => import('./share-panel').then((m) => ({ default: m.SharePanel })));

interface Props {
  url: string;
  name: string;
  image: string;
}

function ShareIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <circle cx="18" cy="5" r="3" />
      <circle cx="6" cy="12" r="3" />
      <circle cx="18" cy="19" r="3" />
      <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
    </svg>
  );
}

export function ShareButton({ url, name, image }: Props) {
  const [open, setOpen] = useState(false);
  // The dialog loads on the first opening and stays mounted after it.
  const [wanted, setWanted] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        aria-haspopup="dialog"
        className="inline-flex items-center gap-1.5 rounded-md border border-black/15 px-3 py-2 text-sm font-semibold hover:border-primary hover:text-primary-strong"
      >
        <ShareIcon />
        {productControlTexts.share}
      </button>
      <Suspense>{wanted && <SharePanel open={open} onClose={close} url={url} name={name} image={image} />}</Suspense>
    </>
  );
}
