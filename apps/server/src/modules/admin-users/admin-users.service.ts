import type { AdminUserDto, RoleName } from '@praxis/domain';
import type { AppContext } from '../../core/app-context.ts';
import { writeAudit } from '../../db/audit.repo.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../account/index.ts';
import { assertKeepsAnAdmin, findUserById, lockStaffChanges, replaceRoles, rolesOfUser, searchUsers } from '../users/index.ts';

/** Users matching `search` by name or e-mail, with their roles (at most `limit`). */
export async function userList(ctx: AppContext, search: string, limit: number): Promise<AdminUserDto[]> {
  return searchUsers(ctx.db, search, limit);
}

/**
 * Sets the roles user `id` holds (404 when unknown), under the staff-change lock: an admin cannot
 * remove their own admin role (409 `CONFLICT`), the last active admin keeps it (409 `LAST_ADMIN`).
 * A change is audited as `user.roles`; answers the roles held after.
 */
export async function setUserRoles(ctx: AppContext, actor: Actor, id: number, wanted: RoleName[]): Promise<RoleName[]> {
  const roles = [...new Set(wanted)];
  return ctx.db.transaction(async (tx) => {
    await lockStaffChanges(tx);
    const user = await findUserById(tx, id);
    if (!user) throw new AppError('NOT_FOUND', 'No such user.');
    if (id === actor.userId && !roles.includes('admin')) throw new AppError('CONFLICT', 'You cannot remove your own admin role.');
    const before = await rolesOfUser(tx, id);
    await assertKeepsAnAdmin(tx, id, { roles: before, inactiveFrom: user.inactiveFrom }, { roles, inactiveFrom: user.inactiveFrom });
    await replaceRoles(tx, id, roles);
    const after = await rolesOfUser(tx, id);
    if (before.join() !== after.join()) {
      await writeAudit(tx, {
        actorUserId: actor.userId,
        subjectUserId: id,
        action: 'user.roles',
        detail: { before: { roles: before }, after: { roles: after } },
        at: ctx.now(),
      });
    }
    return after;
  });
}
