import { Stack, Text, Title } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';

/** The page's h1 with an optional lead text; also sets the document title. */
export function PageHeader({ title, lead, documentTitle }: { title: string; lead?: ReactNode; documentTitle?: string }) {
  useEffect(() => {
    document.title = documentTitle ?? title;
  }, [title, documentTitle]);
  return (
    <Stack gap="sm" mb="xl">
      {/* A long compound ("Gutscheinverwaltung") would overflow a phone: it breaks, hyphenated in the page's language. */}
      <Title order={1} style={{ overflowWrap: 'break-word', hyphens: 'auto' }}>
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
