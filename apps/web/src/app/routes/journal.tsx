import { hasPermission, treatmentRecordPdfEndpoint, urlOf } from '@praxis/domain';
import { Alert, Button, Grid, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { ErrorState, LoadingState } from '../../components/ui/query-state.tsx';
import { useSession } from '../../features/account/api/session-queries.ts';
import { RequireRole } from '../../features/account/components/require-role.tsx';
import { useJournal, useJournalBooking } from '../../features/journal/api/journal-queries.ts';
import { HealthGlance } from '../../features/journal/components/health-glance.tsx';
import { JournalEditor } from '../../features/journal/components/journal-editor.tsx';
import { JournalVersions } from '../../features/journal/components/journal-versions.tsx';
import { RecordHistory } from '../../features/journal/components/record-history.tsx';
import { formatInstantStyled } from '../../lib/format.ts';
import { personName } from '../../lib/person-name.ts';

/** /journal?bookingId= (therapists and above): the treatment journal of one booking, with the customer's history and health form. */
export function Component() {
  return (
    <RequireRole guard="planner">
      <JournalPage />
    </RequireRole>
  );
}

function JournalPage() {
  const { t } = useTranslation('journal');
  const session = useSession();
  const [params] = useSearchParams();
  const bookingId = Number(params.get('bookingId'));
  const roles = session.data?.activeRoles ?? [];
  if (!hasPermission(roles, 'journal:read')) {
    return (
      <Stack>
        <PageHeader title={t('title')} />
        <Alert color="orange">{t('notAllowed')}</Alert>
      </Stack>
    );
  }
  if (!Number.isInteger(bookingId) || bookingId < 1) {
    return (
      <Stack>
        <PageHeader title={t('title')} />
        <Alert color="orange">{t('noBooking')}</Alert>
      </Stack>
    );
  }
  return (
    <JournalOfBooking key={bookingId} bookingId={bookingId} canWrite={hasPermission(roles, 'journal:write')} canDraw={hasPermission(roles, 'drawing:read')} />
  );
}

function JournalOfBooking({ bookingId, canWrite, canDraw }: { bookingId: number; canWrite: boolean; canDraw: boolean }) {
  const { t, i18n } = useTranslation(['journal', 'therapies']);
  const booking = useJournalBooking(bookingId);
  const journal = useJournal(bookingId);
  const [versionsOpen, setVersionsOpen] = useState(false);
  if (booking.isPending || journal.isPending) return <LoadingState />;
  if (booking.isError || journal.isError)
    return <ErrorState error={booking.error ?? journal.error} onRetry={() => void Promise.all([booking.refetch(), journal.refetch()])} />;
  const b = booking.data;
  const name = personName(b.customer);
  const when = formatInstantStyled(b.start, i18n.language, 'full', 'short');
  return (
    <Stack>
      <PageHeader
        title={t('journal:titleFor', { name })}
        documentTitle={t('journal:title')}
        lead={`${when} · ${t(`therapies:items.${b.therapyLabelKey}.name`)}, ${b.durationMinutes} min · ${b.therapistName}`}
      />
      <Group gap="xs">
        <Button variant="default" size="sm" onClick={() => setVersionsOpen(true)}>
          {t('journal:versions.open')}
        </Button>
        {canDraw ? (
          <Button variant="default" size="sm" component="a" href={`/drawingBoard?bookingId=${bookingId}`} target="drawingBoard" rel="noopener">
            {t('journal:openDrawing')}
          </Button>
        ) : null}
        <Button
          variant="default"
          size="sm"
          component="a"
          href={urlOf(treatmentRecordPdfEndpoint, { params: { id: bookingId } })}
          target="_blank"
          rel="noopener"
        >
          {t('journal:recordPdf')}
        </Button>
      </Group>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <JournalEditor bookingId={bookingId} journal={journal.data} readOnly={!canWrite} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="xl">
            <HealthGlance customerId={b.customer.id} />
            <RecordHistory bookingId={bookingId} canDraw={canDraw} />
          </Stack>
        </Grid.Col>
      </Grid>
      <JournalVersions bookingId={bookingId} opened={versionsOpen} onClose={() => setVersionsOpen(false)} />
    </Stack>
  );
}
