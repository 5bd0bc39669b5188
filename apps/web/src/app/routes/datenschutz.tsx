import { Anchor, Card, Stack, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentSections, type DocumentSection } from '../../components/ui/document-sections.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { WithPracticeSettings } from '../../features/practice/components/with-practice-settings.tsx';

/** Privacy policy: who is responsible (name, address, e-mail from settings), then what, why, how long, who, and the rights. */
export function Component() {
  const { t } = useTranslation('legal');
  return (
    <WithPracticeSettings>
      {(s, values) => {
        const rows: Array<[string, ReactNode]> = [
          [
            t('datenschutz.controllerHeading'),
            <>
              {s.legalName}
              <br />
              {s.street}
              <br />
              {s.postalCode} {s.city}
            </>,
          ],
          [t('datenschutz.emailLabel'), <Anchor href={`mailto:${s.email}`}>{s.email}</Anchor>],
        ];
        return (
          <Stack maw={860}>
            <PageHeader title={t('datenschutz.title')} lead={t('datenschutz.intro', values)} />
            <Card withBorder padding="lg" mb="lg" data-testid="privacy-controller">
              <Table withRowBorders={false} verticalSpacing={4}>
                <Table.Tbody>
                  {rows.map(([label, value]) => (
                    <Table.Tr key={label}>
                      <Table.Th w={220} style={{ verticalAlign: 'top' }}>
                        {label}
                      </Table.Th>
                      <Table.Td>{value}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Card>
            <DocumentSections sections={t('datenschutz.sections', { returnObjects: true, ...values }) as DocumentSection[]} />
          </Stack>
        );
      }}
    </WithPracticeSettings>
  );
}
