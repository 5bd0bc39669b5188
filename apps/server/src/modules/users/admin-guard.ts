import { mayManageStaffMember, type RoleName } from '@praxis/domain';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { countOtherActiveAdmins } from './users.repo.ts';

/** What decides whether a person is an active administrator: their roles and deactivation day. */
export interface AdminStanding {
  roles: readonly RoleName[];
  inactiveFrom: string | null;
}

const isActiveAdmin = (standing: AdminStanding) => standing.roles.includes('admin') && standing.inactiveFrom === null;

/** 403 unless `actorRoles` may change a person holding `subjectRoles` (an admin only by an admin). */
export function assertMayManage(actorRoles: readonly RoleName[], subjectRoles: readonly RoleName[]): void {
  if (!mayManageStaffMember(actorRoles, subjectRoles)) throw new AppError('FORBIDDEN', 'Only an administrator may change an administrator.');
}

/**
 * 409 LAST_ADMIN when changing `userId` from `before` to `after` leaves no active administrator (one
 * with the role and no deactivation day). Call it under `lockStaffChanges`, so the count holds.
 */
export async function assertKeepsAnAdmin(tx: Executor, userId: number, before: AdminStanding, after: AdminStanding): Promise<void> {
  if (!isActiveAdmin(before) || isActiveAdmin(after)) return;
  if ((await countOtherActiveAdmins(tx, userId)) === 0) {
    throw new AppError('LAST_ADMIN', 'The practice keeps at least one active administrator: give the role to someone else first.');
  }
}
