import { Anchor } from '@mantine/core';

/** The practice's phone as a link that dials it. */
export function PhoneLink({ phone }: { phone: string }) {
  return (
    <Anchor href={`tel:${phone.replace(/[^+\d]/g, '')}`} inherit fw={600} style={{ whiteSpace: 'nowrap' }}>
      {phone}
    </Anchor>
  );
}
