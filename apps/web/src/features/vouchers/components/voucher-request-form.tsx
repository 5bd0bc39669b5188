import {
  newVoucherSchema,
  VOUCHER_MAX_RAPPEN,
  VOUCHER_MIN_RAPPEN,
  VOUCHER_MOTIFS,
  VOUCHER_PAYMENT_METHODS,
  VOUCHER_QUICK_FRANCS,
  type CustomerSummaryDto,
  type VoucherPaymentMethod,
} from '@praxis/domain';
import { Alert, Box, Button, Card, Group, NumberInput, Radio, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CustomerPicker } from '../../../components/ui/customer-picker.tsx';
import { ActionError } from '../../../components/ui/query-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { HydrateLater } from '../../../lib/hydrate-later.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useRequestVoucher, type CreatedVoucher } from '../api/voucher-queries.ts';
import { toVoucherInput, VOUCHER_FIELD_RENAMES, voucherDraft, type VoucherValues } from '../voucher-form-model.ts';
import classes from './choice-card.module.css';
import { AddressIncomplete } from './address-incomplete.tsx';
import { MotifPicture } from './motif-picture.tsx';
import { PhoneLink } from './phone-link.tsx';
import { VoucherPreview } from './voucher-preview.tsx';
import { VoucherRequested } from './voucher-requested.tsx';

export interface VoucherRequestFormProps {
  /** Whether someone is logged in: a visitor is asked to log in before the request goes out. */
  loggedIn: boolean;
  /** Therapists and above request for a customer, who becomes the buyer; customers never see the picker. */
  canPickBuyer: boolean;
  /** The practice's phone: for paying by phone, and while vouchers cannot be paid online. */
  phone: string;
  /** Opens the account pop-up. */
  onLoginNeeded: () => void;
  /** At the front desk: called with the new voucher instead of showing the outcome here (the desk goes on to its payment). */
  onSold?: (voucher: CreatedVoucher, method: VoucherPaymentMethod) => void;
}

interface Requested {
  voucher: CreatedVoucher;
  method: VoucherPaymentMethod;
  buyer: CustomerSummaryDto | null;
}

/**
 * The gift voucher request (/vouchers, section 5 "Voucher form"): motif, value, the printed "from"
 * and "for", shipping, payment method and comment; then the voucher's number and what happens
 * next. What is typed survives a login (and a reload in the same tab).
 */
export function VoucherRequestForm(props: VoucherRequestFormProps) {
  const [requested, setRequested] = useState<Requested | null>(null);
  const { onSold } = props;
  const done = (outcome: Requested) => (onSold ? onSold(outcome.voucher, outcome.method) : setRequested(outcome));
  if (requested)
    return (
      <VoucherRequested
        number={requested.voucher.number}
        method={requested.method}
        buyer={requested.buyer}
        phone={props.phone}
        onAnother={() => setRequested(null)}
      />
    );
  return <RequestForm {...props} onRequested={done} />;
}

function RequestForm({
  loggedIn,
  canPickBuyer,
  phone,
  onLoginNeeded,
  onRequested,
  onSold,
}: VoucherRequestFormProps & { onRequested: (done: Requested) => void }) {
  const { t } = useTranslation('vouchers');
  const request = useRequestVoucher();
  // At the desk the buyer is there and pays now: paid in person unless the draft says otherwise.
  const [initialValues] = useState(() => {
    const draft = voucherDraft.read();
    return onSold && !draft.paymentMethod ? { ...draft, paymentMethod: 'inPerson' as const } : draft;
  });
  const [loginAsked, setLoginAsked] = useState(false);
  const form = useSchemaForm(newVoucherSchema, {
    initialValues,
    toInput: (values: VoucherValues) => toVoucherInput(values, canPickBuyer),
    texts: { namespace: 'vouchers', prefix: 'validation.' },
    renames: VOUCHER_FIELD_RENAMES,
    onSubmit: async (data, values) => {
      // A visitor fills in everything first; the request waits for the login, the form keeps it all.
      if (!loggedIn) {
        setLoginAsked(true);
        onLoginNeeded();
        return;
      }
      setLoginAsked(false);
      try {
        const voucher = await request.mutateAsync(data);
        voucherDraft.clear();
        onRequested({ voucher, method: data.paymentMethod, buyer: canPickBuyer ? values.buyer : null });
      } catch (error) {
        // The session ended meanwhile: the app opens the pop-up itself; the form asks for the login again.
        if (error instanceof ApiError && error.status === 401) setLoginAsked(true);
        throw error;
      }
    },
  });
  const { values } = form;
  useEffect(() => voucherDraft.save(values), [values]);

  const errors = Object.values(form.errors);
  const requestError = request.error instanceof ApiError ? request.error : null;
  const addressIncomplete = requestError?.code === 'INVOICE_ADDRESS_INCOMPLETE';
  const otherError = request.error && !addressIncomplete && requestError?.status !== 401 && !(requestError?.code === 'VALIDATION_ERROR' && errors.length > 0);
  const toRecipient = values.shipTo === 'recipient';
  const buyerKind = canPickBuyer && values.buyer ? 'picked' : 'own';

  return (
    <form ref={form.rootRef} onSubmit={form.submit} noValidate aria-label={t('form.label')}>
      <Group align="flex-start" gap="xl" wrap="nowrap">
        <Stack gap="lg" maw={760} style={{ flex: 1, minWidth: 0 }}>
          {canPickBuyer ? (
            <Section title={t('buyer.title')}>
              <CustomerPicker
                value={values.buyer}
                onChange={(buyer) => form.setFieldValue('buyer', buyer)}
                label={t('buyer.label')}
                placeholder={t('buyer.placeholder')}
                noneFound={t('buyer.noneFound')}
                required={false}
                listWithoutSearch={false}
                data-testid="buyer-picker"
              />
              <Text size="sm" c="dimmed">
                {t('buyer.hint')}
              </Text>
            </Section>
          ) : null}

          <HydrateLater name="voucher-choice">
            <Section title={t('motif.title')}>
              <Radio.Group label={t('motif.label')} required {...form.getInputProps('motif')}>
                <SimpleGrid cols={3} spacing="xs" mt="xs">
                  {VOUCHER_MOTIFS.map((motif) => (
                    <label key={motif} className={`${classes.card} ${classes.motif}`} data-invalid={form.errors.motif ? true : undefined}>
                      <Radio value={motif} className={classes.corner} />
                      <MotifPicture motif={motif} size={56} />
                      <span className={classes.motifName}>{t(`motifs.${motif}`)}</span>
                    </label>
                  ))}
                </SimpleGrid>
              </Radio.Group>
            </Section>

            <Section title={t('value.title')}>
              <NumberInput
                label={t('value.label')}
                description={t('value.hint', { min: VOUCHER_MIN_RAPPEN / 100, max: VOUCHER_MAX_RAPPEN / 100 })}
                required
                leftSection="CHF"
                leftSectionWidth={48}
                allowDecimal={false}
                allowNegative={false}
                hideControls
                maw={260}
                {...form.getInputProps('francs')}
              />
              <Group gap="xs" role="group" aria-label={t('value.quick')}>
                {VOUCHER_QUICK_FRANCS.map((francs) => (
                  <Button
                    key={francs}
                    variant={values.francs === francs ? 'filled' : 'default'}
                    aria-pressed={values.francs === francs}
                    onClick={() => form.setFieldValue('francs', francs)}
                  >
                    {t('value.choice', { francs })}
                  </Button>
                ))}
              </Group>
            </Section>
          </HydrateLater>

          <HydrateLater name="voucher-shipping">
            <Section title={t('names.title')} hint={t('names.hint')}>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TextInput label={t('names.from')} {...form.getInputProps('fromName')} />
                <TextInput label={t('names.for')} {...form.getInputProps('forName')} />
              </SimpleGrid>
            </Section>

            <Section title={t('shipping.title')}>
              <Radio.Group label={t('shipping.to')} required {...form.getInputProps('shipTo')}>
                <Group gap="lg" mt="xs">
                  <Radio value="buyer" label={t(`shipping.toBuyer.${buyerKind}`)} />
                  <Radio value="recipient" label={t('shipping.toRecipient')} />
                </Group>
              </Radio.Group>
              <Radio.Group label={t('shipping.by')} required {...form.getInputProps('shipBy')}>
                <Group gap="lg" mt="xs">
                  <Radio value="email" label={t('shipping.email')} />
                  <Radio value="post" label={t('shipping.post')} />
                </Group>
              </Radio.Group>
              {!toRecipient ? (
                <Text size="sm" c="dimmed">
                  {t(`shipping.buyerHint.${buyerKind}.${values.shipBy}`)}
                </Text>
              ) : values.shipBy === 'email' ? (
                <TextInput type="email" label={t('shipping.recipientEmail')} required maw={420} {...form.getInputProps('recipientEmail')} />
              ) : (
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                  <TextInput label={t('shipping.address.name')} required {...form.getInputProps('address.name')} />
                  <TextInput label={t('shipping.address.street')} required {...form.getInputProps('address.street')} />
                  <TextInput label={t('shipping.address.postalCode')} required inputMode="numeric" {...form.getInputProps('address.postalCode')} />
                  <TextInput label={t('shipping.address.city')} required {...form.getInputProps('address.city')} />
                </SimpleGrid>
              )}
            </Section>
          </HydrateLater>

          <HydrateLater name="voucher-payment">
            <Section title={t('payment.title')}>
              <Radio.Group label={t('payment.label')} required {...form.getInputProps('paymentMethod')}>
                <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs" mt="xs">
                  {VOUCHER_PAYMENT_METHODS.map((method) => (
                    <label key={method} className={`${classes.card} ${classes.wide}`} data-invalid={form.errors.paymentMethod ? true : undefined}>
                      <Radio value={method} mt={2} />
                      {/* The method's name is the radio's label, no heading: spans, as a label holds phrasing content only. */}
                      <span className={classes.text}>
                        <Text component="span" size="sm" fw={600}>
                          {t(`methods.${method}.name`)}
                        </Text>
                        <Text component="span" size="xs" c="dimmed">
                          {t(`methods.${method}.hint`)}
                        </Text>
                      </span>
                    </label>
                  ))}
                </SimpleGrid>
              </Radio.Group>
            </Section>

            <Section title={t('comment.title')}>
              <Textarea label={t('comment.label')} autosize minRows={2} maxRows={8} {...form.getInputProps('comment')} />
            </Section>
          </HydrateLater>

          {/* Where the pay button would be: paying online is not offered yet. */}
          <Alert color="sand" variant="light" data-testid="online-payment-unavailable">
            <Text size="sm">
              {t('onlineUnavailable')} <PhoneLink phone={phone} />
            </Text>
          </Alert>

          {errors.length > 0 ? (
            <Alert color="red" role="alert" data-testid="form-errors">
              {errors.includes('required') ? t('form.incomplete') : t('form.invalid')}
            </Alert>
          ) : null}
          {loginAsked && !loggedIn ? (
            <Alert color="orange" role="alert" data-testid="login-needed">
              <Group justify="space-between" gap="xs">
                <Text size="sm">{t('form.loginNeeded')}</Text>
                <Button size="xs" variant="white" color="orange" onClick={onLoginNeeded}>
                  {t('form.login')}
                </Button>
              </Group>
            </Alert>
          ) : null}
          {addressIncomplete ? <AddressIncomplete details={requestError.details} buyer={canPickBuyer ? values.buyer : null} /> : null}
          {otherError ? <ActionError error={request.error} /> : null}
          <Group>
            <Button type="submit" size="md" loading={form.pending}>
              {t('form.submit')}
            </Button>
          </Group>
        </Stack>
        {/* Beside the form on wide screens, in view while scrolling. */}
        <HydrateLater name="voucher-preview">
          <Box visibleFrom="md" w={280} style={{ position: 'sticky', top: 'calc(var(--header-height) + var(--mantine-spacing-md))', flexShrink: 0 }}>
            <VoucherPreview motif={values.motif} francs={values.francs} forName={values.forName} fromName={values.fromName} />
          </Box>
        </HydrateLater>
      </Group>
    </form>
  );
}

/** One part of the form under its heading. */
function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={2} size="h4" id={id}>
            {title}
          </Title>
          {hint ? (
            <Text size="sm" c="dimmed">
              {hint}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Stack>
    </Card>
  );
}
