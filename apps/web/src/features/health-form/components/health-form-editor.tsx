import { BLOOD_PRESSURE, HEALTH_QUESTIONS, healthFormInputSchema, type HealthAnswers, type HealthForm, type HealthQuestion } from '@praxis/domain';
import { Alert, Button, Checkbox, Paper, Radio, SegmentedControl, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../components/ui/query-state.tsx';
import { useSignHealthForm } from '../api/health-form-queries.ts';
import { SignaturePad } from './signature-pad.tsx';

type YesNo = { answer: 'yes' | 'no' | ''; details: string };
type Draft = { bloodPressure: string; generalRemarks: string } & Record<HealthQuestion, YesNo>;

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
  const [draft, setDraft] = useState<Draft>(() => (previous ? fromForm(previous.answers) : emptyDraft()));
  const [mode, setMode] = useState<'typed' | 'drawn'>('typed');
  const [typedName, setTypedName] = useState('');
  const [drawing, setDrawing] = useState<string | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const error = (path: string) => (errors[path] ? t(`errors.${errors[path]}`, { defaultValue: t('invalid') }) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const signature = mode === 'typed' ? { kind: 'typed' as const, name: typedName } : { kind: 'drawn' as const, dataUrl: drawing ?? '' };
    const parsed = healthFormInputSchema.safeParse({ answers: draft, signature, confirmed });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[issue.path.join('.')] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    sign.mutate(parsed.data, { onSuccess: (answer) => onSigned(answer.form) });
  };

  const setQuestion = (question: HealthQuestion, change: Partial<YesNo>) => setDraft((d) => ({ ...d, [question]: { ...d[question], ...change } }));

  return (
    <form onSubmit={submit} noValidate data-testid="health-form">
      <Stack gap="lg">
        <Radio.Group
          label={t('questions.bloodPressure')}
          withAsterisk
          value={draft.bloodPressure}
          error={error('answers.bloodPressure')}
          onChange={(value) => setDraft((d) => ({ ...d, bloodPressure: value }))}
        >
          <Stack gap={6} mt={6}>
            {BLOOD_PRESSURE.map((value) => (
              <Radio key={value} value={value} label={t(`bloodPressure.${value}`)} />
            ))}
          </Stack>
        </Radio.Group>
        {HEALTH_QUESTIONS.map((question) => (
          <Stack key={question} gap={6}>
            <Radio.Group
              label={t(`questions.${question}`)}
              withAsterisk
              value={draft[question].answer}
              error={error(`answers.${question}.answer`)}
              onChange={(value) => setQuestion(question, { answer: value as 'yes' | 'no' })}
            >
              <Stack gap={6} mt={6} style={{ flexDirection: 'row', gap: 24 }}>
                <Radio value="yes" label={t('yes')} />
                <Radio value="no" label={t('no')} />
              </Stack>
            </Radio.Group>
            {draft[question].answer === 'yes' ? (
              <Textarea
                label={t('details')}
                autosize
                minRows={2}
                maxLength={2000}
                value={draft[question].details}
                error={error(`answers.${question}.details`)}
                onChange={(e) => setQuestion(question, { details: e.currentTarget.value })}
              />
            ) : null}
          </Stack>
        ))}
        <Textarea
          label={t('questions.generalRemarks')}
          description={t('generalRemarksHint')}
          autosize
          minRows={2}
          maxLength={4000}
          value={draft.generalRemarks}
          onChange={(e) => setDraft((d) => ({ ...d, generalRemarks: e.currentTarget.value }))}
        />
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('signatureTitle')}
            </Title>
            <SegmentedControl
              value={mode}
              onChange={(value) => setMode(value as 'typed' | 'drawn')}
              data={[
                { value: 'typed', label: t('signatureTyped') },
                { value: 'drawn', label: t('signatureDrawn') },
              ]}
            />
            {mode === 'typed' ? (
              <TextInput
                label={t('signatureName')}
                autoComplete="name"
                value={typedName}
                onChange={(e) => setTypedName(e.currentTarget.value)}
                error={error('signature.name')}
              />
            ) : (
              <SignaturePad onChange={setDrawing} />
            )}
            {mode === 'drawn' && error('signature.dataUrl') ? (
              <Text c="red" size="sm">
                {error('signature.dataUrl')}
              </Text>
            ) : null}
            <Checkbox label={t('confirm')} checked={confirmed} onChange={(e) => setConfirmed(e.currentTarget.checked)} error={error('confirmed')} />
          </Stack>
        </Paper>
        {Object.keys(errors).length > 0 ? (
          <Alert color="red" role="alert">
            {t('invalid')}
          </Alert>
        ) : null}
        {sign.isError ? <Alert color="red">{t(`common:${errorMessageKey(sign.error)}`)}</Alert> : null}
        <Button type="submit" loading={sign.isPending} w="fit-content">
          {t('submit')}
        </Button>
      </Stack>
    </form>
  );
}
