import { newPaymentSchema, PAYMENT_TYPE_IDS, practiceDate, type Payment, type PaymentTarget } from '@praxis/domain';
import { Alert, Anchor, Button, Group, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { Fragment, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CustomerGridPicker } from '../../../components/ui/customer-grid-picker.tsx';
import { ActionError } from '../../../components/ui/query-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useRecordPayment, type PaymentList, type RedeemableVoucher } from '../api/payment-queries.ts';
import {
  cashbackValues,
  defaultAmountText,
  initialPaymentValues,
  maySubmit,
  parseDiscount,
  redemptionAmountText,
  toPaymentInput,
  type PaymentValues,
} from '../payment-form-model.ts';
import { usePaymentPermissions } from '../payment-permissions.tsx';
import { VoucherPicker } from './voucher-picker.tsx';

/** Customers per row in the acquired-customer picker (section 7). */
const PICKER_PER_ROW = 4;

/** API errors about the redeemed voucher or its amount: shown at their field. */
const FIELD_OF_CODE = {
  PAYMENT_TYPE_NOT_ALLOWED: 'typeId',
  ALREADY_ACQUIRED: 'acquiredCustomerEmail',
  REFUND_TOO_HIGH: 'amount',
  VOUCHER_BALANCE_INSUFFICIENT: 'amount',
  VOUCHER_EXPIRED: 'voucherId',
  VOUCHER_NOT_REDEEMABLE: 'voucherId',
};

/**
 * The payment form (section 5): amount with the default (price less discount less paid), type
 * (card first), text, the cashback for a brought customer through the picker, the voucher for a
 * redemption (its amount at most what the voucher holds; an expired one only with a planner's
 * reason), the date for an invoice payment. The submit button has the focus, so a card payment of
 * the default amount is one Enter.
 */
export function PaymentForm({
  target,
  list,
  onRecorded,
  autoFocus = true,
}: {
  target: { type: PaymentTarget; id: number };
  list: PaymentList;
  onRecorded: (payment: Payment) => void;
  /** false after a payment: the "done" button keeps the focus. */
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('payments');
  const record = useRecordPayment();
  const { overrideVoucherExpiry } = usePaymentPermissions();
  const [picking, setPicking] = useState(false);
  const [voucher, setVoucher] = useState<RedeemableVoucher | null>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  // The form appears once the payments are loaded, after the dialogue took the focus: the submit button takes it now.
  useLayoutEffect(() => {
    if (autoFocus) submitButton.current?.focus();
    // NOTE: only when the form appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const form = useSchemaForm(newPaymentSchema, {
    initialValues: initialPaymentValues(list.defaultAmountRappen),
    toInput: (values: PaymentValues) => toPaymentInput(values, target),
    check: (values) => ({
      ...(parseDiscount(values.discount) === undefined ? { discount: 'invalidDiscount' } : {}),
      ...(Number(values.typeId) === PAYMENT_TYPE_IDS.voucherRedemption && voucher?.expired && !values.voucherOverrideReason.trim()
        ? { voucherOverrideReason: 'overrideReasonNeeded' }
        : {}),
    }),
    texts: { namespace: 'payments', prefix: 'validation.' },
    renames: { amountRappen: 'amount' },
    fieldOfCode: FIELD_OF_CODE,
    onSubmit: async (data) => onRecorded(await record.mutateAsync(data)),
  });
  const values = form.values;
  const typeId = Number(values.typeId);
  // With a voucher chosen, the default is also at most what the voucher still holds; in cash it is rounded to 5 Rappen.
  const amountFor = (discount: string, chosen: RedeemableVoucher | null, type: string = values.typeId) =>
    chosen
      ? redemptionAmountText(chosen.balanceRappen, list.priceRappen, discount, list.paidRappen)
      : defaultAmountText(list.priceRappen, discount, list.paidRappen, type);
  const setDiscount = (discount: string) => {
    form.setFieldValue('discount', discount);
    form.setFieldValue('amount', amountFor(discount, voucher));
  };
  const chooseVoucher = (chosen: RedeemableVoucher | null) => {
    setVoucher(chosen);
    form.setValues({ voucherId: chosen ? String(chosen.id) : null, voucherOverrideReason: '', amount: amountFor(values.discount, chosen) });
    form.clearFieldError('voucherId');
  };
  const setType = (value: string | null) => {
    if (!value) return;
    // An amount still as proposed follows the type (143.35 in cash, 143.34 by card); one typed stays.
    const proposed = values.amount === amountFor(values.discount, voucher);
    form.setFieldValue('typeId', value);
    if (Number(value) !== PAYMENT_TYPE_IDS.cash) form.setFieldValue('acquiredCustomerEmail', null);
    if (Number(value) !== PAYMENT_TYPE_IDS.voucherRedemption) {
      form.setValues({ voucherId: null, voucherOverrideReason: '' });
      setVoucher(null);
    }
    // The amount was the chosen voucher's, or the proposal for the former type: what is due now.
    if (voucher || proposed) form.setFieldValue('amount', amountFor(values.discount, null, value));
    // The money of an invoice payment arrived on some day: today unless changed.
    if (Number(value) === PAYMENT_TYPE_IDS.invoicePayment && !values.date) form.setFieldValue('date', practiceDate(new Date()));
  };
  // An invoice the server would refuse for the address is not offered as a button that fails later.
  const addressBlocked = typeId === PAYMENT_TYPE_IDS.invoiceCreation && list.invoiceAddress.missing.length + list.invoiceAddress.tooLong.length > 0;
  const serverError = record.error instanceof ApiError && ['VALIDATION_ERROR', ...Object.keys(FIELD_OF_CODE)].includes(record.error.code) ? null : record.error;

  return (
    <form ref={form.rootRef} onSubmit={form.submit} noValidate aria-label={t('form.title')}>
      <Stack gap="sm">
        <Text fw={600}>{t('form.title')}</Text>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <TextInput
            label={t('form.discount')}
            inputMode="decimal"
            rightSection="%"
            {...form.getInputProps('discount')}
            onChange={(e) => setDiscount(e.currentTarget.value)}
          />
          <TextInput label={t('form.amount')} inputMode="decimal" leftSection="CHF" leftSectionWidth={48} required {...form.getInputProps('amount')} />
          <Select
            label={t('form.type')}
            data={list.typeIds.map((id) => ({ value: String(id), label: t(`types.${id}`) }))}
            allowDeselect={false}
            {...form.getInputProps('typeId')}
            onChange={setType}
          />
        </SimpleGrid>
        {typeId === PAYMENT_TYPE_IDS.invoicePayment ? <TextInput type="date" label={t('form.date')} {...form.getInputProps('date')} /> : null}
        {typeId === PAYMENT_TYPE_IDS.voucherRedemption ? (
          <VoucherPicker value={voucher} onChange={chooseVoucher} canOverrideExpiry={overrideVoucherExpiry} error={form.errorText('voucherId')} />
        ) : null}
        {typeId === PAYMENT_TYPE_IDS.voucherRedemption && voucher ? <ChosenVoucher voucher={voucher} /> : null}
        {typeId === PAYMENT_TYPE_IDS.voucherRedemption && voucher?.expired ? (
          <Textarea
            label={t('form.overrideReason')}
            description={t('form.overrideReasonHint')}
            required
            autosize
            minRows={2}
            {...form.getInputProps('voucherOverrideReason')}
          />
        ) : null}
        <Textarea label={t('form.text')} description={t('form.textHint')} autosize minRows={1} {...form.getInputProps('transactionText')} />
        {values.acquiredCustomerEmail ? (
          <Alert color="teal" p="xs" data-testid="cashback-chosen">
            <Group justify="space-between" gap="xs">
              <Text size="sm">{t('form.cashbackFor', { email: values.acquiredCustomerEmail })}</Text>
              <Button
                size="compact-xs"
                variant="subtle"
                onClick={() => form.setValues({ acquiredCustomerEmail: null, amount: amountFor(values.discount, null) })}
              >
                {t('form.cashbackRemove')}
              </Button>
            </Group>
          </Alert>
        ) : null}
        {form.errorText('acquiredCustomerEmail') ? (
          <Text size="sm" c="red" role="alert">
            {form.errorText('acquiredCustomerEmail')}
          </Text>
        ) : null}
        {picking ? (
          <CustomerGridPicker
            perRow={PICKER_PER_ROW}
            label={t('form.pickAcquired')}
            noneFound={t('form.noneFound')}
            excludeId={list.payerId}
            onPick={(customer) => {
              form.setValues(cashbackValues(customer.email));
              setPicking(false);
            }}
          />
        ) : null}
        {addressBlocked ? <InvoiceAddressGaps list={list} /> : null}
        <ActionError error={serverError} />
        <Group justify="space-between" gap="xs">
          <Button variant="subtle" size="sm" px={0} onClick={() => setPicking((open) => !open)} aria-expanded={picking}>
            {picking ? t('form.pickClose') : t('form.cashback')}
          </Button>
          {maySubmit(values) ? (
            <Button
              ref={submitButton}
              type="submit"
              loading={form.pending}
              disabled={addressBlocked}
              aria-describedby={addressBlocked ? 'invoice-address-gaps' : undefined}
            >
              {t('form.submit')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}

/** The profile field that holds an invoice address part (the city is the profile's "location"). */
const profileField = (field: string) => (field === 'city' ? 'location' : field);

/** Which parts of the payer's address an invoice lacks or cannot print, each a link to the profile that fixes it. */
function InvoiceAddressGaps({ list }: { list: PaymentList }) {
  const { t } = useTranslation(['payments', 'profile']);
  const profile = `/account?${new URLSearchParams({ email: list.payerEmail })}`;
  const links = (fields: readonly string[]) =>
    fields.map((field, index) => (
      <Fragment key={field}>
        {index > 0 ? ', ' : null}
        <Anchor component={Link} to={profile} size="sm">
          {t(`profile:fields.${profileField(field)}`)}
        </Anchor>
      </Fragment>
    ));
  const { missing, tooLong } = list.invoiceAddress;
  return (
    <Alert color="orange" p="xs" id="invoice-address-gaps" data-testid="invoice-address-gaps">
      {missing.length > 0 ? (
        <Text size="sm">
          {t('form.invoiceAddressMissing')} {links(missing)}
        </Text>
      ) : null}
      {tooLong.length > 0 ? (
        <Text size="sm">
          {t('form.invoiceAddressTooLong')} {links(tooLong)}
        </Text>
      ) : null}
    </Alert>
  );
}

/** What the chosen voucher still holds and until when; an expired one says so (a planner redeems it with a reason). */
function ChosenVoucher({ voucher }: { voucher: RedeemableVoucher }) {
  const { t } = useTranslation('payments');
  const format = useFormat();
  return (
    <Alert color={voucher.expired ? 'red' : 'teal'} p="xs" data-testid="chosen-voucher">
      <Text size="sm">
        {t(voucher.expired ? 'form.voucherExpiredOn' : 'form.voucherBalance', {
          amount: format.chf(voucher.balanceRappen),
          date: format.date(voucher.validUntil),
        })}
      </Text>
    </Alert>
  );
}
