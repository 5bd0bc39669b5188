import { JOURNAL_FIELDS } from '@praxis/domain';
import { Accordion, Drawer, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '../../../components/ui/query-state.tsx';
import { useJournalVersions } from '../api/journal-queries.ts';
import { formatInstantStyled } from '../../../lib/format.ts';

/** Every saved version of the journal, newest first, to read (never to edit). */
export function JournalVersions({ bookingId, opened, onClose }: { bookingId: number; opened: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('journal');
  const versions = useJournalVersions(bookingId, opened);
  const format = (iso: string) => formatInstantStyled(iso, i18n.language, 'medium', 'short');
  return (
    <Drawer opened={opened} onClose={onClose} title={t('versions.title')} position="right" size="lg">
      {versions.isPending ? <LoadingState /> : null}
      {versions.isError ? <ErrorState error={versions.error} onRetry={() => void versions.refetch()} /> : null}
      {versions.data
        ? ((list) =>
            list.length === 0 ? (
              <Text c="dimmed">{t('versions.none')}</Text>
            ) : (
              <Accordion variant="separated" defaultValue={String(list[0]?.version)}>
                {list.map((version) => (
                  <Accordion.Item key={version.version} value={String(version.version)}>
                    <Accordion.Control>
                      {t('versions.entry', { version: version.version, date: format(version.savedAt), name: version.savedBy ?? '–' })}
                    </Accordion.Control>
                    <Accordion.Panel>
                      <Stack gap="xs">
                        {JOURNAL_FIELDS.map((field) => (
                          <div key={field}>
                            <Text size="sm" fw={600}>
                              {t(`fields.${field}`)}
                            </Text>
                            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                              {version[field] || '–'}
                            </Text>
                          </div>
                        ))}
                      </Stack>
                    </Accordion.Panel>
                  </Accordion.Item>
                ))}
              </Accordion>
            ))(versions.data)
        : null}
    </Drawer>
  );
}
