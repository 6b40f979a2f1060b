// Staff calls: logging in and out, who am I, enrolling through a one-time link, the staff
// list and its changes (each answering the fresh list), the audit log with its names.
import { addStaff, enrol, enrolmentInfo, listStaff, updateStaff } from '@/lib/staff/accounts';
import { logInStaff, logOutStaff } from '@/lib/staff/login';
import { listAudit } from '@/lib/staff/audit';
import type { SellerHandlerTable } from '../seller-handler';

export const staffHandlers: SellerHandlerTable = {
  login: async (input, ctx) => ({ payload: { staff: await logInStaff(ctx, input) } }),
  logout: async (_input, ctx) => {
    await logOutStaff(ctx, ctx.staff);
    return { payload: {} };
  },
  me: async (_input, ctx) => ({ payload: { staff: { email: ctx.staff.email, name: ctx.staff.name, role: ctx.staff.role } } }),
  enrolInfo: async (input, ctx) => ({ payload: await enrolmentInfo(ctx.database, input.token) }),
  enrol: async (input, ctx) => ({ payload: { staff: await enrol(ctx, input) } }),
  staffList: async (_input, ctx) => ({ payload: { staff: await listStaff(ctx.database) } }),
  staffAdd: async (input, ctx) => {
    const added = await addStaff(ctx.database, input, { ...ctx.staff, clientIp: ctx.clientIp });
    return { payload: { staff_id: added.staffId, enrol_link: added.enrolLink, staff: await listStaff(ctx.database) } };
  },
  staffUpdate: async (input, ctx) => {
    await updateStaff(ctx.database, { staffId: input.staff_id, role: input.role, active: input.active }, { ...ctx.staff, clientIp: ctx.clientIp });
    return { payload: { staff: await listStaff(ctx.database) } };
  },
  auditList: async (input, ctx) => ({
    payload: await listAudit(ctx.database.db, { staffEmail: input.staff_email, action: input.action, objectType: input.object_type, objectId: input.object_id, from: input.from, to: input.to, page: input.page }),
  }),
};
