import { JOURNAL_FIELDS, LIMITS, type Journal } from '@praxis/domain';
import { Alert, Badge, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useJournalAutosave, type SaveState } from '../use-journal-autosave.ts';
import { formatInstantStyled } from '../../../lib/format.ts';

const STATE_COLOR: Record<SaveState, string> = { saved: 'green', dirty: 'gray', saving: 'blue', failed: 'red', conflict: 'orange' };

/** The four texts of a booking's journal, saved while typing, with the save state always in view. */
export function JournalEditor({ bookingId, journal, readOnly }: { bookingId: number; journal: Journal; readOnly: boolean }) {
  const { t, i18n } = useTranslation(['journal', 'common']);
  const { texts, change, state, saved, conflict, resolve, errorCode, retryNow } = useJournalAutosave(bookingId, journal);
  const savedAt = saved.updatedAt ? formatInstantStyled(saved.updatedAt, i18n.language, 'medium', 'short') : null;
  return (
    <Stack>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Badge color={STATE_COLOR[state]} variant="light" size="lg" role="status" aria-live="polite">
          {t(`journal:state.${state}`)}
        </Badge>
        {savedAt ? (
          <Text size="sm" c="dimmed">
            {t('journal:savedBy', { version: saved.version, date: savedAt, name: saved.updatedBy ?? '–' })}
          </Text>
        ) : null}
      </Group>
      {state === 'failed' ? (
        <Alert color="red" title={t('journal:failedTitle')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t(`common:errors.${errorCode ?? 'NETWORK_ERROR'}`, { defaultValue: t('common:errors.NETWORK_ERROR') })}</Text>
            <Text size="sm">{t('journal:failedKept')}</Text>
            <Button size="xs" variant="light" color="red" onClick={retryNow}>
              {t('journal:retry')}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {conflict ? (
        <Alert color="orange" title={t('journal:conflictTitle')}>
          <Stack gap="xs">
            <Text size="sm">{t('journal:conflictText', { name: conflict.updatedBy ?? '–', version: conflict.version })}</Text>
            {JOURNAL_FIELDS.filter((field) => conflict[field] !== texts[field]).map((field) => (
              <Text key={field} size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                <Text span fw={600}>
                  {t(`journal:fields.${field}`)}:{' '}
                </Text>
                {conflict[field] || '–'}
              </Text>
            ))}
            <Group gap="xs">
              <Button size="xs" variant="light" onClick={() => resolve('theirs')}>
                {t('journal:takeTheirs')}
              </Button>
              <Button size="xs" color="orange" onClick={() => resolve('mine')}>
                {t('journal:keepMine')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : null}
      {JOURNAL_FIELDS.map((field) => (
        <Textarea
          key={field}
          label={t(`journal:fields.${field}`)}
          description={t(`journal:hints.${field}`)}
          value={texts[field]}
          onChange={(event) => change(field, event.currentTarget.value)}
          autosize
          minRows={field === 'notes' ? 2 : 3}
          maxRows={16}
          maxLength={LIMITS.journalText}
          readOnly={readOnly || state === 'conflict'}
        />
      ))}
    </Stack>
  );
}
