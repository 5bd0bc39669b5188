import {
  DEFAULT_LANGUAGE,
  holdsStaffRole,
  isInactiveOn,
  mayChangeAdminRole,
  practiceDate,
  type RoleName,
  type StaffCreateInput,
  type StaffMemberDto,
  type StaffUpdateInput,
} from '@praxis/domain';
import type { AppContext } from '../../core/app-context.ts';
import { writeAudit } from '../../db/audit.repo.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isMfaEnabled, issueLoginLink, revokeSessionsOfUser, type Actor } from '../account/index.ts';
import {
  assertKeepsAnAdmin,
  assertMayManage,
  findUserByEmail,
  findUserById,
  insertUserWithRoles,
  listStaff,
  lockStaffChanges,
  replaceRoles,
  rolesOfUser,
  updateUser,
  type UserRow,
} from '../users/index.ts';

function present(
  user: Pick<UserRow, 'id' | 'email' | 'firstName' | 'lastName' | 'inactiveFrom'>,
  roles: RoleName[],
  today: string,
  mfaEnabled: boolean,
): StaffMemberDto {
  const { id, email, firstName, lastName, inactiveFrom } = user;
  return { id, email, firstName, lastName, roles, inactiveFrom, active: !isInactiveOn(inactiveFrom, today), mfaEnabled };
}

/** Everyone holding a staff role, active or not, by name. */
export async function staffList(ctx: AppContext): Promise<StaffMemberDto[]> {
  const today = practiceDate(ctx.now());
  return (await listStaff(ctx.db)).map((row) => present(row, row.roles, today, row.mfaEnabled));
}

function checkAdminRole(actor: Actor, before: readonly RoleName[], after: readonly RoleName[]): void {
  if (!mayChangeAdminRole(actor.activeRoles, before, after)) throw new AppError('FORBIDDEN', 'Only administrators grant or remove the admin role.');
}

/** What a staff change's audit row records of the person, before and after. */
interface StaffState {
  firstName: string | null;
  lastName: string | null;
  roles: RoleName[];
  inactiveFrom: string | null;
}

const stateOf = (user: Pick<UserRow, 'firstName' | 'lastName' | 'inactiveFrom'>, roles: RoleName[]): StaffState => ({
  firstName: user.firstName,
  lastName: user.lastName,
  roles,
  inactiveFrom: user.inactiveFrom,
});

/** The audit row of a change to a staff member (none when nothing changed); deactivation and reactivation are named as such. */
async function auditStaffChange(tx: Executor, at: Date, actor: Actor, subjectUserId: number, before: StaffState | null, after: StaffState): Promise<void> {
  if (JSON.stringify(before) === JSON.stringify(after)) return;
  const action =
    before === null
      ? 'staff.create'
      : before.inactiveFrom === null && after.inactiveFrom !== null
        ? 'staff.deactivate'
        : before.inactiveFrom !== null && after.inactiveFrom === null
          ? 'staff.reactivate'
          : 'staff.update';
  await writeAudit(tx, { actorUserId: actor.userId, subjectUserId, action, detail: { before, after }, at });
}

/**
 * Adds a staff member and mails them a login link (they set a password later). An e-mail that
 * belongs to a customer makes that account staff (roles added, names set); one that is staff
 * already is a 409: edit them instead.
 */
export async function createStaff(ctx: AppContext, actor: Actor, input: StaffCreateInput): Promise<StaffMemberDto> {
  const roles = [...new Set(input.roles)];
  const inactiveFrom = input.active ? null : input.inactiveFrom;
  const member = await ctx.db.transaction(async (tx) => {
    await lockStaffChanges(tx);
    const existing = await findUserByEmail(tx, input.email);
    const before = existing ? await rolesOfUser(tx, existing.id) : [];
    if (holdsStaffRole(before)) throw new AppError('CONFLICT', 'This person is already a staff member.');
    checkAdminRole(actor, before, roles);
    const names = { firstName: input.firstName, lastName: input.lastName, inactiveFrom };
    let user: UserRow;
    if (existing) {
      const held = [...new Set<RoleName>([...before, ...roles])];
      await updateUser(tx, existing.id, names);
      await replaceRoles(tx, existing.id, held);
      user = { ...existing, ...names };
    } else {
      user = await insertUserWithRoles(tx, { ...names, email: input.email, language: DEFAULT_LANGUAGE }, roles);
    }
    const after = await rolesOfUser(tx, user.id);
    // A customer made staff: the audit shows the account as it was (a customer) and as it is now.
    await auditStaffChange(tx, ctx.now(), actor, user.id, existing ? stateOf(existing, before) : null, stateOf(user, after));
    await issueLoginLink(ctx, tx, user, existing ? 'login' : 'newAccount', undefined);
    return present(user, after, practiceDate(ctx.now()), await isMfaEnabled(tx, user.id));
  });
  ctx.notifyMail();
  return member;
}

/**
 * Names, roles and deactivation of a staff member. Deactivation dated today or earlier ends their
 * sessions at once (a later date ends them on that day: the session check refuses them). Nobody
 * deactivates themselves or removes their own admin role (409); only an admin changes an admin
 * (403), and the last active admin stays one (409 LAST_ADMIN). Audited with before and after.
 */
export async function updateStaff(ctx: AppContext, actor: Actor, id: number, input: StaffUpdateInput): Promise<StaffMemberDto> {
  const roles = [...new Set(input.roles)];
  const inactiveFrom = input.active ? null : input.inactiveFrom;
  const now = ctx.now();
  const today = practiceDate(now);
  return ctx.db.transaction(async (tx) => {
    await lockStaffChanges(tx);
    const user = await findUserById(tx, id);
    const before = user ? await rolesOfUser(tx, id) : [];
    if (!user || !holdsStaffRole(before)) throw new AppError('NOT_FOUND', 'No such staff member.');
    assertMayManage(actor.activeRoles, before);
    checkAdminRole(actor, before, roles);
    if (id === actor.userId && inactiveFrom !== null) throw new AppError('CONFLICT', 'You cannot deactivate yourself.');
    if (id === actor.userId && before.includes('admin') && !roles.includes('admin')) {
      throw new AppError('CONFLICT', 'You cannot remove your own admin role.');
    }
    await assertKeepsAnAdmin(tx, id, { roles: before, inactiveFrom: user.inactiveFrom }, { roles, inactiveFrom });
    const changes = { firstName: input.firstName, lastName: input.lastName, inactiveFrom };
    await updateUser(tx, id, changes);
    await replaceRoles(tx, id, roles);
    if (isInactiveOn(inactiveFrom, today)) await revokeSessionsOfUser(tx, id, now);
    const after = await rolesOfUser(tx, id);
    await auditStaffChange(tx, now, actor, id, stateOf(user, before), stateOf({ ...user, ...changes }, after));
    return present({ ...user, ...changes }, after, today, await isMfaEnabled(tx, id));
  });
}
