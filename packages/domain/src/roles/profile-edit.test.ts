import { describe, expect, it } from 'vitest';
import { mayEditUserWithRoles } from './permissions.ts';

describe('mayEditUserWithRoles', () => {
  it.each([
    [['planner'], ['customer'], true],
    [['therapist'], ['customer'], true],
    [['planner'], ['customer', 'therapist'], false],
    [['team_leader'], ['customer', 'admin'], false],
    [['managing_director'], ['customer', 'planner'], false],
    [['admin'], ['customer', 'planner'], true],
    [['customer', 'admin'], ['customer', 'admin'], true],
  ] as const)('acting as %j on a user with %j: %s', (viewer, viewed, may) => {
    expect(mayEditUserWithRoles(viewer, viewed)).toBe(may);
  });
});
