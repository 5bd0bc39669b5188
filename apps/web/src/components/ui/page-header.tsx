import { Stack, Text, Title } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';

/** The page's h1 with an optional lead text; also sets the document title. */
export function PageHeader({ title, lead, documentTitle }: { title: string; lead?: ReactNode; documentTitle?: string }) {
  useEffect(() => {
    document.title = documentTitle ?? title;
  }, [title, documentTitle]);
  return (
    <Stack gap="sm" mb="xl">
      {/* A long compound ("Gutscheinverwaltung") would overflow a phone: smaller there, and it breaks (hyphenated where the browser can) rather than overflow. */}
      <Title order={1} style={{ fontSize: 'clamp(1.5rem, 7.5vw, var(--mantine-h1-font-size))', overflowWrap: 'break-word', hyphens: 'auto' }}>
        {title}
      </Title>
      {lead ? (
        <Text size="lg" c="dimmed" maw={760}>
          {lead}
        </Text>
      ) : null}
    </Stack>
  );
}
