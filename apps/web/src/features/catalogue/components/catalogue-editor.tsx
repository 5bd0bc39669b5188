import { formatChf, type PublicArrangement } from '@praxis/domain';
import { Badge, Button, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '../../../components/ui/query-state.tsx';
import { useCatalogue, type StaffTherapy } from '../api/catalogue-admin-queries.ts';
import { ArrangementEditForm } from './arrangement-edit-form.tsx';
import { TherapyEditForm } from './therapy-edit-form.tsx';
import { ActionsHeader } from '../../../components/ui/data-table-parts.tsx';

/** Therapies and durations with prices, and the price history. */
export function CatalogueEditor() {
  const { t, i18n } = useTranslation(['catalogue', 'therapies', 'common']);
  const catalogue = useCatalogue();
  const [therapy, setTherapy] = useState<StaffTherapy | null>(null);
  const [arrangement, setArrangement] = useState<PublicArrangement | null>(null);
  if (catalogue.isPending) return <LoadingState />;
  if (catalogue.isError) return <ErrorState error={catalogue.error} onRetry={() => void catalogue.refetch()} />;
  const { therapies, arrangements, priceHistory } = catalogue.data;
  const minutes = (id: number) => arrangements.find((a) => a.id === id)?.durationMinutes;
  const date = (iso: string) => new Date(iso).toLocaleString(`${i18n.language}-CH`, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Zurich' });
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Title order={2} size="h3">
          {t('therapiesTitle')}
        </Title>
        <Table.ScrollContainer minWidth={720} scrollAreaProps={scrollRegion(t('therapiesTitle'))}>
          <Table striped data-testid="catalogue-therapies">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('fields.sortOrder')}</Table.Th>
                <Table.Th>{t('fields.name')}</Table.Th>
                <Table.Th>{t('fields.durations')}</Table.Th>
                <Table.Th>{t('fields.tariff590Code')}</Table.Th>
                <ActionsHeader />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {therapies.map((x) => (
                <Table.Tr key={x.id} opacity={x.active ? 1 : 0.55}>
                  <Table.Td>{x.sortOrder}</Table.Td>
                  <Table.Td>
                    {x.texts[i18n.language as 'de']?.name || t(`therapies:items.${x.labelKey}.name`)}{' '}
                    {x.active ? null : (
                      <Badge size="xs" color="gray">
                        {t('inactive')}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>{x.arrangementIds.map((id) => t('common:minutes', { count: minutes(id) })).join(', ')}</Table.Td>
                  <Table.Td>{x.tariff590Code ?? '–'}</Table.Td>
                  <Table.Td>
                    <Button size="xs" variant="light" onClick={() => setTherapy(x)}>
                      {t('edit')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
      <Stack gap="xs">
        <Title order={2} size="h3">
          {t('arrangementsTitle')}
        </Title>
        <Table.ScrollContainer minWidth={420} scrollAreaProps={scrollRegion(t('arrangementsTitle'))}>
          <Table striped data-testid="catalogue-arrangements">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('arrangements.duration')}</Table.Th>
                <Table.Th>{t('arrangements.slot')}</Table.Th>
                <Table.Th>{t('arrangements.price')}</Table.Th>
                <ActionsHeader />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {arrangements.map((a) => (
                <Table.Tr key={a.id}>
                  <Table.Td>{t('common:minutes', { count: a.durationMinutes })}</Table.Td>
                  <Table.Td>{t('common:minutes', { count: a.slotMinutes })}</Table.Td>
                  <Table.Td>{formatChf(a.priceRappen, i18n.language)}</Table.Td>
                  <Table.Td>
                    <Button size="xs" variant="light" onClick={() => setArrangement(a)}>
                      {t('edit')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Text fw={500} mt="sm">
          {t('arrangements.history')}
        </Text>
        <Table data-testid="price-history" fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('arrangements.validFrom')}</Table.Th>
              <Table.Th>{t('arrangements.duration')}</Table.Th>
              <Table.Th>{t('arrangements.price')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {priceHistory.map((h, i) => (
              <Table.Tr key={`${h.arrangementId}-${h.validFrom}-${i}`}>
                <Table.Td>{date(h.validFrom)}</Table.Td>
                <Table.Td>{t('common:minutes', { count: h.durationMinutes })}</Table.Td>
                <Table.Td>{formatChf(h.priceRappen, i18n.language)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
      {therapy ? <TherapyEditForm therapy={therapy} arrangements={arrangements} onClose={() => setTherapy(null)} /> : null}
      {arrangement ? <ArrangementEditForm arrangement={arrangement} onClose={() => setArrangement(null)} /> : null}
    </Stack>
  );
}

/** A scrolling table's area, named by its section: two on one screen need names of their own. */
const scrollRegion = (label: string) => ({ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': label } });
