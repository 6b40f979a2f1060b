// Registry of product drawings, keyed by the kinds the seed uses (lib/seed/image-kinds.ts).
import type { ProductImageKind } from '../../lib/seed/image-kinds';
import { applianceArt } from './appliances';
import type { ProductArt } from './art';
import { audioArt } from './audio';
import { gadgetArt } from './gadgets';
import { kitchenArt } from './kitchen';
import { toyArt } from './toys';

const all: Record<string, ProductArt> = { ...applianceArt, ...kitchenArt, ...gadgetArt, ...audioArt, ...toyArt };

/** Fails loudly when the contract gains a kind nobody has drawn yet. */
export function productArt(kind: ProductImageKind): ProductArt {
  const art = all[kind];
  if (!art) throw new Error(`No drawing for product kind "${kind}" (add one in scripts/images/)`);
  return art;
}
