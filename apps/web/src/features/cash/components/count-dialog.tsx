import { DENOMINATIONS, isCalendarDate, monthOf, newCashCountSchema, practiceDate, type Denomination } from '@praxis/domain';
import { Alert, Button, Card, Fieldset, Group, Modal, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionError } from '../../../components/ui/query-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useCashActions, useCashMonth, type CountResult } from '../api/cash-queries.ts';
import { denominationLabel } from '../cash-format.ts';
import {
  bookBalanceOn,
  COINS,
  COUNT_RENAMES,
  defaultDayOf,
  initialCountValues,
  liveCountedTotal,
  NOTES,
  toCountInput,
  type CountValues,
} from '../cash-model.ts';
import { Discrepancy } from './discrepancy.tsx';

/**
 * "Count the till": the pieces of every coin and note, the counted total as they are typed, the
 * book balance of the day and the discrepancy; a discrepancy needs a comment (the server books it
 * as a shortfall or surplus). After saving, what the server counted and booked.
 */
export function CountDialog({ month, onClose }: { month: string; onClose: () => void }) {
  const { t, i18n } = useTranslation('cash');
  const format = useFormat();
  const { count } = useCashActions();
  const phone = useMediaQuery('(max-width: 36em)');
  const [result, setResult] = useState<CountResult | null>(null);
  const form = useSchemaForm(newCashCountSchema, {
    initialValues: initialCountValues(defaultDayOf(month, practiceDate(new Date()))),
    toInput: toCountInput,
    check: (values) => (commentMissing(values) ? { comment: 'commentNeeded' } : {}),
    texts: { namespace: 'cash', prefix: 'validation.' },
    renames: COUNT_RENAMES,
    onSubmit: async (data) => setResult(await count.mutateAsync(data)),
  });
  const { date, pieces } = form.values;
  // The book of the count's month (the month shown, or another one the date moved to).
  const book = useCashMonth(isCalendarDate(date) ? monthOf(date) : null);
  const bookRappen = bookBalanceOn(book.data, date);
  const counted = liveCountedTotal(pieces);
  // A count that differs from the book explains why (the server asks the same when it knows the book balance better).
  function commentMissing(values: CountValues) {
    const balance = bookBalanceOn(book.data, values.date);
    return balance !== null && liveCountedTotal(values.pieces) !== balance && !values.comment.trim();
  }
  const discrepancy = bookRappen === null ? null : counted - bookRappen;
  const serverError = count.error instanceof ApiError && count.error.code === 'VALIDATION_ERROR' ? null : count.error;

  const pieceInput = (denomination: Denomination) => {
    const index = DENOMINATIONS.indexOf(denomination);
    return (
      <TextInput
        key={denomination}
        label={t('count.pieces', { value: denominationLabel(denomination, i18n.language) })}
        inputMode="numeric"
        placeholder="0"
        {...form.getInputProps(`pieces.${index}`)}
      />
    );
  };

  return (
    <Modal opened onClose={onClose} title={t('count.title')} size="xl" fullScreen={phone}>
      {result ? (
        <Stack>
          <Alert color={result.discrepancyRappen === 0 ? 'green' : 'orange'} title={t('count.saved')} role="status">
            <Stack gap={4}>
              <Text size="sm">{t('count.savedCounted', { amount: format.chf(result.countedRappen) })}</Text>
              <Text size="sm">{t('count.savedBook', { amount: format.chf(result.bookRappen) })}</Text>
              <Group gap={6}>
                <Text size="sm">{t('count.discrepancy')}:</Text>
                <Discrepancy rappen={result.discrepancyRappen} size="sm" />
              </Group>
              {result.discrepancyRappen !== 0 ? <Text size="sm">{t('count.bookedDifference')}</Text> : null}
            </Stack>
          </Alert>
          <Group justify="flex-end">
            <Button onClick={onClose} data-autofocus>
              {t('close')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form ref={form.rootRef} onSubmit={form.submit} noValidate aria-label={t('count.title')}>
          <Stack gap="sm">
            <TextInput type="date" label={t('count.date')} required w={{ base: '100%', xs: 220 }} data-autofocus {...form.getInputProps('date')} />
            <Fieldset legend={t('count.coins')} variant="filled" p="sm">
              <SimpleGrid cols={{ base: 2, xs: 3, sm: 6 }} spacing="xs" verticalSpacing="xs">
                {COINS.map(pieceInput)}
              </SimpleGrid>
            </Fieldset>
            <Fieldset legend={t('count.notes')} variant="filled" p="sm">
              <SimpleGrid cols={{ base: 2, xs: 3, sm: 6 }} spacing="xs" verticalSpacing="xs">
                {NOTES.map(pieceInput)}
              </SimpleGrid>
            </Fieldset>
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs" aria-live="polite" data-testid="count-figures">
              <Card withBorder padding="xs">
                <Text size="xs" c="dimmed">
                  {t('count.counted')}
                </Text>
                <Text fw={700} data-testid="counted">
                  {format.chf(counted)}
                </Text>
              </Card>
              <Card withBorder padding="xs">
                <Text size="xs" c="dimmed">
                  {isCalendarDate(date) ? t('count.bookOn', { date: format.date(date) }) : t('count.book')}
                </Text>
                <Text fw={700} data-testid="book">
                  {bookRappen === null ? (book.isFetching ? '…' : t('count.bookUnknown')) : format.chf(bookRappen)}
                </Text>
              </Card>
              <Card withBorder padding="xs">
                <Text size="xs" c="dimmed">
                  {t('count.discrepancy')}
                </Text>
                <div data-testid="discrepancy">{discrepancy === null ? <Text fw={700}>–</Text> : <Discrepancy rappen={discrepancy} />}</div>
              </Card>
            </SimpleGrid>
            {/* The total's limit concerns all pieces, no one field. */}
            {form.errorText('denominations') ? (
              <Text size="sm" c="red" role="alert">
                {form.errorText('denominations')}
              </Text>
            ) : null}
            <Textarea
              label={t('count.comment')}
              description={t('count.commentHint')}
              required={discrepancy !== null && discrepancy !== 0}
              autosize
              minRows={2}
              {...form.getInputProps('comment')}
            />
            <ActionError error={serverError} />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('cancel')}
              </Button>
              <Button type="submit" loading={form.pending}>
                {t('count.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
