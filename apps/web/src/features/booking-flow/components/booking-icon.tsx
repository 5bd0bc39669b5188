/** A calendar page with a tick: the mark of a booked appointment (decorative, hidden from screen readers). */
export function BookingIcon({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" fill="none" aria-hidden="true" focusable="false">
      <rect x="4" y="6" width="24" height="22" rx="4" fill="var(--mantine-color-praxis-0)" stroke="var(--mantine-color-praxis-7)" strokeWidth="2" />
      <path d="M4 12h24" stroke="var(--mantine-color-praxis-7)" strokeWidth="2" />
      <path d="M11 3v6M21 3v6" stroke="var(--mantine-color-praxis-7)" strokeWidth="2" strokeLinecap="round" />
      <path d="m11 20 3.5 3.5L21.5 16" stroke="var(--mantine-color-terracotta-6)" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
