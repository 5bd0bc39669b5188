import { CURRENT_TERMS_VERSION, LANGUAGES, waitlistInputSchema, type Language, type WaitlistInput } from '@praxis/domain';
import { Alert, Button, Checkbox, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { errorMessageKey } from '../../../components/ui/query-state.tsx';
import { useCreateWaitlistRequest } from '../api/waitlist-queries.ts';
import { defaultWindow, HALF_HOURS, lastAllowedDay, WEEK_ORDER, weekdayName } from '../waitlist-model.ts';
import { TermsCheckbox } from '../../../components/ui/terms-checkbox.tsx';

/** Who asks to wait: a visitor without login (gives an e-mail), or a logged-in customer. */
export type WaitlistWho = { kind: 'guest' } | { kind: 'customer'; email: string; termsAccepted: boolean };

export interface WaitlistFormProps {
  therapy: { id: number; name: string };
  arrangement: { id: number; durationMinutes: number };
  /** The therapist chosen on /book; null: any. */
  therapist: { id: number; name: string } | null;
  who: WaitlistWho;
  /** The practice's today (YYYY-MM-DD): the first day one may wait for. */
  today: string;
  /** Leaves the form (after success as well). */
  onClose: () => void;
}

interface Values extends Record<string, unknown> {
  fromDate: string;
  toDate: string;
  weekdays: string[];
  fromTime: string;
  toTime: string;
  email: string;
  terms: boolean;
}

const uiLanguage = (language: string): Language => ((LANGUAGES as readonly string[]).includes(language) ? (language as Language) : 'de');

/**
 * "Tell me when a time frees up": the days (at most 30), weekdays and times a therapy in one
 * duration would suit, with the therapist chosen on /book or any. A guest gives an e-mail address
 * and accepts the terms; a logged-in customer accepts them only if not yet done. After sending, a
 * message says where the offers will go.
 */
export function WaitlistForm({ therapy, arrangement, therapist, who, today, onClose }: WaitlistFormProps) {
  const { t, i18n } = useTranslation(['waitlist', 'common']);
  const create = useCreateWaitlistRequest();
  const termsNeeded = who.kind === 'guest' || !who.termsAccepted;
  const form = useSchemaForm(waitlistInputSchema, {
    initialValues: { ...defaultWindow(today), email: '', terms: false } as Values,
    toInput: (values): WaitlistInput => ({
      therapyId: therapy.id,
      arrangementId: arrangement.id,
      ...(therapist ? { therapistId: therapist.id } : {}),
      fromDate: values.fromDate,
      toDate: values.toDate,
      weekdays: values.weekdays.map(Number).sort((a, b) => a - b),
      fromTime: values.fromTime,
      toTime: values.toTime,
      ...(who.kind === 'guest' ? { email: values.email.trim(), language: uiLanguage(i18n.language) } : {}),
      ...(termsNeeded && values.terms ? { termsVersion: CURRENT_TERMS_VERSION } : {}),
    }),
    check: (values) => (termsNeeded && !values.terms ? { terms: 'termsNeeded' } : {}),
    texts: { namespace: 'waitlist', prefix: 'errors.' },
    fieldOfCode: { TERMS_NOT_ACCEPTED: 'terms' },
    onSubmit: (input) => create.mutateAsync(input),
  });

  // An error that belongs to no field (the limit of 3, too many requests) is read out and focused.
  const alert = useRef<HTMLDivElement>(null);
  const formError = create.error instanceof ApiError && ['VALIDATION_ERROR', 'TERMS_NOT_ACCEPTED'].includes(create.error.code) ? null : create.error;
  useLayoutEffect(() => {
    if (formError) alert.current?.focus();
  }, [formError]);

  const success = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (create.isSuccess) success.current?.focus();
  }, [create.isSuccess]);
  if (create.isSuccess) {
    const email = who.kind === 'guest' ? form.getValues().email.trim() : who.email;
    return (
      <Stack gap="sm" data-testid="waitlist-success">
        <Alert ref={success} tabIndex={-1} color="praxis" role="status" title={t('form.successTitle')}>
          {t('form.success', { email })}
        </Alert>
        <Group>
          <Button variant="default" onClick={onClose}>
            {t('form.close')}
          </Button>
        </Group>
      </Stack>
    );
  }

  const fromDate = form.values.fromDate;
  const timeOptions = HALF_HOURS.map((value) => ({ value, label: value }));
  return (
    <form ref={form.rootRef} onSubmit={form.submit} noValidate data-testid="waitlist-form">
      <Stack gap="md">
        <Text size="sm">{t('form.intro', { therapy: therapy.name, duration: t('common:minutes', { count: arrangement.durationMinutes }) })}</Text>
        <Text size="sm" data-testid="waitlist-therapist">
          <Text span fw={600}>
            {t('form.therapist')}:
          </Text>{' '}
          {therapist ? therapist.name : t('form.anyTherapist')}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput type="date" label={t('form.fromDate')} required min={today} {...form.getInputProps('fromDate')} />
          <TextInput
            type="date"
            label={t('form.toDate')}
            required
            min={fromDate}
            max={fromDate ? lastAllowedDay(fromDate) : undefined}
            {...form.getInputProps('toDate')}
          />
        </SimpleGrid>
        <Text size="xs" c="dimmed" mt={-8}>
          {t('form.periodHint')}
        </Text>
        <Checkbox.Group label={t('form.weekdays')} required {...form.getInputProps('weekdays')}>
          <Group gap="sm" mt={6}>
            {WEEK_ORDER.map((day) => (
              <Checkbox key={day} value={String(day)} label={weekdayName(day, i18n.language)} aria-label={weekdayName(day, i18n.language, 'long')} />
            ))}
          </Group>
        </Checkbox.Group>
        <SimpleGrid cols={2} spacing="sm">
          <NativeSelect label={t('form.fromTime')} data={timeOptions} {...form.getInputProps('fromTime')} />
          <NativeSelect label={t('form.toTime')} data={timeOptions} {...form.getInputProps('toTime')} />
        </SimpleGrid>
        {who.kind === 'guest' ? (
          <TextInput label={t('form.email')} description={t('form.emailHint')} type="email" autoComplete="email" required {...form.getInputProps('email')} />
        ) : null}
        {termsNeeded ? <TermsCheckbox data-testid="waitlist-terms" {...form.getInputProps('terms', { type: 'checkbox' })} /> : null}
        {formError ? (
          <Alert ref={alert} tabIndex={-1} color="red" role="alert" data-testid="waitlist-error">
            {t(`common:${errorMessageKey(formError)}`, { defaultValue: t('common:errors.INTERNAL_ERROR') })}
          </Alert>
        ) : null}
        <Group gap="sm">
          <Button type="submit" loading={form.pending}>
            {t('form.submit')}
          </Button>
          <Button variant="default" onClick={onClose}>
            {t('form.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
