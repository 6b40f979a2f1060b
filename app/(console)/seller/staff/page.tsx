import { getDatabase } from '@/lib/db';
import { listStaff } from '@/lib/staff/accounts';
import { requireStaffPage } from '@/lib/staff/page-session';
import { StaffScreen } from '@/components/seller/staff/staff-screen';

export default async function SellerStaffPage() {
  await requireStaffPage(['owner']);
  return <StaffScreen initial={await listStaff(await getDatabase())} />;
}
