import { Anchor, Badge, Card, SimpleGrid, Stack, Table, Tabs, Text } from '@mantine/core';
import { streetLine, type BookingBrief } from '@praxis/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/query-state.tsx';
import { useFormat } from '../../../lib/use-format.ts';
import { useCustomerSummary, type CustomerSummary } from '../api/client-list-queries.ts';

const GROUPS = ['futureBookings', 'pastBookings', 'cancelledByCustomer', 'cancelledByPractice'] as const;
type SummaryGroup = (typeof GROUPS)[number];

/** The country's name in the UI language ("CH" → "Schweiz"); the code itself when unknown. */
function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** Upcoming bookings soonest first, the others latest first. */
function ordered(group: SummaryGroup, bookings: readonly BookingBrief[]): BookingBrief[] {
  const byStart = [...bookings].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  return group === 'futureBookings' ? byStart : byStart.reverse();
}

function BookingRows({ group, bookings }: { group: SummaryGroup; bookings: readonly BookingBrief[] }) {
  const { t } = useTranslation(['client-list', 'therapies', 'common']);
  const format = useFormat();
  if (bookings.length === 0) {
    return (
      <Text c="dimmed" py="sm">
        {t(`summary.empty.${group}`)}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped aria-label={t(`summary.groups.${group}`)}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('summary.columns.date')}</Table.Th>
            <Table.Th>{t('summary.columns.time')}</Table.Th>
            <Table.Th>{t('summary.columns.therapy')}</Table.Th>
            <Table.Th>{t('summary.columns.duration')}</Table.Th>
            <Table.Th>{t('summary.columns.therapist')}</Table.Th>
            <Table.Th ta="right">{t('summary.columns.price')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ordered(group, bookings).map((booking) => (
            <Table.Tr key={booking.id} data-testid="summary-booking">
              <Table.Td>
                <Anchor component={AppLink} to={`/booking/${booking.id}`} size="sm">
                  {format.instantDate(booking.start)}
                </Anchor>
              </Table.Td>
              <Table.Td>{format.time(booking.start)}</Table.Td>
              <Table.Td>{t(`therapies:items.${booking.therapyLabelKey}.name`)}</Table.Td>
              <Table.Td>{t('common:minutes', { count: booking.durationMinutes })}</Table.Td>
              <Table.Td>{booking.therapistName}</Table.Td>
              <Table.Td ta="right">{format.chf(booking.priceRappen)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Address({ address }: { address: CustomerSummary['address'] }) {
  const { t, i18n } = useTranslation('client-list');
  const place = [address.postalCode, address.city].filter(Boolean).join(' ');
  const lines = [streetLine(address), place, address.countryCode ? countryName(address.countryCode, i18n.language) : null].filter(Boolean);
  if (lines.length === 0) return <Text c="dimmed">{t('summary.noAddress')}</Text>;
  return (
    <Stack gap={0} data-testid="summary-address">
      {lines.map((line) => (
        <Text key={line}>{line}</Text>
      ))}
    </Stack>
  );
}

/**
 * The client profile's bookings (front desk): upcoming, past, cancelled by the customer and
 * cancelled by the practice, each with its count and list (every booking links to its card), the
 * billed total and the address.
 */
export function CustomerBookingsSummary({ customerId }: { customerId: number }) {
  const { t } = useTranslation('client-list');
  const format = useFormat();
  const summary = useCustomerSummary(customerId);
  const [group, setGroup] = useState<SummaryGroup>('futureBookings');
  if (summary.isPending) return <LoadingState />;
  if (summary.isError) return <ErrorState error={summary.error} onRetry={() => void summary.refetch()} />;
  const data = summary.data;
  const count = GROUPS.reduce((sum, key) => sum + data[key].length, 0);
  return (
    <Stack gap="lg" data-testid="customer-bookings-summary">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Card withBorder>
          <Text size="sm" c="dimmed">
            {t('summary.billedTotal')}
          </Text>
          <Text size="xl" fw={600} data-testid="summary-billed-total">
            {format.chf(data.billedTotalRappen)}
          </Text>
          <Text size="sm" c="dimmed">
            {t('summary.bookingTotal', { count })}
          </Text>
        </Card>
        <Card withBorder>
          <Text size="sm" c="dimmed">
            {t('summary.address')}
          </Text>
          <Address address={data.address} />
        </Card>
      </SimpleGrid>
      <Tabs value={group} onChange={(value) => setGroup(GROUPS.find((candidate) => candidate === value) ?? 'futureBookings')}>
        <Tabs.List>
          {GROUPS.map((key) => (
            <Tabs.Tab
              key={key}
              value={key}
              rightSection={
                <Badge size="sm" variant="light" color={data[key].length > 0 ? undefined : 'gray'} data-testid={`summary-count-${key}`}>
                  {data[key].length}
                </Badge>
              }
            >
              {t(`summary.groups.${key}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {GROUPS.map((key) => (
          <Tabs.Panel key={key} value={key} pt="md">
            <BookingRows group={key} bookings={data[key]} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

/** The label of the client profile's bookings tab (in this feature's texts). */
export function CustomerBookingsTabLabel() {
  const { t } = useTranslation('client-list');
  return <>{t('summary.tab')}</>;
}
