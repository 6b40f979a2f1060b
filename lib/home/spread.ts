// Section banners sit between the home category carousels, spread evenly: with n
// carousels and m banners, banner k goes before carousel round(k * n / m).

/** Entry i holds the items to show before slot i; the last entry (index `slots`) comes after every slot. */
export function spreadBetween<T>(items: readonly T[], slots: number): T[][] {
  const result: T[][] = Array.from({ length: Math.max(0, slots) + 1 }, () => []);
  items.forEach((item, k) => {
    const at = slots <= 0 ? 0 : Math.min(slots, Math.round((k * slots) / items.length));
    result[at]!.push(item);
  });
  return result;
}
