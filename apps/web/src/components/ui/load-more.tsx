import { Button, Group, Text } from '@mantine/core';

/** The foot of a list loaded in pages: how many of how many are shown, and a button for the next page while there is one. */
export function LoadMore({
  shownText,
  buttonText,
  testId,
  hasMore,
  loading,
  onMore,
}: {
  shownText: string;
  buttonText: string;
  testId: string;
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
}) {
  return (
    <Group justify="space-between" wrap="wrap">
      <Text size="sm" c="dimmed" aria-live="polite" data-testid={testId}>
        {shownText}
      </Text>
      {hasMore ? (
        <Button variant="light" onClick={onMore} loading={loading}>
          {buttonText}
        </Button>
      ) : null}
    </Group>
  );
}
