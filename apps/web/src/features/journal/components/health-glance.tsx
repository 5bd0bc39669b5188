import { customerHealthFormPdfEndpoint, HEALTH_QUESTIONS, urlOf } from '@praxis/domain';
import { Alert, Anchor, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '../../../components/ui/query-state.tsx';
import { useCustomerHealthForm } from '../api/journal-queries.ts';
import { formatInstantStyled } from '../../../lib/format.ts';

/** The customer's health form at a glance: blood pressure, every "yes" with its details, remarks, and the PDF. */
export function HealthGlance({ customerId }: { customerId: number }) {
  const { t, i18n } = useTranslation(['journal', 'health']);
  const form = useCustomerHealthForm(customerId);
  return (
    <Stack gap="xs" component="section" aria-labelledby="journal-health">
      <Title order={2} size="h4" id="journal-health">
        {t('journal:health.title')}
      </Title>
      {form.isPending ? <LoadingState /> : null}
      {form.isError ? <ErrorState error={form.error} onRetry={() => void form.refetch()} /> : null}
      {form.data === null ? <Alert color="orange">{t('journal:health.none')}</Alert> : null}
      {form.data ? (
        <>
          <Text size="xs" c="dimmed">
            {t('journal:health.signed', {
              version: form.data.version,
              date: formatInstantStyled(form.data.signedAt, i18n.language, 'medium'),
            })}
          </Text>
          <List size="sm" spacing={4}>
            <List.Item>
              <Text span fw={600} size="sm">
                {t('health:questions.bloodPressure')}:
              </Text>{' '}
              {t(`health:bloodPressure.${form.data.answers.bloodPressure}`)}
            </List.Item>
            {HEALTH_QUESTIONS.filter((key) => form.data!.answers[key].answer === 'yes').map((key) => (
              <List.Item key={key}>
                <Text span fw={600} size="sm">
                  {t(`health:questions.${key}`)}
                </Text>{' '}
                {form.data!.answers[key].details}
              </List.Item>
            ))}
            {form.data.answers.generalRemarks ? (
              <List.Item>
                <Text span fw={600} size="sm">
                  {t('health:questions.generalRemarks')}:
                </Text>{' '}
                {form.data.answers.generalRemarks}
              </List.Item>
            ) : null}
          </List>
          {HEALTH_QUESTIONS.every((key) => form.data!.answers[key].answer === 'no') ? (
            <Text size="sm" c="dimmed">
              {t('journal:health.allNo')}
            </Text>
          ) : null}
          <Anchor size="sm" href={urlOf(customerHealthFormPdfEndpoint, { params: { id: customerId } })} target="_blank" rel="noopener">
            {t('journal:health.pdf')}
          </Anchor>
        </>
      ) : null}
    </Stack>
  );
}
