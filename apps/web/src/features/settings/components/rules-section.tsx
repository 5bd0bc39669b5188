import { LIMITS, practiceSettingsSchema, type PracticeSettings } from '@praxis/domain';
import { NumberInput, SimpleGrid, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SettingsSection, toNumber, useSectionForm, type NumberValue } from './section-form.tsx';

const schema = practiceSettingsSchema.pick({
  cancelHours: true,
  bookingHorizonMonths: true,
  bookingLeadMinutes: true,
  staffLookbackMonths: true,
  loginLinkHours: true,
  staffMfaRequired: true,
});
type Rule = keyof Pick<PracticeSettings, 'cancelHours' | 'bookingHorizonMonths' | 'bookingLeadMinutes' | 'staffLookbackMonths' | 'loginLinkHours'>;

/** Each rule with its bounds (the schema's). */
const RULES: readonly { key: Rule; min: number; max: number }[] = [
  { key: 'cancelHours', min: 0, max: LIMITS.cancelHours },
  { key: 'bookingHorizonMonths', min: 1, max: LIMITS.bookingHorizonMonths },
  { key: 'bookingLeadMinutes', min: 0, max: LIMITS.bookingLeadMinutes },
  { key: 'staffLookbackMonths', min: 0, max: LIMITS.staffLookbackMonths },
  { key: 'loginLinkHours', min: 1, max: LIMITS.loginLinkHours },
];

type Values = Record<Rule, NumberValue> & { staffMfaRequired: boolean };

/** Cancellation, booking horizon and lead time, the staff's look-back, the login link's lifetime and the staff's second factor. */
export function RulesSection({ settings }: { settings: PracticeSettings }) {
  const { t } = useTranslation('settings');
  const { form, section } = useSectionForm(settings, schema, {
    toValues: (s): Values => ({ ...(Object.fromEntries(RULES.map(({ key }) => [key, s[key]])) as Record<Rule, number>), staffMfaRequired: s.staffMfaRequired }),
    toInput: (values) => ({
      ...(Object.fromEntries(RULES.map(({ key }) => [key, toNumber(values[key])])) as Record<Rule, number>),
      staffMfaRequired: values.staffMfaRequired,
    }),
  });
  return (
    <SettingsSection section="rules" {...section}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {RULES.map(({ key, min, max }) => (
          <NumberInput
            key={key}
            label={t(`fields.${key}`)}
            description={t(`hints.${key}`, { min, max })}
            required
            min={min}
            max={max}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps(key)}
          />
        ))}
      </SimpleGrid>
      <Switch
        label={t('fields.staffMfaRequired')}
        description={t('hints.staffMfaRequired')}
        {...form.getInputProps('staffMfaRequired', { type: 'checkbox' })}
      />
    </SettingsSection>
  );
}
