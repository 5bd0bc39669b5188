import { Stack, Text, Title } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { useInWorkspace } from '../layout/workspace.ts';

/**
 * The page's h1 with an optional lead text; also sets the document title. In the staff workspace
 * both are smaller, so a list's first rows and a calendar's first hours are in view.
 */
export function PageHeader({ title, lead, documentTitle }: { title: string; lead?: ReactNode; documentTitle?: string }) {
  const workspace = useInWorkspace();
  useEffect(() => {
    document.title = documentTitle ?? title;
  }, [title, documentTitle]);
  if (workspace)
    return (
      <Stack gap={2} mb="md">
        <Title order={1} size="h3" style={{ overflowWrap: 'break-word', hyphens: 'auto' }}>
          {title}
        </Title>
        {lead ? (
          <Text size="sm" c="dimmed" maw={760}>
            {lead}
          </Text>
        ) : null}
      </Stack>
    );
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
