import { Anchor, Card, Stack, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentSections, type DocumentSection } from '../../components/ui/document-sections.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { WithPracticeSettings } from '../../features/practice/components/with-practice-settings.tsx';

/** Legal notice: operator and contact from settings, then liability, copyright, data protection. */
export function Component() {
  const { t } = useTranslation('legal');
  return (
    <WithPracticeSettings>
      {(s, values) => {
        const rows: Array<[string, ReactNode]> = [
          [
            t('impressum.contactHeading'),
            <>
              {s.legalName}
              <br />
              {s.street}
              <br />
              {s.postalCode} {s.city}
            </>,
          ],
          [t('impressum.responsibleLabel'), s.responsiblePerson],
          [t('impressum.uidLabel'), s.uid],
          [t('impressum.emailLabel'), <Anchor href={`mailto:${s.email}`}>{s.email}</Anchor>],
          [t('impressum.phoneLabel'), <Anchor href={`tel:${s.phone.replace(/[^+\d]/g, '')}`}>{s.phone}</Anchor>],
        ];
        return (
          <Stack maw={860}>
            <PageHeader title={t('impressum.title')} />
            <Card withBorder padding="lg" mb="lg">
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
            <div id="privacy">
              <DocumentSections sections={t('impressum.sections', { returnObjects: true, ...values }) as DocumentSection[]} />
            </div>
          </Stack>
        );
      }}
    </WithPracticeSettings>
  );
}
