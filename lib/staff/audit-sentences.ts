// The audit log read as sentences (docs/rules/seller.md#audit-log): one builder per kind
// of line, "Asha Rao moved OB26112826938362 from packed to shipped", with the member's
// name and the object as staff know it (an order's number, a product's name, a coupon's
// code), from the line's own before/after or the names lib/staff/audit.ts joins in. A
// kind without a builder still reads as "<name> did <action> on <object>", so a new
// kind of line never breaks the page; the raw line stays one click away on the screen.
import { statusLabel } from '@/lib/orders/display';
import { rupees } from '@/lib/pricing';
import { sellerTexts } from '@/lib/texts/seller';
import type { AuditLine, StaffRole } from './types';

const t = sellerTexts.console;
const says = t.auditSays;

/** Every kind of line the shop writes, in the order the action filter offers them. */
export type AuditKind = keyof typeof t.auditKinds;
export const AUDIT_KINDS = Object.keys(t.auditKinds) as AuditKind[];

/** The kinds of object, in the order the object filter offers them. */
export const AUDIT_OBJECTS = Object.keys(t.auditObjects);

type Fields = Record<string, unknown>;
const fieldsOf = (value: unknown): Fields => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : {});
const textOf = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : undefined);
const numberOf = (value: unknown): number => (typeof value === 'number' ? value : Array.isArray(value) ? value.length : 0);
const roleOf = (value: unknown) => t.roles[value as StaffRole] ?? textOf(value) ?? '';
const status = (value: unknown) => statusLabel(textOf(value) ?? null).toLowerCase();

/** What a builder reads: the line, its before and after, and its member as a name. */
interface Read {
  line: AuditLine;
  before: Fields;
  after: Fields;
  who: string;
}

/** The object as staff know it: the joined name, else the line's own name or code, else its kind and id. */
function objectName({ line, before, after }: Read, ...keys: string[]): string {
  if (line.object_name) return line.object_name;
  for (const key of keys) {
    const found = textOf(after[key]) ?? textOf(before[key]);
    if (found) return found;
  }
  return says.objectOf(t.auditObjects[line.object_type ?? ''] ?? line.object_type ?? '', line.object_id ?? '');
}

const orderOf = (read: Read) => read.line.order_number ?? says.objectOf(t.auditObjects.order!, textOf(read.after.order_id) ?? read.line.object_id ?? '');
const product = (read: Read) => objectName(read, 'name');
const jobKind = ({ after }: Read) => sellerTexts.jobsPage.kinds[textOf(after.kind) ?? ''] ?? textOf(after.kind) ?? '';

const builders: Record<AuditKind, (read: Read) => string> = {
  'staff.login': ({ who }) => says.loggedIn(who),
  'staff.login_failed': ({ line, after }) => says.loginFailed(line.staff_email, says.loginFailedWhy[textOf(after.reason) ?? '']),
  'staff.locked': ({ line, after }) => says.locked(line.staff_email, numberOf(after.minutes) || undefined),
  'staff.unlock': (read) => says.unlocked(read.who, objectName(read, 'email')),
  'staff.logout': ({ who }) => says.loggedOut(who),
  'staff.add': (read) => says.staffAdded(read.who, objectName(read, 'name', 'email'), textOf(read.after.email) ?? '', roleOf(read.after.role)),
  'staff.enrolled': ({ who }) => says.enrolled(who),
  'staff.update': (read) => {
    const name = objectName(read, 'email');
    const { before, after, who } = read;
    if (before.active !== after.active) return after.active === false ? says.deactivated(who, name) : says.activated(who, name);
    if (before.role !== after.role) return says.roleChanged(who, name, roleOf(before.role), roleOf(after.role));
    return says.staffChanged(who, name);
  },
  'order.transition': (read) => says.orderMoved(read.who, orderOf(read), status(read.before.status), status(read.after.status)),
  'refund.manual': (read) => says.manualRefund(read.who, rupees(numberOf(read.after.amount)), orderOf(read)),
  'return.approve': (read) => says.returnApproved(read.who, objectName(read), orderOf(read)),
  'return.reject': (read) => says.returnRejected(read.who, objectName(read), orderOf(read)),
  'return.receive': (read) => says.returnReceived(read.who, objectName(read), orderOf(read), says.outcomes[textOf(read.after.outcome) ?? ''] ?? ''),
  'cod.remittance': ({ who, after }) => says.remittance(who, textOf(after.courier) ?? '', rupees(numberOf(after.amount)), numberOf(after.order_ids)),
  'coupon.save': (read) => says.couponSaved(read.who, objectName(read, 'code')),
  // The row is gone: its code is in the line's before.
  'coupon.delete': (read) => says.couponDeleted(read.who, objectName(read, 'code')),
  'product.create': (read) => says.productAdded(read.who, product(read)),
  'product.update': (read) => says.productChanged(read.who, product(read)),
  'product.duplicate': (read) => says.productCopied(read.who, product(read)),
  'product.bulk_update': ({ who, line }) => says.productsChanged(who, numberOf(line.after)),
  'product.import': ({ who, after }) => says.catalogueImported(who, numberOf(after.created), numberOf(after.updated)),
  'product.archive': (read) => says.productArchived(read.who, product(read)),
  'product.restore': (read) => says.productRestored(read.who, product(read)),
  'product.pictures': (read) => says.productPictures(read.who, product(read)),
  'product.sold_by_unit': (read) => (read.after.sold_by_unit === false ? says.soldByUnitOff : says.soldByUnitOn)(read.who, product(read)),
  'product.units_add': (read) => says.unitsAdded(read.who, numberOf(read.after.units), product(read)),
  'product.unit_remove': (read) => says.unitRemoved(read.who, textOf(fieldsOf(read.before.unit).serial) ?? '', product(read)),
  'product.unit_details': (read) => says.unitDetails(read.who, textOf(read.after.serial) ?? '', product(read)),
  'product.unit_photos': (read) => says.unitPhotos(read.who, textOf(read.after.serial) ?? '', product(read)),
  'product.deal_update': (read) => says.dealSet(read.who, product(read)),
  'product.deal_end': (read) => says.dealEnded(read.who, product(read)),
  'brand.create': (read) => says.brandAdded(read.who, objectName(read, 'name')),
  'brand.update': (read) => says.brandChanged(read.who, objectName(read, 'name')),
  'content.banner_create': (read) => says.bannerAdded(read.who, objectName(read, 'name')),
  'content.banner_update': (read) => says.bannerChanged(read.who, objectName(read, 'name')),
  'content.banner_remove': (read) => says.bannerRemoved(read.who, objectName(read, 'name')),
  'content.store_create': (read) => says.storeAdded(read.who, objectName(read, 'name')),
  'content.store_update': (read) => says.storeChanged(read.who, objectName(read, 'name')),
  'content.store_remove': (read) => says.storeRemoved(read.who, objectName(read, 'name')),
  'content.page_update': ({ who, line }) => says.pageEdited(who, says.pages[line.object_id ?? ''] ?? line.object_id ?? ''),
  'content.page_reset': ({ who, line }) => says.pageReset(who, says.pages[line.object_id ?? ''] ?? line.object_id ?? ''),
  'content.home_sections_update': ({ who }) => says.homeSections(who),
  'content.brand_focus_update': ({ who }) => says.brandFocus(who),
  'content.picture_upload': ({ who, after }) => says.pictureUploaded(who, textOf(after.purpose)),
  'delivery.zone': ({ who, line }) => says.zoneSaved(who, says.zoneOf(line.object_id ?? '')),
  'delivery.zone_removed': ({ who, line }) => says.zoneRemoved(who, says.zoneOf(line.object_id ?? '')),
  'delivery.range': ({ who, line }) => says.rangeSaved(who, line.object_id ?? ''),
  'delivery.range_removed': ({ who, line }) => says.rangeRemoved(who, line.object_id ?? ''),
  'delivery.charges': ({ who }) => says.charges(who),
  'delivery.fees': ({ who }) => says.fees(who),
  'delivery.import': ({ who, after }) => says.pincodeFileImported(who, numberOf(after.created), numberOf(after.updated)),
  'job.retry': (read) => says.jobRetried(read.who, objectName(read).toLowerCase(), jobKind(read)),
  'job.cancel': (read) => says.jobCancelled(read.who, objectName(read).toLowerCase(), jobKind(read)),
  'gst.file_period': ({ who, line }) => says.gstPeriodFiled(who, line.object_id ?? ''),
  'grievance.acknowledge': (read) => says.grievanceAcknowledged(read.who, objectName(read, 'ticket')),
  'grievance.reply': (read) => says.grievanceReplied(read.who, objectName(read, 'ticket')),
  'grievance.resolve': (read) => says.grievanceResolved(read.who, objectName(read, 'ticket')),
  'grievance.close': (read) => says.grievanceClosed(read.who, objectName(read, 'ticket')),
  'emi.plan_save': ({ who, after }) => says.emiPlanSaved(who, `${textOf(after.bank) ?? ''} ${textOf(after.tenure_months) ?? ''} months`),
  'emi.plan_remove': ({ who, before }) => says.emiPlanRemoved(who, `${textOf(before.bank) ?? ''} ${textOf(before.tenure_months) ?? ''} months`),
  'shipping.test_courier': (read) => says.testCourierEvent(read.who, (textOf(read.after.status) ?? '').toLowerCase(), textOf(read.after.awb) ?? '', orderOf(read)),
  'cod.rules': ({ who }) => says.codRules(who),
  'order.hold': (read) => says.orderHeld(read.who, orderOf(read), textOf(read.after.note) ?? ''),
  'order.release': (read) => says.orderReleased(read.who, orderOf(read)),
  'order.cod-confirm': (read) => says.codOrderConfirmed(read.who, orderOf(read), textOf(read.after.note) ?? ''),
  'cod.confirmation-settings': ({ who }) => says.codConfirmationSettings(who),
  'shipment.book': (read) => says.shipmentBooked(read.who, orderOf(read), textOf(read.after.courier) ?? ''),
  'shipping.settings': ({ who }) => says.shippingSettings(who),
};

const isKind = (action: string): action is AuditKind => Object.hasOwn(builders, action);

/** Who did it, as staff know them: the name, else the e-mail (a failed login of an unknown address). */
export const auditWho = (line: Pick<AuditLine, 'staff_name' | 'staff_email'>) => line.staff_name ?? line.staff_email;

/** The line as a sentence. */
export function auditSentence(line: AuditLine): string {
  const read: Read = { line, before: fieldsOf(line.before), after: fieldsOf(line.after), who: auditWho(line) };
  if (isKind(line.action)) return builders[line.action](read);
  const object = line.object_type || line.object_id ? objectName(read, 'name', 'code') : '';
  return says.other(read.who, line.action, object);
}

/** The kind as the action filter names it (an unknown kind as it is written). */
export const auditKindLabel = (action: string) => (isKind(action) ? t.auditKinds[action] : action);
