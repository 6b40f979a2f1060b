// Dragging a scroll-snap strip with the mouse, loaded by ./snap-drag.ts when a mouse first
// comes over a strip (touch screens scroll natively and never need it).
import { scrollBehavior } from './scroll-behavior';

/** Pixels a pointer may move before a press becomes a drag. */
const DRAG_START_PX = 5;

/** Lets the mouse drag `strip` until `signal` aborts (see useMouseDrag). */
export function attachMouseDrag(strip: HTMLElement, snapWidth: () => number, onDrag: ((dragging: boolean) => void) | undefined, signal: AbortSignal): void {
  let pressed = false;
  let dragging = false;
  let startX = 0;
  let startLeft = 0;

  const swallowClick = (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
  };
  const onDown = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse' || event.button !== 0) return;
    pressed = true;
    dragging = false;
    startX = event.clientX;
    startLeft = strip.scrollLeft;
  };
  const onMove = (event: PointerEvent) => {
    if (!pressed) return;
    const dx = event.clientX - startX;
    if (!dragging) {
      if (Math.abs(dx) < DRAG_START_PX) return;
      dragging = true;
      strip.setPointerCapture(event.pointerId);
      // Snapping would fight the pointer; it comes back on release.
      strip.style.scrollSnapType = 'none';
      strip.style.userSelect = 'none';
      onDrag?.(true);
    }
    strip.scrollLeft = startLeft - dx;
  };
  const onUp = (event: PointerEvent) => {
    if (!pressed) return;
    pressed = false;
    if (!dragging) return;
    dragging = false;
    const dx = event.clientX - startX;
    const width = snapWidth() || strip.clientWidth;
    const at = strip.scrollLeft / width;
    const target = dx < 0 ? Math.ceil(at) : Math.floor(at);
    strip.style.userSelect = '';
    strip.scrollTo({ left: target * width, behavior: scrollBehavior() });
    // Snapping comes back once the strip has settled (scrollend, where the browser has it).
    let timer = 0;
    const snapAgain = () => {
      window.clearTimeout(timer);
      strip.removeEventListener('scrollend', snapAgain);
      strip.style.scrollSnapType = '';
    };
    strip.addEventListener('scrollend', snapAgain);
    timer = window.setTimeout(snapAgain, 700);
    strip.addEventListener('click', swallowClick, { capture: true });
    window.setTimeout(() => strip.removeEventListener('click', swallowClick, { capture: true }), 0);
    onDrag?.(false);
  };
  // A picture or a link would start the browser's own drag and drop instead.
  const onDragStart = (event: DragEvent) => event.preventDefault();

  strip.addEventListener('pointerdown', onDown, { signal });
  strip.addEventListener('pointermove', onMove, { signal });
  strip.addEventListener('pointerup', onUp, { signal });
  strip.addEventListener('pointercancel', onUp, { signal });
  strip.addEventListener('dragstart', onDragStart, { signal });
}
