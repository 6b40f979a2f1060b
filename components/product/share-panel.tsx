'use client';
// The share dialog's content (components/product/share-dialog.tsx), loaded the first time
// the dialog opens: copy the page's link ('URL Copied to clipboard.'), or share it to
// Facebook, Pinterest, Twitter and WhatsApp in a new tab.
import { toast } from '@/lib/client/toast';
import { productNoticeTexts } from '@/lib/texts/product-notices';
import { carouselTexts } from '@/lib/texts/carousel';
import { productControlTexts } from '@/lib/texts/product-controls';
import { Modal } from '@/components/layout/modal';

interface Props {
  open: boolean;
  onClose: () => void;
  url: string;
  name: string;
  image: string;
}

export function shareLinks(url: string, name: string, image: string) {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(name);
  return [
    { network: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: 'Pinterest', href: `https://pinterest.com/pin/create/button/?url=${u}&media=${encodeURIComponent(image)}&description=${text}` },
    { network: 'Twitter', href: `https://twitter.com/intent/tweet?url=${u}&text=${text}` },
    { network: 'WhatsApp', href: `https://api.whatsapp.com/send?text=${encodeURIComponent(`${name} ${url}`)}` },
  ];
}

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  // Older browsers and plain-http origins have no async clipboard.
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const done = document.execCommand('copy');
  area.remove();
  if (!done) throw new Error('copy refused');
}

export function SharePanel({ open, onClose, url, name, image }: Props) {
  return (
    <Modal open={open} onClose={onClose} title={productControlTexts.shareHeading} size="sm">
      <div className="flex gap-2">
        <input readOnly value={url} aria-label={productControlTexts.copyLink} className="min-w-0 flex-1 rounded-md border border-black/15 bg-neutral-50 px-3 py-2 text-sm" />
        <button
          type="button"
          className="rounded-md bg-primary-strong px-4 text-sm font-semibold text-white hover:bg-primary-stronger"
          onClick={async () => {
            try {
              await copyText(url);
              toast.success(productNoticeTexts.urlCopied);
            } catch (error) {
              console.error('[share] copy failed:', error);
            }
          }}
        >
          {productControlTexts.copyLink}
        </button>
      </div>
      <ul className="mt-4 grid grid-cols-2 gap-2">
        {shareLinks(url, name, image).map((link) => (
          <li key={link.network}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              className="block rounded-md border border-black/15 px-3 py-2 text-center text-sm font-semibold hover:border-primary hover:text-primary-strong"
            >
              {link.network}
              <span className="sr-only"> {carouselTexts.opensInNewTab}</span>
            </a>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
