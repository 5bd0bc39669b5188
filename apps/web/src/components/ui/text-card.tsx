import { Card, Text, Title, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';

/** A bordered card with a heading, a short text and optional content below. */
export function TextCard({
  title,
  text,
  bg,
  headingOrder = 2,
  children,
}: {
  title: string;
  text: string;
  bg?: MantineColor;
  headingOrder?: 2 | 3;
  children?: ReactNode;
}) {
  return (
    <Card withBorder padding="lg" bg={bg}>
      <Title order={headingOrder} size="h4">
        {title}
      </Title>
      <Text size="sm" mt="xs" style={{ flexGrow: 1 }}>
        {text}
      </Text>
      {children}
    </Card>
  );
}
