// A value built when first used, not when its module loads, then kept. Intl formatters and
// segmenters: building one loads ICU's locale data, milliseconds of a phone's main thread,
// paid during hydration by every page that imports the module even if it never formats
// anything. Browser-only values (a media query) cannot be built on the server at all.
export function onFirstUse<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
