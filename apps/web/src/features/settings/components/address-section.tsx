import { LIMITS, practiceSettingsSchema, type PracticeSettings } from '@praxis/domain';
import { NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SettingsSection, toNumber, useSectionForm, type NumberValue } from './section-form.tsx';

const schema = practiceSettingsSchema.pick({
  street: true,
  postalCode: true,
  city: true,
  country: true,
  phone: true,
  email: true,
  messagingUrl: true,
  geo: true,
});

interface Values extends Record<string, unknown> {
  street: string;
  postalCode: string;
  city: string;
  country: string;
  phone: string;
  email: string;
  messagingUrl: string;
  geo: { lat: NumberValue; lon: NumberValue };
}

/** Address, phone, e-mail, messenger link and the map position. */
export function AddressSection({ settings }: { settings: PracticeSettings }) {
  const { t } = useTranslation('settings');
  const { form, section } = useSectionForm(settings, schema, {
    toValues: (s): Values => ({
      street: s.street,
      postalCode: s.postalCode,
      city: s.city,
      country: s.country,
      phone: s.phone,
      email: s.email,
      messagingUrl: s.messagingUrl,
      geo: { lat: s.geo?.lat ?? '', lon: s.geo?.lon ?? '' },
    }),
    toInput: ({ geo, country, ...rest }) => ({ ...rest, country: country.trim().toUpperCase(), geo: { lat: toNumber(geo.lat), lon: toNumber(geo.lon) } }),
  });
  return (
    <SettingsSection section="address" {...section}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('fields.street')} required autoComplete="off" maxLength={LIMITS.shortText} {...form.getInputProps('street')} />
        <TextInput label={t('fields.postalCode')} required maxLength={LIMITS.postalCode} {...form.getInputProps('postalCode')} />
        <TextInput label={t('fields.city')} required maxLength={LIMITS.name} {...form.getInputProps('city')} />
        <TextInput label={t('fields.country')} description={t('hints.country')} required maxLength={LIMITS.countryCode} {...form.getInputProps('country')} />
        <TextInput label={t('fields.phone')} required type="tel" maxLength={LIMITS.phone} {...form.getInputProps('phone')} />
        <TextInput label={t('fields.email')} required type="email" maxLength={LIMITS.email} {...form.getInputProps('email')} />
        <TextInput
          label={t('fields.messagingUrl')}
          description={t('hints.messagingUrl')}
          type="url"
          maxLength={LIMITS.shortText}
          {...form.getInputProps('messagingUrl')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <NumberInput label={t('fields.lat')} description={t('hints.geo')} required min={-90} max={90} decimalScale={6} {...form.getInputProps('geo.lat')} />
        <NumberInput label={t('fields.lon')} required min={-180} max={180} decimalScale={6} {...form.getInputProps('geo.lon')} />
      </SimpleGrid>
    </SettingsSection>
  );
}
