// Seller calls of the catalogue editor (lib/products/editor.ts; docs/rules/products.md).
import { bulkUpdateProducts, duplicateProduct, editableProduct, listEditableProducts, productShelves, saveProduct } from '@/lib/products/editor';
import { archiveProduct, restoreProduct } from '@/lib/products/archive';
import { importCatalogue, previewImport } from '@/lib/products/csv';
import { savePictures, uploadPicture } from '@/lib/products/pictures';
import { withWaiting } from '@/lib/alerts/alerts';
import type { SellerHandlerTable } from '../seller-handler';

export const productHandlers: SellerHandlerTable = {
  productsDuplicate: async (input, ctx) => ({ payload: await duplicateProduct(ctx.database, ctx.staff, input.product_id, ctx.clientIp) }),
  productsArchive: async (input, ctx) => ({ payload: await archiveProduct(ctx.database, ctx.staff, input.product_id, ctx.clientIp) }),
  productsRestore: async (input, ctx) => ({ payload: await restoreProduct(ctx.database, ctx.staff, input.product_id, ctx.clientIp) }),
  productsBulkUpdate: async (input, ctx) => {
    const done = await bulkUpdateProducts(ctx.database, ctx.staff, input.items.map((i) => ({ productId: i.product_id, sellingPrice: i.selling_price, stock: i.stock })), ctx.clientIp);
    return { payload: { ...done, products: await withWaiting(ctx.database.db, done.products) } };
  },
  productsImportPreview: async (input, ctx) => ({ payload: await previewImport(ctx.database.db, input.csv) }),
  productsImport: async (input, ctx) => ({ payload: await importCatalogue(ctx.database, ctx.staff, input.csv, ctx.clientIp) }),
  productsUploadPicture: async (input, ctx) => ({
    payload: await uploadPicture(ctx.database, ctx.staff, input.product_id, Buffer.from(input.data, 'base64'), input.alt, ctx.clientIp),
  }),
  productsSavePictures: async (input, ctx) => ({ payload: await savePictures(ctx.database, ctx.staff, input.product_id, input.pictures, ctx.clientIp) }),
  // Each product with how many shoppers wait for it (docs/rules/alerts.md#the-console).
  productsList: async (input, ctx) => {
    const list = await listEditableProducts(ctx.database.db, { q: input.q, page: input.page, archived: input.archived, lowStock: input.low_stock });
    return { payload: { ...list, products: await withWaiting(ctx.database.db, list.products) } };
  },
  productsGet: async (input, ctx) => {
    const [product] = await withWaiting(ctx.database.db, [await editableProduct(ctx.database.db, input.product_id)]);
    return { payload: { product: product! } };
  },
  productsShelves: async (_input, ctx) => ({ payload: await productShelves(ctx.database.db) }),
  productsSave: async (input, ctx) => {
    const saved = await saveProduct(
      ctx.database,
      ctx.staff,
      {
        productId: input.product_id, name: input.name, brandId: input.brand_id, categoryId: input.category_id, mrp: input.mrp,
        sellingPrice: input.selling_price, stock: input.stock, subcategoryId: input.subcategory_id, ageGroupId: input.age_group_id,
        gender: input.gender, skuNo: input.sku_no, noOfQuantityAllowed: input.no_of_quantity_allowed, description: input.description,
        dealPrice: input.deal_price, dealEndsAt: input.deal_ends_at, hsn: input.hsn, gstRate: input.gst_rate,
        conditionGrade: input.condition_grade, warrantyMonths: input.warranty_months, boxContents: input.box_contents,
        specifications: input.specifications, otherInformation: input.other_information, barcode: input.barcode, lowStockAt: input.low_stock_at,
        packageFacts: { package_weight_kg: input.package_weight_kg, package_length_cm: input.package_length_cm, package_breadth_cm: input.package_breadth_cm, package_height_cm: input.package_height_cm },
      },
      ctx.clientIp,
    );
    const [product] = await withWaiting(ctx.database.db, [saved.product]);
    return { payload: { ...saved, product: product! } };
  },
};
