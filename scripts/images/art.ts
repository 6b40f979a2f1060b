// The shape every product drawing shares, plus the transforms used to make "another angle".
import type { Ctx } from './svg';

/** alt: the second finish (colour/material); angle: the turned view of gallery image 2. */
export interface Look {
  alt: boolean;
  angle: boolean;
}

/** Where the lifestyle picture (gallery image 4) stages the product. */
export type Scene = 'living' | 'kitchen' | 'laundry' | 'bedroom' | 'studio' | 'desk' | 'playroom';
/** How the product sits in a scene: on the floor, on a counter/table, on the wall, under the ceiling. */
export type Mount = 'floor' | 'table' | 'wall' | 'ceiling' | 'podium';

export interface ProductArt {
  /** Markup in an 800x800 frame, object centred, filling about 75%, with its own contact shadow. */
  draw(c: Ctx, look: Look): string;
  /** Bounding box of the hero drawing [x0, y0, x1, y1]; used to place it in scenes and banners. */
  box: Box;
  /** Close-up (gallery image 3): focus point and zoom factor. */
  detail: [number, number, number];
  scene: Scene;
  mount: Mount;
  /**
   * Pose for scenes and banners when the hero shot carries extras that look wrong in a room
   * (the AC's outdoor unit and remote): the look to draw and the bounding box of that drawing.
   */
  staged?: { look: Look; box: Box };
}

export type Box = [number, number, number, number];

/** Fakes a product turned slightly away: compress horizontally and shear (right side recedes). */
export const turn = (body: string, cx = 400, cy = 400, k = 1) =>
  `<g transform="translate(${cx} ${cy}) matrix(${1 - 0.16 * k} ${(-0.06 * k).toFixed(3)} 0 1 0 0) translate(${-cx} ${-cy})">${body}</g>`;
export const mirror = (body: string) => `<g transform="translate(800 0) scale(-1 1)">${body}</g>`;
export const rotate = (body: string, deg: number, cx = 400, cy = 400) => `<g transform="rotate(${deg} ${cx} ${cy})">${body}</g>`;
export const move = (body: string, dx: number, dy: number, s = 1) =>
  `<g transform="translate(${dx.toFixed(1)} ${dy.toFixed(1)})${s === 1 ? '' : ` scale(${s.toFixed(4)})`}">${body}</g>`;
/** Scale about a point (keeps the object centred when shrinking it to fit a pose). */
export const scaleAt = (body: string, s: number, cx = 400, cy = 400) =>
  `<g transform="translate(${cx} ${cy}) scale(${s}) translate(${-cx} ${-cy})">${body}</g>`;

export type Draw = (c: Ctx, look: Look) => string;
