import { BLOOD_PRESSURE, HEALTH_QUESTIONS, healthFormInputSchema, type HealthAnswers, type HealthForm, type HealthQuestion, LIMITS } from '@praxis/domain';
import { Alert, Box, Button, Checkbox, Paper, Radio, SegmentedControl, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorMessageKey } from '../../../components/ui/query-state.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useSignHealthForm } from '../api/health-form-queries.ts';
import { SignaturePad } from './signature-pad.tsx';

type YesNo = { answer: 'yes' | 'no' | ''; details: string };
type Draft = { bloodPressure: string; generalRemarks: string } & Record<HealthQuestion, YesNo>;
type Values = { answers: Draft; signature: { kind: 'typed' | 'drawn'; name: string; dataUrl: string }; confirmed: boolean };

const emptyDraft = (): Draft => ({
  bloodPressure: '',
  generalRemarks: '',
  ...(Object.fromEntries(HEALTH_QUESTIONS.map((q) => [q, { answer: '', details: '' }])) as Record<HealthQuestion, YesNo>),
});

const fromForm = (answers: HealthAnswers): Draft => ({ ...answers });

/**
 * The questionnaire: blood pressure, six yes/no questions with details when "yes", general
 * remarks, and a typed or drawn signature with a confirmation. Calls `onSigned` with the new form.
 */
export function HealthFormEditor({ previous, onSigned }: { previous: HealthForm | null; onSigned: (form: HealthForm) => void }) {
  const { t } = useTranslation('health');
  const sign = useSignHealthForm();
  const form = useSchemaForm(healthFormInputSchema, {
    initialValues: {
      answers: previous ? fromForm(previous.answers) : emptyDraft(),
      signature: { kind: 'typed', name: '', dataUrl: '' },
      confirmed: false,
    } as Values,
    // Only the chosen way of signing is sent. NOTE: the draft's empty answers are the schema's to refuse.
    toInput: ({ answers, signature, confirmed }) =>
      ({
        answers,
        signature: signature.kind === 'typed' ? { kind: 'typed', name: signature.name } : { kind: 'drawn', dataUrl: signature.dataUrl },
        confirmed,
      }) as z.input<typeof healthFormInputSchema>,
    texts: { namespace: 'health', fallback: 'invalid' },
    onSubmit: async (input) => onSigned((await sign.mutateAsync(input)).form),
  });
  const { answers, signature } = form.values;
  const error = form.errorText;

  return (
    <form ref={form.rootRef} onSubmit={form.submit} noValidate data-testid="health-form">
      <Stack gap="lg">
        <Radio.Group label={t('questions.bloodPressure')} withAsterisk {...form.getInputProps('answers.bloodPressure')}>
          <Stack gap={6} mt={6}>
            {BLOOD_PRESSURE.map((value) => (
              <Radio key={value} value={value} label={t(`bloodPressure.${value}`)} />
            ))}
          </Stack>
        </Radio.Group>
        {HEALTH_QUESTIONS.map((question) => (
          <Stack key={question} gap={6}>
            <Radio.Group label={t(`questions.${question}`)} withAsterisk {...form.getInputProps(`answers.${question}.answer`)}>
              <Stack gap={6} mt={6} style={{ flexDirection: 'row', gap: 24 }}>
                <Radio value="yes" label={t('yes')} />
                <Radio value="no" label={t('no')} />
              </Stack>
            </Radio.Group>
            {answers[question].answer === 'yes' ? (
              <Textarea label={t('details')} autosize minRows={2} maxLength={LIMITS.healthDetails} {...form.getInputProps(`answers.${question}.details`)} />
            ) : null}
          </Stack>
        ))}
        <Textarea
          label={t('questions.generalRemarks')}
          description={t('generalRemarksHint')}
          autosize
          minRows={2}
          maxLength={LIMITS.longText}
          {...form.getInputProps('answers.generalRemarks')}
        />
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('signatureTitle')}
            </Title>
            <SegmentedControl
              {...form.getInputProps('signature.kind', { withError: false })}
              data={[
                { value: 'typed', label: t('signatureTyped') },
                { value: 'drawn', label: t('signatureDrawn') },
              ]}
            />
            {signature.kind === 'typed' ? (
              <TextInput label={t('signatureName')} autoComplete="name" {...form.getInputProps('signature.name')} />
            ) : (
              <Box data-path="signature.dataUrl">
                <SignaturePad onChange={(dataUrl) => form.setFieldValue('signature.dataUrl', dataUrl ?? '')} />
              </Box>
            )}
            {signature.kind === 'drawn' && error('signature.dataUrl') ? (
              <Text c="red" size="sm">
                {error('signature.dataUrl')}
              </Text>
            ) : null}
            <Checkbox label={t('confirm')} {...form.getInputProps('confirmed', { type: 'checkbox' })} />
          </Stack>
        </Paper>
        {form.firstError ? (
          <Alert color="red" role="alert">
            {t('invalid')}
          </Alert>
        ) : null}
        {sign.isError ? <Alert color="red">{t(`common:${errorMessageKey(sign.error)}`)}</Alert> : null}
        <Button type="submit" loading={form.pending} w="fit-content">
          {t('submit')}
        </Button>
      </Stack>
    </form>
  );
}
