import { describe, expect, it } from 'vitest';
import { staffHome } from './staff-home.ts';

describe('where staff start', () => {
  it("is today's calendar for the front desk", () => {
    expect(staffHome({ roles: ['planner'], activeRoles: ['planner'] }, true)).toBe('/bookingList?view=day');
  });

  it('is the set-up checklist for an admin while the site is not published, and the calendar after', () => {
    expect(staffHome({ roles: ['admin'], activeRoles: ['admin'] }, false)).toBe('/admin/setup');
    expect(staffHome({ roles: ['admin'], activeRoles: ['admin'] }, true)).toBe('/bookingList?view=day');
  });

  it('is the first screen an accountant has, and none for a customer', () => {
    expect(staffHome({ roles: ['accountant'], activeRoles: ['accountant'] }, false)).toBe('/cashRegister');
    expect(staffHome({ roles: ['customer'], activeRoles: ['customer'] }, true)).toBeNull();
  });
});
