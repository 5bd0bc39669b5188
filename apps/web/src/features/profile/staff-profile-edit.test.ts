import { describe, expect, it } from 'vitest';
import { mayEditStaffViewedProfile } from './staff-profile-edit.ts';

describe('mayEditStaffViewedProfile', () => {
  it.each([
    [['planner'], ['customer'], true],
    [['therapist'], ['customer'], true],
    [['planner'], ['customer', 'therapist'], false],
    [['team_leader'], ['customer', 'admin'], false],
    [['managing_director'], ['customer', 'planner'], false],
    [['admin'], ['customer', 'planner'], true],
    [['customer', 'admin'], ['customer', 'admin'], true],
  ] as const)('acting as %j on a user with %j: %s', (viewer, viewed, may) => {
    expect(mayEditStaffViewedProfile(viewer, viewed)).toBe(may);
  });
});
