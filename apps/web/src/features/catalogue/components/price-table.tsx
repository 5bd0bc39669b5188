import { formatChf, pricePerFiveMinutes, type PublicArrangement } from '@praxis/domain';
import { Image, Table } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { durationImageUrl } from './therapy-images.ts';

/**
 * Durations with appointment length, price in CHF and the price per 5 minutes (5 decimals). On a
 * phone the table scrolls sideways in a Tab stop: that stop is a region named by the caption, so
 * a screen reader says what it is (axe's focus-order-semantics).
 */
export function PriceTable({ arrangements }: { arrangements: PublicArrangement[] }) {
  const { t, i18n } = useTranslation('pricing');
  const captionId = useId();
  const decimal = new Intl.NumberFormat(`${i18n.language}-CH`, { minimumFractionDigits: 5, maximumFractionDigits: 5 });
  return (
    <Table.ScrollContainer minWidth={480} scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-labelledby': captionId } }}>
      <Table striped highlightOnHover verticalSpacing="sm" data-testid="price-table">
        <Table.Caption id={captionId}>{t('table.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('table.duration')}</Table.Th>
            <Table.Th>{t('table.appointment')}</Table.Th>
            <Table.Th ta="right">{t('table.price')}</Table.Th>
            <Table.Th ta="right">{t('table.per5')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {arrangements.map((a) => (
            <Table.Tr key={a.id}>
              <Table.Td>
                <span className="duration-cell">
                  <Image src={durationImageUrl(a.image)} alt="" w={28} h={28} />
                  {t('table.minutes', { count: a.durationMinutes })}
                </span>
              </Table.Td>
              <Table.Td>{t('table.minutes', { count: a.slotMinutes })}</Table.Td>
              <Table.Td ta="right" fw={600}>
                {formatChf(a.priceRappen, i18n.language)}
              </Table.Td>
              <Table.Td ta="right" ff="monospace">
                {decimal.format(Number(pricePerFiveMinutes(a.priceRappen, a.durationMinutes)))}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
