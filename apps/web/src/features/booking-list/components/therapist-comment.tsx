import { therapistCommentSchema, type StaffBookingRow } from '@praxis/domain';
import { Button, Group, Stack, Text, Textarea, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionError } from '../../../components/ui/query-state.tsx';
import { useSaveTherapistComment } from '../api/booking-list-queries.ts';

/**
 * The staff's comment, edited in place: a click opens a text box, Save sends it, Escape or Cancel
 * leaves it unchanged. A reload of the list meanwhile keeps the draft.
 */
export function TherapistComment({ booking }: { booking: StaffBookingRow }) {
  const { t } = useTranslation('booking-list');
  const save = useSaveTherapistComment();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setDraft(null);
    setError(null);
    save.reset();
  };
  const submit = () => {
    if (draft === null) return;
    const parsed = therapistCommentSchema.safeParse({ therapistComment: draft });
    if (!parsed.success) {
      setError(t(`errors.${parsed.error.issues[0]?.message ?? 'invalid'}`, { defaultValue: t('errors.invalid') }));
      return;
    }
    setError(null);
    save.mutate({ id: booking.id, body: parsed.data }, { onSuccess: () => setDraft(null) });
  };

  if (draft === null) {
    return (
      // Named by what it shows, then what it does: voice control users say what they see (WCAG 2.5.3).
      <UnstyledButton
        onClick={() => setDraft(booking.therapistComment)}
        aria-label={`${booking.therapistComment || t('row.addTherapistComment')}, ${t('row.editTherapistComment')}`}
        title={t('row.editTherapistComment')}
      >
        <Text component="span" display="block" size="sm" c={booking.therapistComment ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-wrap' }}>
          {booking.therapistComment || t('row.addTherapistComment')}
        </Text>
      </UnstyledButton>
    );
  }
  return (
    <Stack gap={4} miw={200}>
      <Textarea
        aria-label={t('row.therapistComment')}
        value={draft}
        autosize
        minRows={2}
        maxRows={8}
        autoFocus
        error={error}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            event.stopPropagation();
            close();
          } else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            submit();
          }
        }}
      />
      <ActionError error={save.error} />
      <Group gap="xs" justify="flex-end">
        <Button size="compact-xs" variant="default" onClick={close}>
          {t('row.cancelEdit')}
        </Button>
        <Button size="compact-xs" loading={save.isPending} onClick={submit}>
          {t('row.saveComment')}
        </Button>
      </Group>
    </Stack>
  );
}
