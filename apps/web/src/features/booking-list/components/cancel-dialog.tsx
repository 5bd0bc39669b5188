import {
  CANCEL_REASONS,
  COST_OPTIONS,
  isLanguage,
  LANGUAGES,
  parseChfInput,
  STAFF_CANCEL_TYPES,
  staffCancelSchema,
  type Language,
  type StaffBookingRow,
  type StaffCancelInput,
} from '@praxis/domain';
import { Alert, Button, Group, Loader, Modal, Radio, Select, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { MailStatus } from '../../../components/ui/mail-status.tsx';
import { ActionError } from '../../../components/ui/query-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useCancelText, useStaffCancel } from '../api/booking-list-queries.ts';
import { customerName } from './booking-list-table.tsx';

interface CancelValues extends Record<string, unknown> {
  cancelType: string;
  reason: string;
  costOption: string;
  charge: string;
  sendEmail: boolean;
  language: string;
  text: string;
  translationLanguage: string | null;
  translationText: string;
}

/** The form's values as the schema's input: the typed francs as Rappen, the translation only when chosen. */
export function toCancelInput(values: CancelValues): StaffCancelInput {
  const cancelType = Number(values.cancelType) as StaffCancelInput['cancelType'];
  const partial = values.costOption === 'partialWaiver';
  const charge = partial ? parseChfInput(values.charge) : null;
  return {
    cancelType,
    reason: values.reason as StaffCancelInput['reason'],
    costOption: values.costOption as StaffCancelInput['costOption'],
    chargeRappen: charge ?? undefined,
    sendEmail: values.sendEmail,
    language: values.language as Language,
    text: values.text,
    translation:
      values.sendEmail && values.translationLanguage ? { language: values.translationLanguage as Language, text: values.translationText } : undefined,
  };
}

/**
 * Keeps a text field filled with the prefilled text of the current choices. A text the user
 * changed is not replaced: the newer text is offered instead.
 */
function usePrefill(fetched: string | undefined, current: string, apply: (text: string) => void) {
  const applied = useRef<string | null>(null);
  const [offer, setOffer] = useState<string | null>(null);
  useEffect(() => {
    if (fetched === undefined || fetched === applied.current) return;
    const edited = applied.current !== null ? current !== applied.current : current !== '';
    if (edited) {
      setOffer(fetched);
      return;
    }
    applied.current = fetched;
    setOffer(null);
    apply(fetched);
    // NOTE: only a newly fetched text matters, not each keystroke.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetched]);
  const take = (text: string) => {
    applied.current = text;
    setOffer(null);
    apply(text);
  };
  return {
    /** A newer prefilled text than the edited one, or null. */
    offer,
    replace: () => offer !== null && take(offer),
    /** The user edited the text: "reset text" brings back the prefilled one. */
    edited: applied.current !== null && current !== applied.current,
    reset: () => fetched !== undefined && take(fetched),
  };
}

/**
 * A mail text prefilled from the server: a newer suggestion is offered rather than written over the
 * staff's edits, and an edited text can be reset to the suggestion.
 */
function SuggestedText({
  prefill,
  fetching,
  error,
  label,
  description,
  inputProps,
}: {
  prefill: ReturnType<typeof usePrefill>;
  fetching: boolean;
  error: unknown;
  label: string;
  description?: string;
  inputProps: ComponentProps<typeof Textarea>;
}) {
  const { t } = useTranslation('booking-list');
  return (
    <>
      {prefill.offer !== null ? (
        <Alert color="blue">
          <Group justify="space-between" gap="xs">
            <Text size="sm">{t('cancel.newTextAvailable')}</Text>
            <Button size="compact-xs" variant="light" onClick={prefill.replace}>
              {t('cancel.replaceText')}
            </Button>
          </Group>
        </Alert>
      ) : null}
      <Textarea
        label={label}
        description={description}
        autosize
        minRows={6}
        maxRows={14}
        withAsterisk
        rightSection={fetching ? <Loader size="xs" /> : null}
        {...inputProps}
      />
      <ActionError error={error} />
      {prefill.edited ? (
        <Group justify="flex-end">
          <Button size="compact-xs" variant="subtle" onClick={prefill.reset}>
            {t('cancel.resetText')}
          </Button>
        </Group>
      ) : null}
    </>
  );
}

/**
 * The front desk's cancel dialogue (specification section 4): who, why, what it costs, and the
 * e-mail to the customer. A free cancellation by the practice is preset and shown as one line, so
 * the routine case is Actions, Cancel, confirm; "change" opens the three questions.
 */
export function CancelDialog({ booking, onClose }: { booking: StaffBookingRow; onClose: () => void }) {
  const { t } = useTranslation('booking-list');
  const format = useFormat();
  const cancel = useStaffCancel();
  const [done, setDone] = useState<{ mailId: number | null } | null>(null);
  // The common case (the practice cancels, no reason given, free) is preset; the questions open on a click.
  const [choosing, setChoosing] = useState(false);
  const language = isLanguage(booking.customer.language) ? booking.customer.language : 'de';
  const form = useSchemaForm(staffCancelSchema, {
    initialValues: {
      cancelType: '3',
      reason: 'general',
      costOption: 'none',
      charge: '',
      sendEmail: true,
      language,
      text: '',
      translationLanguage: null,
      translationText: '',
    } as CancelValues,
    toInput: toCancelInput,
    texts: { namespace: 'booking-list' },
    renames: { chargeRappen: 'charge', 'translation.text': 'translationText', 'translation.language': 'translationLanguage' },
    onSubmit: async (data) => {
      const result = await cancel.mutateAsync({ id: booking.id, body: data });
      setDone({ mailId: data.sendEmail ? result.mailId : null });
    },
  });
  const { values } = form;
  const choice = { cancelType: Number(values.cancelType), reason: values.reason, costOption: values.costOption };
  const mainText = useCancelText(booking.id, values.sendEmail ? { ...choice, language: values.language } : null);
  const translationText = useCancelText(
    booking.id,
    values.sendEmail && values.translationLanguage ? { ...choice, language: values.translationLanguage } : null,
  );
  const main = usePrefill(mainText.data?.text, values.text, (text) => form.setFieldValue('text', text));
  const translation = usePrefill(translationText.data?.text, values.translationText, (text) => form.setFieldValue('translationText', text));

  const languageOptions = LANGUAGES.map((l) => ({ value: l, label: t(`languages.${l}`) }));
  const setType = (value: string) => {
    form.setFieldValue('cancelType', value);
    if (value !== '5') form.setFieldValue('costOption', 'none');
  };
  // A phone gets the whole screen for the long form.
  const phone = useMediaQuery('(max-width: 36em)');
  const serverError = cancel.error instanceof ApiError && cancel.error.code === 'VALIDATION_ERROR' ? null : cancel.error;

  return (
    <Modal opened onClose={onClose} title={t('cancel.title')} size="lg" fullScreen={phone}>
      {done ? (
        <Stack>
          <Alert color="green">{t('cancel.done')}</Alert>
          {done.mailId !== null ? <MailStatus mailId={done.mailId} /> : null}
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('cancel.close')}</Button>
          </Group>
        </Stack>
      ) : (
        <form ref={form.rootRef} onSubmit={form.submit} noValidate>
          <Stack>
            <Text size="sm">
              {customerName(booking)} · {format.dateTime(booking.start)} · {format.chf(booking.priceRappen)}
            </Text>
            {choosing ? (
              <>
                <Radio.Group label={t('cancel.who')} value={values.cancelType} onChange={setType} error={form.errorText('cancelType')}>
                  <Stack gap="xs" mt="xs">
                    {STAFF_CANCEL_TYPES.map((type) => (
                      <Radio key={type} value={String(type)} label={t(`cancelTypes.${type}`)} />
                    ))}
                  </Stack>
                </Radio.Group>
                <Radio.Group label={t('cancel.reason')} {...form.getInputProps('reason')}>
                  <Group gap="md" mt="xs">
                    {CANCEL_REASONS.map((reason) => (
                      <Radio key={reason} value={reason} label={t(`reasons.${reason}`)} />
                    ))}
                  </Group>
                </Radio.Group>
                <Radio.Group label={t('cancel.costOption')} {...form.getInputProps('costOption')}>
                  <Group gap="md" mt="xs">
                    {COST_OPTIONS.map((option) => (
                      <Radio key={option} value={option} label={t(`costOptions.${option}`)} disabled={option !== 'none' && values.cancelType !== '5'} />
                    ))}
                  </Group>
                </Radio.Group>
              </>
            ) : (
              <Group justify="space-between" gap="xs" wrap="nowrap" data-testid="cancel-choice">
                <Text size="sm">
                  {t(`cancelTypes.${values.cancelType}`)} · {t(`reasons.${values.reason}`)} · {t(`costOptions.${values.costOption}`)}
                </Text>
                <Button size="compact-sm" variant="subtle" style={{ flexShrink: 0 }} onClick={() => setChoosing(true)}>
                  {t('cancel.change')}
                </Button>
              </Group>
            )}
            {values.costOption === 'partialWaiver' ? (
              <TextInput
                label={t('cancel.charge')}
                description={t('cancel.chargeHint', { price: format.chf(booking.priceRappen) })}
                inputMode="decimal"
                withAsterisk
                {...form.getInputProps('charge')}
              />
            ) : null}
            <Switch label={t('cancel.sendEmail')} {...form.getInputProps('sendEmail', { type: 'checkbox' })} />
            {values.sendEmail ? (
              <>
                <Select
                  label={t('cancel.language')}
                  data={languageOptions}
                  allowDeselect={false}
                  {...form.getInputProps('language')}
                  onChange={(value) => {
                    if (!value) return;
                    form.setFieldValue('language', value);
                    if (value === values.translationLanguage) form.setFieldValue('translationLanguage', null);
                  }}
                />
                <SuggestedText
                  prefill={main}
                  fetching={mainText.isFetching}
                  error={mainText.error}
                  label={t('cancel.text')}
                  description={mainText.data?.subject ? t('cancel.subject', { subject: mainText.data.subject }) : undefined}
                  inputProps={form.getInputProps('text')}
                />
                <Select
                  label={t('cancel.translationLanguage')}
                  placeholder={t('cancel.noTranslation')}
                  data={languageOptions.filter((option) => option.value !== values.language)}
                  clearable
                  clearButtonProps={{ 'aria-label': t('common:clearSelection') }}
                  {...form.getInputProps('translationLanguage')}
                />
                {values.translationLanguage ? (
                  <SuggestedText
                    prefill={translation}
                    fetching={translationText.isFetching}
                    error={translationText.error}
                    label={t('cancel.translationText')}
                    inputProps={form.getInputProps('translationText')}
                  />
                ) : null}
              </>
            ) : null}
            {serverError instanceof ApiError && serverError.code === 'HAS_PAYMENTS' ? (
              <Alert color="red" role="alert">
                {t('errors.HAS_PAYMENTS')}
              </Alert>
            ) : (
              <ActionError error={serverError} />
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('cancel.keep')}
              </Button>
              <Button type="submit" color="red" loading={form.pending}>
                {t('cancel.confirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
