import { defineModule } from '../../core/app-module.ts';

export { assertKeepsAnAdmin, assertMayManage, type AdminStanding } from './admin-guard.ts';

export {
  countOtherActiveAdmins,
  findOrCreateCustomer,
  findUserByEmail,
  findUserById,
  insertUserWithRoles,
  listStaff,
  listUsersWithRoles,
  lockStaffChanges,
  replaceRoles,
  roleNamesOf,
  rolesOfUser,
  searchCustomers,
  searchUsers,
  updateUser,
  type UserRow,
} from './users.repo.ts';

/** Users and their roles: the one place other modules read and change them through. */
export const usersModule = defineModule({ name: 'users' });
