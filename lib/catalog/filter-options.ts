// The choices of a list page's filter panel (docs/rules/catalogue.md#filters): the genders, age groups
// and brands that actually occur among the products in scope, so no choice leads to
// an empty list. Brands are sorted by name ignoring case, as docs/rules/catalogue.md#filters says.
import type { FilterOptions } from './types';
import type { DB } from '@/lib/db';
import { byBrandName, toBrand } from './merchandising';
import { matchingProducts, type ProductFilter } from './product-queries';

export async function filterOptions(db: DB, storeId: number, scope: ProductFilter): Promise<FilterOptions> {
  const inScope = () => matchingProducts(db, storeId, scope);
  const [genders, ages, brands] = await Promise.all([
    inScope().select('p.gender').distinct().where('p.gender', 'is not', null).execute(),
    db
      .selectFrom('age_groups as a')
      .select(['a.id', 'a.name', 'a.name_url', 'a.sort_order'])
      .where('a.store_id', '=', storeId)
      .where('a.id', 'in', inScope().select('p.age_group_id').where('p.age_group_id', 'is not', null))
      .orderBy('a.sort_order')
      .orderBy('a.id')
      .execute(),
    db
      .selectFrom('brands as b')
      .select(['b.id', 'b.name', 'b.name_url', 'b.logo'])
      .where('b.store_id', '=', storeId)
      .where('b.id', 'in', inScope().select('p.brand_id').where('p.brand_id', 'is not', null))
      .execute(),
  ]);
  const genderNames = [...new Set(genders.map((g) => g.gender!.trim()).filter((g) => g !== ''))].sort((a, b) => a.localeCompare(b));
  return {
    gender: genderNames.map((name) => ({ id: name, name })),
    age_group: ages.map((a) => ({ id: Number(a.id), name: a.name, name_url: a.name_url })),
    brand: brands.map(toBrand).sort(byBrandName),
  };
}
