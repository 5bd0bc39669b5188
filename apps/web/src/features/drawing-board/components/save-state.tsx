import { Badge, Button, Group, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../components/ui/query-state.tsx';
import type { SaveStatus } from '../hooks/use-autosave.ts';

const COLOURS: Record<SaveStatus, string> = { saved: 'green', pending: 'gray', saving: 'blue', failed: 'red' };

/** Saved, unsaved, saving, or failed (with the reason and a button to try again at once; it retries by itself too). */
export function SaveState({ status, error, onRetry }: { status: SaveStatus; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation(['drawing', 'common']);
  const reason = status === 'failed' ? t(`common:${errorMessageKey(error)}`, { defaultValue: t('common:errors.INTERNAL_ERROR') }) : undefined;
  return (
    <Group gap={6} wrap="nowrap" role="status" aria-live="polite">
      <Tooltip label={reason} disabled={!reason}>
        <Badge color={COLOURS[status]} variant={status === 'failed' ? 'filled' : 'light'} data-status={status}>
          {t(`status.${status}`)}
        </Badge>
      </Tooltip>
      {status === 'failed' ? (
        <Button size="compact-xs" variant="subtle" color="red" onClick={onRetry}>
          {t('status.retry')}
        </Button>
      ) : null}
    </Group>
  );
}
