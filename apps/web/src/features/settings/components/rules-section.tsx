import { LIMITS, practiceSettingsSchema, type PracticeSettings } from '@praxis/domain';
import { NumberInput, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SettingsSection, toNumber, useSectionForm, type NumberValue } from './section-form.tsx';

const schema = practiceSettingsSchema.pick({
  cancelHours: true,
  bookingHorizonMonths: true,
  bookingLeadMinutes: true,
  staffLookbackMonths: true,
  loginLinkHours: true,
});
type Rules = Pick<PracticeSettings, 'cancelHours' | 'bookingHorizonMonths' | 'bookingLeadMinutes' | 'staffLookbackMonths' | 'loginLinkHours'>;
type Rule = keyof Rules;

/** Each rule with its bounds (the schema's). */
const RULES: readonly { key: Rule; min: number; max: number }[] = [
  { key: 'cancelHours', min: 0, max: LIMITS.cancelHours },
  { key: 'bookingHorizonMonths', min: 1, max: LIMITS.bookingHorizonMonths },
  { key: 'bookingLeadMinutes', min: 0, max: LIMITS.bookingLeadMinutes },
  { key: 'staffLookbackMonths', min: 0, max: LIMITS.staffLookbackMonths },
  { key: 'loginLinkHours', min: 1, max: LIMITS.loginLinkHours },
];

type Values = Record<Rule, NumberValue>;

/** Cancellation, booking horizon and lead time, the staff's look-back and the login link's lifetime. */
export function RulesSection({ settings }: { settings: PracticeSettings }) {
  const { t } = useTranslation('settings');
  const { form, section } = useSectionForm(settings, schema, {
    toValues: (s): Values => Object.fromEntries(RULES.map(({ key }) => [key, s[key]])) as Values,
    toInput: (values) => Object.fromEntries(RULES.map(({ key }) => [key, toNumber(values[key])])) as Rules,
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
    </SettingsSection>
  );
}
