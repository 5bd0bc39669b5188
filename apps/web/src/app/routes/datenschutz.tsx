import { Anchor, Card, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { WithPracticeSettings } from '../../features/practice/components/with-practice-settings.tsx';

/** One heading of the privacy policy: an introduction, terms with their explanation (a description list), closing remarks. */
interface PrivacySection {
  heading: string;
  paragraphs?: string[];
  items?: Array<{ term: string; text: string }>;
  closing?: string[];
}

/** A section of the page: an h2, then its text; every section reads alike. */
function Section({ heading, children, testId }: { heading: string; children: ReactNode; testId?: string }) {
  return (
    <section data-testid={testId}>
      <Title order={2} size="h3" mb="xs">
        {heading}
      </Title>
      <Stack gap="xs">{children}</Stack>
    </section>
  );
}

/**
 * Privacy policy as revDSG art. 19 asks: who is responsible and how to reach them (name, address,
 * e-mail from the settings), the data and what each processing is for, recipients and countries,
 * how long, cookies, the rights and how to use them, the FDPIC.
 */
export function Component() {
  const { t } = useTranslation('legal');
  return (
    <WithPracticeSettings>
      {(s, values) => {
        const texts = { ...values, loginLinkHours: s.loginLinkHours };
        const sections = t('datenschutz.sections', { returnObjects: true, ...texts }) as PrivacySection[];
        return (
          <Stack maw={860}>
            <PageHeader title={t('datenschutz.title')} lead={t('datenschutz.intro', texts)} />
            <Stack gap="lg">
              <Section heading={t('datenschutz.controllerHeading')} testId="privacy-controller">
                <Text>{t('datenschutz.controllerText', texts)}</Text>
                <Card withBorder padding="lg">
                  <Table withRowBorders={false} verticalSpacing={4}>
                    <Table.Tbody>
                      <Table.Tr>
                        <Table.Th w={160} style={{ verticalAlign: 'top' }}>
                          {t('datenschutz.addressLabel')}
                        </Table.Th>
                        <Table.Td>
                          {s.legalName}
                          <br />
                          {s.street}
                          <br />
                          {s.postalCode} {s.city}
                        </Table.Td>
                      </Table.Tr>
                      <Table.Tr>
                        <Table.Th w={160} style={{ verticalAlign: 'top' }}>
                          {t('datenschutz.emailLabel')}
                        </Table.Th>
                        <Table.Td>
                          <Anchor href={`mailto:${s.email}`}>{s.email}</Anchor>
                        </Table.Td>
                      </Table.Tr>
                    </Table.Tbody>
                  </Table>
                </Card>
              </Section>
              {sections.map((section) => (
                <Section key={section.heading} heading={section.heading}>
                  {section.paragraphs?.map((paragraph) => (
                    <Text key={paragraph}>{paragraph}</Text>
                  ))}
                  {section.items ? (
                    <Stack component="dl" gap="sm" my={4}>
                      {section.items.map((item) => (
                        <div key={item.term}>
                          <Text component="dt" fw={600}>
                            {item.term}
                          </Text>
                          <Text component="dd" m={0}>
                            {item.text}
                          </Text>
                        </div>
                      ))}
                    </Stack>
                  ) : null}
                  {section.closing?.map((paragraph) => (
                    <Text key={paragraph}>{paragraph}</Text>
                  ))}
                </Section>
              ))}
            </Stack>
          </Stack>
        );
      }}
    </WithPracticeSettings>
  );
}
