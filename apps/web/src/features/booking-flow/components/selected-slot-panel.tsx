import { formatChf, practiceDate, type PublicArrangement } from '@praxis/domain';
import { Card, Divider, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { forwardRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSlotFormat } from '../format.ts';
import { BirthdayHint } from './birthday-hint.tsx';
import { LateCancellationNotice } from './late-cancellation-notice.tsx';

export const COMMENT_MAX = 1000;

/**
 * What the panel's action (book, reserve, the customer's search) is described by: the chosen date
 * and time, and the notice that a slot close to its start cannot be cancelled free of charge. A
 * slot chosen by keyboard moves focus straight to that action, past the panel's text.
 */
export const SLOT_DESCRIPTION = 'selected-slot-date selected-slot-time selected-slot-late';

interface SelectedSlotPanelProps {
  /** Start of the chosen slot, or null while none is chosen. */
  slot: string | null;
  therapyName: string;
  /** The therapist the customer chose; null: any. */
  therapistName?: string | null;
  arrangement: Pick<PublicArrangement, 'durationMinutes' | 'priceRappen'>;
  comment: string;
  onCommentChange: (comment: string) => void;
  /** The logged-in customer's birthday, for the birthday greeting. */
  birthday: string | null;
  /** How to book: the form or button for this visitor. */
  children: ReactNode;
}

/** The chosen appointment (date, time, therapy, duration, price), a comment and the way to book it. */
export const SelectedSlotPanel = forwardRef<HTMLDivElement, SelectedSlotPanelProps>(function SelectedSlotPanel(
  { slot, therapyName, therapistName = null, arrangement, comment, onCommentChange, birthday, children },
  ref,
) {
  const { t, i18n } = useTranslation(['booking', 'common']);
  const format = useSlotFormat();
  if (!slot) {
    return (
      <Card withBorder padding="lg" bg="sand.0" ref={ref} tabIndex={-1}>
        <Title order={2} size="h4">
          {t('panel.title')}
        </Title>
        <Text size="sm" mt="xs">
          {t('panel.empty')}
        </Text>
      </Card>
    );
  }
  const date = practiceDate(new Date(slot));
  const row = (label: string, value: string, id?: string) => (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} ta="right" id={id}>
        {value}
      </Text>
    </Group>
  );
  return (
    <Card
      withBorder
      padding="lg"
      ref={ref}
      tabIndex={-1}
      data-testid="selected-slot"
      aria-labelledby="selected-slot-title"
      component="section"
      // Scrolled to on phones after a slot is chosen: clear of the sticky site header.
      style={{ scrollMarginTop: 'calc(var(--header-height) + 12px)' }}
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="selected-slot-title">
          {t('panel.title')}
        </Title>
        <Text fw={600} c="praxis.8" data-testid="selected-slot-date" id="selected-slot-date">
          {format.longDate(date)}
        </Text>
        {row(t('panel.time'), format.timeRange(slot, arrangement.durationMinutes), 'selected-slot-time')}
        {row(t('panel.therapy'), therapyName)}
        {therapistName ? row(t('panel.therapist'), therapistName) : null}
        {row(t('panel.duration'), t('common:minutes', { count: arrangement.durationMinutes }))}
        {row(t('panel.price'), formatChf(arrangement.priceRappen, i18n.language))}
        <BirthdayHint birthday={birthday} slotDate={date} />
        <Textarea
          label={t('panel.comment')}
          description={t('panel.commentHint', { used: comment.length, max: COMMENT_MAX })}
          value={comment}
          onChange={(e) => onCommentChange(e.currentTarget.value)}
          maxLength={COMMENT_MAX}
          autosize
          minRows={2}
          maxRows={6}
        />
        <Divider />
        <LateCancellationNotice slot={slot} id="selected-slot-late" />
        {children}
      </Stack>
    </Card>
  );
});
