import { TODO_RATINGS, type StaffBookingRow, type Todo, type TodoRating } from '@praxis/domain';
import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/query-state.tsx';
import { useFormat } from '../../../lib/use-format.ts';
import { useStaffBooking, useTodos } from '../api/payment-queries.ts';
import { PaymentEditor } from './payment-editor.tsx';
import { personName } from '../../../lib/person-name.ts';

const RATING_COLORS: Record<TodoRating, string> = { 10: 'yellow', 20: 'orange', 30: 'red' };

/** The rating's icon: one, two or three marks in its colour, with the level as its name. */
export function RatingIcon({ rating }: { rating: TodoRating }) {
  const { t } = useTranslation('payments');
  return (
    <ThemeIcon color={RATING_COLORS[rating]} variant="light" radius="xl" size="md" role="img" aria-label={t(`todo.ratings.${rating}`)}>
      <Text size="xs" fw={700} aria-hidden>
        {'!'.repeat(rating / 10)}
      </Text>
    </ThemeIcon>
  );
}

/**
 * The to-do list (/todo): a box per rating with its count, a table of missing payment records, and
 * below it the chosen booking's details and payment editor; recording the payment removes its
 * to-do at once. Reloads every minute.
 */
export function TodoList() {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const todos = useTodos();
  const [chosen, setChosen] = useState<number | null>(null);
  if (todos.isPending) return <LoadingState />;
  if (todos.isError) return <ErrorState error={todos.error} onRetry={() => void todos.refetch()} />;
  const list = todos.data.todos;
  const columns: DataTableColumn<Todo>[] = [
    { key: 'rating', header: t('todo.columns.rating'), cell: (todo) => <RatingIcon rating={todo.rating} />, width: 80, sortValue: (todo) => todo.rating },
    {
      key: 'todo',
      header: t('todo.columns.label'),
      // The label and the description in one cell: on a phone both stay in view.
      cell: (todo) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {t('todo.missingPayment')}
          </Text>
          <Text size="sm">{t('todo.description', { name: personName(todo), date: format.dateTime(todo.date) })}</Text>
        </Stack>
      ),
    },
  ];
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        {[...TODO_RATINGS].reverse().map((rating) => (
          <Card key={rating} withBorder padding="sm" data-testid={`todo-box-${rating}`}>
            <Group gap="sm">
              <RatingIcon rating={rating} />
              <Stack gap={0}>
                <Text size="sm" c="dimmed">
                  {t(`todo.ratings.${rating}`)}
                </Text>
                <Text fw={700} size="xl">
                  {list.filter((todo) => todo.rating === rating).length}
                </Text>
              </Stack>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
      <DataTable
        label={t('todo.tableLabel')}
        columns={columns}
        rows={list}
        getRowId={(todo) => todo.bookingId}
        getRowLabel={personName}
        onRowClick={(todo) => setChosen(todo.bookingId)}
        emptyText={t('todo.empty')}
      />
      {chosen !== null ? <ChosenBooking id={chosen} /> : null}
    </Stack>
  );
}

function ChosenBooking({ id }: { id: number }) {
  const { t } = useTranslation(['payments', 'therapies', 'common']);
  const format = useFormat();
  const booking = useStaffBooking(id);
  const card = useRef<HTMLDivElement>(null);
  // On a phone the details lie below the table: bring them into view.
  useEffect(() => card.current?.scrollIntoView?.({ block: 'start' }), [id]);
  return (
    <Card ref={card} withBorder padding="md" data-testid="todo-booking" style={{ scrollMarginTop: 80 }}>
      {booking.isPending ? <LoadingState /> : null}
      {booking.isError ? <ErrorState error={booking.error} onRetry={() => void booking.refetch()} /> : null}
      {booking.data ? (
        <Stack>
          <Title order={2} size="h4">
            {format.dateTime(booking.data.start)} · {t(`therapies:items.${booking.data.therapyLabelKey}.name`)}
          </Title>
          <BookingFacts booking={booking.data} />
          <PaymentEditor target={{ type: 'booking', id }} />
        </Stack>
      ) : null}
    </Card>
  );
}

function BookingFacts({ booking }: { booking: StaffBookingRow }) {
  const { t } = useTranslation(['payments', 'common']);
  const format = useFormat();
  const c = booking.customer;
  const facts: Array<[string, string]> = [
    [t('todo.facts.customer'), [[c.firstName, c.lastName].filter(Boolean).join(' '), c.email, c.phone].filter(Boolean).join(' · ')],
    [t('todo.facts.therapist'), booking.therapistName],
    [t('todo.facts.duration'), t('common:minutes', { count: booking.durationMinutes })],
    [t('todo.facts.time'), `${format.time(booking.start)}–${format.time(booking.end)}`],
  ];
  if (booking.cancelledAt) facts.push([t('todo.facts.cancelled'), `${format.instantDate(booking.cancelledAt)} · ${format.chf(booking.chargeRappen)}`]);
  if (booking.customerComment) facts.push([t('todo.facts.comment'), booking.customerComment]);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={4}>
      {facts.map(([label, value]) => (
        <Text key={label} size="sm">
          <Text span c="dimmed" size="sm">
            {label}:{' '}
          </Text>
          {value}
        </Text>
      ))}
    </SimpleGrid>
  );
}
