import { Group, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A numbered step title of the booking picker. */
export function StepHeading({ number, id, children }: { number: number; id: string; children: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <ThemeIcon radius="xl" size={32} variant="light" aria-hidden>
        {number}
      </ThemeIcon>
      <Title order={3} id={id}>
        {children}
      </Title>
    </Group>
  );
}
