import {
  ACCOUNT_ROLES,
  BILLING_KEYS,
  CANTONS,
  formatChfInput,
  LIMITS,
  parseChfInput,
  practiceSettingsSchema,
  VOUCHER_MIN_VALIDITY_YEARS,
  type PracticeSettings,
} from '@praxis/domain';
import { Checkbox, Fieldset, NumberInput, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { emptyAsNull, SettingsSection, toNumber, useSectionForm, type NumberValue } from './section-form.tsx';

// The second factor of the staff is kept off the public site too, but set among the rules.
const schema = practiceSettingsSchema.pick(BILLING_KEYS).omit({ staffMfaRequired: true });

interface Values extends Record<string, unknown> {
  iban: string;
  qrIban: string;
  creditor: { name: string; street: string; buildingNumber: string; postalCode: string; city: string; country: string };
  zsr: string;
  /** A canton's abbreviation, or empty until one is chosen. */
  canton: string | null;
  paymentTermDays: NumberValue;
  /** The reminder fee in francs as typed ("20.00"); stored in Rappen. */
  reminderFee: string;
  voucherValidityYears: NumberValue;
  vatExempt: boolean;
  cashAccounts: PracticeSettings['cashAccounts'];
  fileMaxMegabytes: NumberValue;
  filesQuotaMegabytes: NumberValue;
}

const CREDITOR_COUNTRIES = ['CH', 'LI'] as const;

/** Accounts (IBAN, QR-IBAN), the QR-bill's creditor, the ZSR number and canton (receipts), payment term, reminder fee and voucher validity. */
export function BillingSection({ settings }: { settings: PracticeSettings }) {
  const { t } = useTranslation('settings');
  const { form, section } = useSectionForm(settings, schema, {
    toValues: (s): Values => ({
      iban: s.iban ?? '',
      qrIban: s.qrIban ?? '',
      creditor: { ...s.creditor },
      zsr: s.zsr ?? '',
      canton: s.canton,
      paymentTermDays: s.paymentTermDays,
      reminderFee: formatChfInput(s.reminderFeeRappen),
      voucherValidityYears: s.voucherValidityYears,
      vatExempt: s.vatExempt,
      cashAccounts: { ...s.cashAccounts },
      fileMaxMegabytes: s.fileMaxMegabytes,
      filesQuotaMegabytes: s.filesQuotaMegabytes,
    }),
    toInput: ({
      iban,
      qrIban,
      zsr,
      canton,
      paymentTermDays,
      reminderFee,
      voucherValidityYears,
      creditor,
      vatExempt,
      cashAccounts,
      fileMaxMegabytes,
      filesQuotaMegabytes,
    }) => ({
      iban: emptyAsNull(iban),
      qrIban: emptyAsNull(qrIban),
      creditor,
      zsr: emptyAsNull(zsr),
      canton: (canton || null) as PracticeSettings['canton'],
      paymentTermDays: toNumber(paymentTermDays),
      reminderFeeRappen: parseChfInput(reminderFee) ?? Number.NaN,
      voucherValidityYears: toNumber(voucherValidityYears),
      vatExempt,
      cashAccounts,
      fileMaxMegabytes: toNumber(fileMaxMegabytes),
      filesQuotaMegabytes: toNumber(filesQuotaMegabytes),
    }),
    check: ({ reminderFee }) => (parseChfInput(reminderFee) === null ? { reminderFee: 'invalidAmount' } : {}),
    renames: { reminderFeeRappen: 'reminderFee' },
  });
  return (
    <SettingsSection section="billing" {...section}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('fields.iban')} description={t('hints.iban')} maxLength={LIMITS.iban} autoComplete="off" {...form.getInputProps('iban')} />
        <TextInput label={t('fields.qrIban')} description={t('hints.qrIban')} maxLength={LIMITS.iban} autoComplete="off" {...form.getInputProps('qrIban')} />
      </SimpleGrid>
      <Fieldset legend={t('billing.creditor')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('fields.creditorName')} required maxLength={LIMITS.name} {...form.getInputProps('creditor.name')} />
          <TextInput label={t('fields.creditorStreet')} required maxLength={LIMITS.shortText} {...form.getInputProps('creditor.street')} />
          <TextInput label={t('fields.creditorBuildingNumber')} maxLength={LIMITS.qrBuildingNumber} {...form.getInputProps('creditor.buildingNumber')} />
          <TextInput label={t('fields.creditorPostalCode')} required maxLength={LIMITS.postalCode} {...form.getInputProps('creditor.postalCode')} />
          <TextInput label={t('fields.creditorCity')} required maxLength={LIMITS.name} {...form.getInputProps('creditor.city')} />
          <Select
            label={t('fields.creditorCountry')}
            required
            allowDeselect={false}
            data={CREDITOR_COUNTRIES.map((code) => ({ value: code, label: t(`countries.${code}`) }))}
            {...form.getInputProps('creditor.country')}
          />
        </SimpleGrid>
      </Fieldset>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('fields.zsr')} description={t('hints.zsr')} maxLength={LIMITS.zsr} autoComplete="off" {...form.getInputProps('zsr')} />
        <Select
          label={t('fields.canton')}
          description={t('hints.canton')}
          placeholder={t('hints.cantonNone')}
          clearable
          data={CANTONS.map((code) => ({ value: code, label: code }))}
          {...form.getInputProps('canton')}
        />
        <NumberInput
          label={t('fields.paymentTermDays')}
          description={t('hints.range', { min: 1, max: LIMITS.paymentTermDays })}
          required
          min={1}
          max={LIMITS.paymentTermDays}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('paymentTermDays')}
        />
        <TextInput
          label={t('fields.reminderFee')}
          description={t('hints.reminderFee', { max: formatChfInput(LIMITS.reminderFeeRappen) })}
          required
          inputMode="decimal"
          leftSection="CHF"
          leftSectionWidth={48}
          maxLength={12}
          {...form.getInputProps('reminderFee')}
        />
        <NumberInput
          label={t('fields.voucherValidityYears')}
          description={t('hints.voucherValidityYears', { min: VOUCHER_MIN_VALIDITY_YEARS, max: LIMITS.voucherValidityYears })}
          required
          min={VOUCHER_MIN_VALIDITY_YEARS}
          max={LIMITS.voucherValidityYears}
          // Not raised silently to the minimum: the form says why fewer years are refused.
          clampBehavior="none"
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('voucherValidityYears')}
        />
      </SimpleGrid>
      <Checkbox label={t('fields.vatExempt')} description={t('hints.vatExempt')} {...form.getInputProps('vatExempt', { type: 'checkbox' })} />
      <Fieldset legend={t('billing.cashAccounts')}>
        <Text size="sm" c="dimmed" mb="sm">
          {t('hints.cashAccounts')}
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          {ACCOUNT_ROLES.map((role) => (
            <TextInput
              key={role}
              label={t(`fields.cashAccounts.${role}`)}
              required
              inputMode="numeric"
              maxLength={4}
              {...form.getInputProps(`cashAccounts.${role}`)}
            />
          ))}
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('billing.files')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label={t('fields.fileMaxMegabytes')}
            description={t('hints.fileMaxMegabytes', { max: LIMITS.fileMaxMegabytes })}
            required
            min={1}
            max={LIMITS.fileMaxMegabytes}
            allowDecimal={false}
            allowNegative={false}
            rightSection="MB"
            {...form.getInputProps('fileMaxMegabytes')}
          />
          <NumberInput
            label={t('fields.filesQuotaMegabytes')}
            description={t('hints.filesQuotaMegabytes', { max: LIMITS.filesQuotaMegabytes })}
            required
            min={1}
            max={LIMITS.filesQuotaMegabytes}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator="'"
            rightSection="MB"
            {...form.getInputProps('filesQuotaMegabytes')}
          />
        </SimpleGrid>
      </Fieldset>
    </SettingsSection>
  );
}
