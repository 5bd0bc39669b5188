/**
 * Place of the staff menu in the header. The menu lists the staff screens allowed to the user's
 * active roles; it appears once accounts and roles exist, so it renders nothing for visitors.
 */
export function StaffMenuButton() {
  return null;
}
