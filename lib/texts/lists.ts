// The product lists: their heading, sorting, filters and infinite scroll.
// A module of its own: a client component ships every text of the module it imports
// (docs/rules/texts.md). ./index.ts takes these into `texts`.

export const listTexts = {
  showingResults: (count: number, keyword: string) => `Showing ${count} Results for ${keyword}`,
  sortLowHigh: 'Price: Low to High',
  sortHighLow: 'Price: High to Low',
  clearAll: 'Clear All',
  applyFilter: 'Apply Filter',
  sortBy: 'Sort By',
  filters: 'Filters',
  cancel: 'Cancel',
  filterBrand: 'Brand',
  filterPrice: 'Price',
  filterGender: 'Gender',
  filterAge: 'Age',
  clearFilters: 'Clear filters',
  closeFilters: 'Close filters',
  showAllBrands: (count: number) => `Show all ${count} brands`,
  showFewerBrands: 'Show fewer brands',
  productCount: (count: number) => `${count} ${count === 1 ? 'product' : 'products'}`,
  loadingMore: 'Loading more products…',
  endOfList: 'You have seen all the products.',
  browseShelves: 'Browse',
  breadcrumbHome: 'Home',
  searchCrumb: (keyword: string) => `Search: ${keyword}`,
  productsHeading: 'Products',
  chosenFilters: 'Chosen filters',
  removeFilter: (label: string) => `Remove filter ${label}`,
} as const;
