// Intl formatters and segmenters are built when first used, not when their module loads:
// building one loads ICU's locale data, milliseconds of a phone's main thread, paid during
// hydration by every page that imports the module even if it never formats anything.
export function onFirstUse<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
