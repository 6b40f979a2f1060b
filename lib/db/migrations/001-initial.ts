// The first schema: every entity the storefront shows plus what sessions, orders,
// payments and the demo outbox need. Runs unchanged on SQLite and PostgreSQL.
import { sql, type Kysely } from 'kysely';
import { type DialectName } from '../dialect';
import { columnKit } from './columns';

export function initial(dialect: DialectName) {
  const { now, money, real, table, owned, created } = columnKit(dialect);

  return {
    async up(db: Kysely<any>) {
      await owned(table(db, 'verticals'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('name_url', 'text', (c) => c.notNull())
        .addColumn('image', 'text')
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .addUniqueConstraint('verticals_store_slug', ['store_id', 'name_url'])
        .execute();

      await owned(table(db, 'categories'))
        .addColumn('vertical_id', 'integer', (c) => c.notNull().references('verticals.id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('name_url', 'text', (c) => c.notNull())
        .addColumn('image', 'text')
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .addUniqueConstraint('categories_store_slug', ['store_id', 'name_url'])
        .execute();

      await owned(table(db, 'subcategories'))
        .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('name_url', 'text', (c) => c.notNull())
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .addUniqueConstraint('subcategories_store_slug', ['store_id', 'name_url'])
        .execute();

      await owned(table(db, 'brands'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('name_url', 'text', (c) => c.notNull())
        .addColumn('logo', 'text')
        .addUniqueConstraint('brands_store_slug', ['store_id', 'name_url'])
        .execute();

      await owned(table(db, 'brand_offers'))
        .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id'))
        .addColumn('brand_icon', 'text', (c) => c.notNull())
        .addColumn('brand_offer', 'text', (c) => c.notNull())
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await owned(table(db, 'age_groups'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('name_url', 'text', (c) => c.notNull())
        .addColumn('image', 'text')
        .addColumn('banner_image', 'text')
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .addUniqueConstraint('age_groups_store_slug', ['store_id', 'name_url'])
        .execute();

      await owned(table(db, 'products'))
        .addColumn('vertical_id', 'integer', (c) => c.notNull().references('verticals.id'))
        .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
        .addColumn('subcategory_id', 'integer', (c) => c.references('subcategories.id'))
        .addColumn('brand_id', 'integer', (c) => c.references('brands.id'))
        .addColumn('age_group_id', 'integer', (c) => c.references('age_groups.id'))
        .addColumn('gender', 'text')
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('name_url', 'text', (c) => c.notNull())
        .addColumn('sku_no', 'text', (c) => c.notNull())
        .addColumn('description', 'text')
        .addColumn('image', 'text', (c) => c.notNull())
        .addColumn('gallery_images', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('color_id', 'integer')
        .addColumn('color', 'text')
        .addColumn('variant_group', 'text')
        .addColumn('mrp_paise', money, (c) => c.notNull())
        .addColumn('selling_price_paise', money, (c) => c.notNull())
        .addColumn('stock', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('no_of_quantity_allowed', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('is_deal', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('deal_type_id', 'integer')
        .addColumn('deal_price_paise', money)
        .addColumn('deal_ends_at', 'text')
        .addColumn('is_featured', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('specifications', 'text')
        .addColumn('other_information', 'text')
        .addColumn('barcode', 'text')
        .addColumn('bank_offer', 'text')
        .addColumn('total_rating', real, (c) => c.notNull().defaultTo(0))
        .addColumn('review_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
        .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
        .addUniqueConstraint('products_store_slug', ['store_id', 'name_url'])
        .addCheckConstraint('products_stock_not_negative', sql`stock >= 0`)
        .execute();
      for (const column of ['vertical_id', 'category_id', 'subcategory_id', 'brand_id', 'age_group_id', 'deal_type_id', 'variant_group', 'selling_price_paise', 'created_at']) {
        await db.schema.createIndex(`products_${column}`).on('products').columns(['store_id', column]).execute();
      }

      await owned(table(db, 'banners'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('subtitle', 'text')
        .addColumn('image', 'text', (c) => c.notNull())
        .addColumn('mobile_image', 'text')
        .addColumn('site_link', 'text')
        .addColumn('vertical_id', 'integer')
        .addColumn('category_id', 'integer')
        .addColumn('subcategory_id', 'integer')
        .addColumn('product_id', 'integer')
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await owned(table(db, 'home_categories'))
        .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await owned(table(db, 'store_locations'))
        .addColumn('city', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('contact', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('photo', 'text', (c) => c.notNull())
        .addColumn('map_link', 'text', (c) => c.notNull())
        .execute();

      await owned(table(db, 'offers'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('min_cart_paise', money, (c) => c.notNull().defaultTo(0))
        .addColumn('discount_percent', real, (c) => c.notNull().defaultTo(0))
        .addColumn('max_discount_paise', money, (c) => c.notNull().defaultTo(0))
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();

      await created(
        table(db, 'customers')
          .addColumn('company_id', 'integer', (c) => c.notNull())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('contact', 'text')
          .addColumn('email', 'text')
          .addColumn('password_hash', 'text'),
      )
        .addUniqueConstraint('customers_contact', ['company_id', 'contact'])
        .addUniqueConstraint('customers_email', ['company_id', 'email'])
        .execute();

      await created(
        table(db, 'sessions')
          .addColumn('token_hash', 'text', (c) => c.notNull().unique())
          .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade')),
      )
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();

      await created(
        table(db, 'otp_challenges')
          .addColumn('otp_type', 'text', (c) => c.notNull())
          .addColumn('username', 'text', (c) => c.notNull())
          .addColumn('purpose', 'text', (c) => c.notNull())
          .addColumn('code_hash', 'text', (c) => c.notNull())
          .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('expires_at', 'text', (c) => c.notNull())
          .addColumn('used_at', 'text')
          .addColumn('client_ip', 'text'),
      ).execute();
      await db.schema.createIndex('otp_challenges_username').on('otp_challenges').columns(['username', 'created_at']).execute();

      await owned(table(db, 'carts'))
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
        .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
        .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
        .addUniqueConstraint('carts_customer', ['store_id', 'customer_id'])
        .execute();

      await table(db, 'cart_lines')
        .addColumn('cart_id', 'integer', (c) => c.notNull().references('carts.id').onDelete('cascade'))
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addUniqueConstraint('cart_lines_product', ['cart_id', 'product_id'])
        .addCheckConstraint('cart_lines_quantity_positive', sql`quantity > 0`)
        .execute();

      await created(
        owned(table(db, 'addresses'))
          .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('contact', 'text', (c) => c.notNull())
          .addColumn('email', 'text', (c) => c.notNull())
          .addColumn('pincode', 'text', (c) => c.notNull())
          .addColumn('city', 'text', (c) => c.notNull())
          .addColumn('state', 'text', (c) => c.notNull())
          .addColumn('house_no', 'text', (c) => c.notNull())
          .addColumn('street', 'text', (c) => c.notNull())
          .addColumn('landmark', 'text')
          .addColumn('address_type', 'text', (c) => c.notNull().defaultTo('Home'))
          .addColumn('instruction_delivery', 'text'),
      ).execute();
      await db.schema.createIndex('addresses_customer').on('addresses').columns(['customer_id']).execute();

      await owned(table(db, 'orders'))
        .addColumn('order_string', 'text', (c) => c.notNull().unique())
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
        .addColumn('address_id', 'integer')
        .addColumn('delivered_name', 'text', (c) => c.notNull())
        .addColumn('delivered_house_no', 'text', (c) => c.notNull())
        .addColumn('delivered_street', 'text', (c) => c.notNull())
        .addColumn('delivered_city', 'text', (c) => c.notNull())
        .addColumn('delivered_state', 'text', (c) => c.notNull())
        .addColumn('delivered_pincode', 'text', (c) => c.notNull())
        .addColumn('delivered_contact', 'text', (c) => c.notNull())
        .addColumn('paymentmode', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('payment_status', 'text', (c) => c.notNull())
        .addColumn('subtotal_paise', money, (c) => c.notNull())
        .addColumn('mrp_total_paise', money, (c) => c.notNull())
        .addColumn('delivery_charge_paise', money, (c) => c.notNull())
        .addColumn('handling_fee_paise', money, (c) => c.notNull())
        .addColumn('digital_discount_paise', money, (c) => c.notNull())
        .addColumn('coupon_value_paise', money, (c) => c.notNull().defaultTo(0))
        .addColumn('total_paid_paise', money, (c) => c.notNull())
        .addColumn('total_saving_paise', money, (c) => c.notNull())
        .addColumn('slot_id', 'integer', (c) => c.notNull())
        .addColumn('slot_date', 'text', (c) => c.notNull())
        .addColumn('start_time', 'text', (c) => c.notNull())
        .addColumn('end_time', 'text', (c) => c.notNull())
        .addColumn('delivery_date', 'text', (c) => c.notNull())
        .addColumn('idempotency_key', 'text', (c) => c.unique())
        .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
        .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
        .execute();
      await db.schema.createIndex('orders_customer').on('orders').columns(['customer_id', 'created_at']).execute();

      await table(db, 'order_items')
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
        .addColumn('product_name', 'text', (c) => c.notNull())
        .addColumn('image', 'text', (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('unit_price_paise', money, (c) => c.notNull())
        .addColumn('mrp_paise', money, (c) => c.notNull())
        .addColumn('total_paise', money, (c) => c.notNull())
        .addColumn('cancel_status', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('packed_action', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('out_for_delivery_action', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('delivered_action', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('order_items_order').on('order_items').columns(['order_id']).execute();

      await table(db, 'payments')
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('provider_order_id', 'text', (c) => c.notNull().unique())
        .addColumn('provider_payment_id', 'text')
        .addColumn('amount_paise', money, (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
        .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
        .execute();

      await created(
        table(db, 'payment_events')
          .addColumn('provider', 'text', (c) => c.notNull())
          .addColumn('event_id', 'text', (c) => c.notNull())
          .addColumn('payload', 'text', (c) => c.notNull()),
      )
        .addUniqueConstraint('payment_events_event', ['provider', 'event_id'])
        .execute();

      await created(
        owned(table(db, 'reviews'))
          .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
          .addColumn('customer_id', 'integer', (c) => c.references('customers.id'))
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('rating', 'integer', (c) => c.notNull())
          .addColumn('review', 'text', (c) => c.notNull()),
      )
        .addUniqueConstraint('reviews_one_per_customer', ['product_id', 'customer_id'])
        .execute();
      await db.schema.createIndex('reviews_product').on('reviews').columns(['product_id', 'created_at']).execute();

      await created(
        owned(table(db, 'contact_messages'))
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('email', 'text', (c) => c.notNull())
          .addColumn('phone', 'text', (c) => c.notNull())
          .addColumn('message', 'text', (c) => c.notNull()),
      ).execute();

      await created(
        table(db, 'outbox')
          .addColumn('channel', 'text', (c) => c.notNull())
          .addColumn('recipient', 'text', (c) => c.notNull())
          .addColumn('subject', 'text')
          .addColumn('body', 'text', (c) => c.notNull()),
      )
        .addColumn('sent_at', 'text')
        .execute();
      await db.schema.createIndex('outbox_recipient').on('outbox').columns(['recipient', 'id']).execute();

      await db.schema
        .createTable('payment_fees')
        .addColumn('company_id', 'integer', (c) => c.primaryKey())
        .addColumn('digital_discount', real, (c) => c.notNull())
        .addColumn('handling_fee', real, (c) => c.notNull())
        .execute();

      await owned(table(db, 'delivery_charge_rules'))
        .addColumn('upto_paise', money, (c) => c.notNull())
        .addColumn('charge_paise', money, (c) => c.notNull())
        .execute();

      await owned(table(db, 'serviceability_rules'))
        .addColumn('pincode_prefix', 'text', (c) => c.notNull())
        .addColumn('serviceable', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('min_days', 'integer', (c) => c.notNull())
        .addColumn('max_days', 'integer', (c) => c.notNull())
        .addUniqueConstraint('serviceability_prefix', ['store_id', 'pincode_prefix'])
        .execute();

      await db.schema
        .createTable('pincodes')
        .addColumn('pincode', 'text', (c) => c.primaryKey())
        .addColumn('district', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
