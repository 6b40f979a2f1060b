// How a carousel's strip scrolls when moved by code: smoothly, unless the shopper asked
// the system for reduced motion.
export const scrollBehavior = (): ScrollBehavior =>
  window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
