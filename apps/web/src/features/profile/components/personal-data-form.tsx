import { LANGUAGE_NAMES, LANGUAGES, profileInputSchema, SEXES, SWISS_SUPPLEMENTARY_INSURERS, type Language, type Sex } from '@praxis/domain';
import { Alert, Autocomplete, Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../components/ui/query-state.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useProfileActions, type Profile } from '../api/profile-queries.ts';

// Street and house number side by side, then postal code and place, as an address is written.
const ADDRESS_FIELDS = ['street', 'houseNumber', 'postalCode', 'location', 'countryCode'] as const;
const OTHER_FIELDS = ['healthInsurer', 'insuredNumber', 'licensePlate', 'profession', 'hobby', 'heardAboutUs'] as const;
const TEXT_FIELDS = [...ADDRESS_FIELDS, ...OTHER_FIELDS] as const;
type Values = Record<'firstName' | 'lastName' | 'phone' | 'birthday' | 'language' | 'salutation' | (typeof TEXT_FIELDS)[number], string> & {
  /** For Tarif 590 receipts; null: not given. */
  sex: string | null;
};

const initialValues = (p: Profile): Values => ({
  firstName: p.firstName ?? '',
  lastName: p.lastName ?? '',
  phone: p.phone ?? '',
  birthday: p.birthday ?? '',
  language: p.language,
  salutation: String(p.salutation),
  sex: p.sex,
  ...(Object.fromEntries(TEXT_FIELDS.map((f) => [f, (p[f] as string | null | undefined) ?? ''])) as Record<(typeof TEXT_FIELDS)[number], string>),
});

/**
 * The personal data of specification section 3, checked by the same rules as the server.
 * `readOnly` shows them without saving (a team member's data seen by staff other than admins);
 * `onSaved` gets the saved profile (the page may go on, e.g. back to the booking the data were for).
 */
export function PersonalDataForm({
  profile,
  staffView,
  readOnly = false,
  onSaved,
}: {
  profile: Profile;
  staffView: boolean;
  readOnly?: boolean;
  onSaved?: (saved: Profile) => void | Promise<void>;
}) {
  const { t } = useTranslation('profile');
  const { save } = useProfileActions(staffView ? profile.email : null, profile.id);
  const form = useSchemaForm(profileInputSchema, {
    initialValues: initialValues(profile),
    toInput: (values) => ({
      ...values,
      salutation: Number(values.salutation) as 0 | 1 | 2 | 3,
      language: values.language as Language,
      birthday: values.birthday || null,
      countryCode: values.countryCode || null,
      sex: (values.sex || null) as Sex | null,
    }),
    texts: { namespace: 'profile', fallback: 'errors.invalid' },
    onSubmit: async (data) => {
      const saved = await save.mutateAsync(data);
      await onSaved?.(saved);
    },
  });
  const field = (name: keyof Values) => form.getInputProps(name);

  return (
    <form ref={form.rootRef} onSubmit={(event) => (readOnly ? event.preventDefault() : form.submit(event))} noValidate data-testid="personal-data-form">
      <Stack>
        {profile.missing.length > 0 ? (
          <Alert color="orange" data-testid="missing-data">
            {t('missingForBooking')}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            readOnly={readOnly}
            label={t('fields.salutation')}
            data={[0, 1, 2, 3].map((id) => ({ value: String(id), label: t(`salutations.${id}`) }))}
            {...field('salutation')}
            allowDeselect={false}
          />
          <Select
            readOnly={readOnly}
            label={t('fields.language')}
            data={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
            {...field('language')}
            allowDeselect={false}
          />
          <TextInput readOnly={readOnly} label={t('fields.firstName')} required autoComplete="given-name" {...field('firstName')} />
          <TextInput readOnly={readOnly} label={t('fields.lastName')} required autoComplete="family-name" {...field('lastName')} />
          <TextInput readOnly={readOnly} label={t('fields.phone')} description={t('phoneHint')} required type="tel" autoComplete="tel" {...field('phone')} />
          <TextInput readOnly={readOnly} label={t('fields.birthday')} type="date" autoComplete="bday" {...field('birthday')} />
          {ADDRESS_FIELDS.map((name) => (
            <TextInput key={name} readOnly={readOnly} label={t(`fields.${name}`)} {...field(name)} />
          ))}
          <Select
            readOnly={readOnly}
            label={t('fields.sex')}
            description={t('forReceipts')}
            placeholder={t('sexes.none')}
            clearable
            data={SEXES.map((sex) => ({ value: sex, label: t(`sexes.${sex}`) }))}
            {...field('sex')}
          />
          <Autocomplete
            readOnly={readOnly}
            label={t('fields.healthInsurer')}
            description={t('insurerHint')}
            data={[...SWISS_SUPPLEMENTARY_INSURERS]}
            {...field('healthInsurer')}
          />
          {OTHER_FIELDS.filter((name) => name !== 'healthInsurer').map((name) => (
            <TextInput
              key={name}
              readOnly={readOnly}
              label={t(`fields.${name}`)}
              description={name === 'insuredNumber' ? t('forReceipts') : undefined}
              {...field(name)}
            />
          ))}
        </SimpleGrid>
        {save.isSuccess ? (
          <Alert color="praxis" role="status">
            {t('saved')}
          </Alert>
        ) : null}
        {save.isError ? (
          <Alert color="red" role="alert">
            {t(`common:${errorMessageKey(save.error)}`)}
          </Alert>
        ) : null}
        {readOnly ? null : (
          <Group>
            <Button type="submit" loading={form.pending}>
              {t('save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
