import { LANGUAGE_NAMES, LANGUAGES, profileInputSchema } from '@praxis/domain';
import { Alert, Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../components/ui/query-state.tsx';
import { useProfileActions, type Profile } from '../api/profile-queries.ts';
import { fieldErrors } from './field-error.ts';

const TEXT_FIELDS = ['street', 'postalCode', 'location', 'countryCode', 'healthInsurer', 'licensePlate', 'profession', 'hobby', 'heardAboutUs'] as const;
type Values = Record<'firstName' | 'lastName' | 'phone' | 'birthday' | 'language' | 'salutation' | (typeof TEXT_FIELDS)[number], string>;

const initialValues = (p: Profile): Values => ({
  firstName: p.firstName ?? '',
  lastName: p.lastName ?? '',
  phone: p.phone ?? '',
  birthday: p.birthday ?? '',
  language: p.language,
  salutation: String(p.salutation),
  ...(Object.fromEntries(TEXT_FIELDS.map((f) => [f, (p[f] as string | null | undefined) ?? ''])) as Record<(typeof TEXT_FIELDS)[number], string>),
});

/**
 * The personal data of specification section 3, checked by the same rules as the server.
 * `readOnly` shows them without saving (a team member's data seen by staff other than admins).
 */
export function PersonalDataForm({ profile, staffView, readOnly = false }: { profile: Profile; staffView: boolean; readOnly?: boolean }) {
  const { t } = useTranslation('profile');
  const { save } = useProfileActions(staffView ? profile.email : null, profile.id);
  const [values, setValues] = useState<Values>(() => initialValues(profile));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (field: keyof Values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const err = (field: string) => (errors[field] ? t(`errors.${errors[field]}`, { defaultValue: t('errors.invalid') }) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (readOnly) return;
    const parsed = profileInputSchema.safeParse({
      ...values,
      salutation: Number(values.salutation),
      birthday: values.birthday || null,
      countryCode: values.countryCode || null,
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate data-testid="personal-data-form">
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
            value={values.salutation}
            onChange={(v) => set('salutation')(v ?? '0')}
            allowDeselect={false}
          />
          <Select
            readOnly={readOnly}
            label={t('fields.language')}
            data={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
            value={values.language}
            onChange={(v) => set('language')(v ?? 'de')}
            allowDeselect={false}
          />
          <TextInput
            readOnly={readOnly}
            label={t('fields.firstName')}
            required
            autoComplete="given-name"
            value={values.firstName}
            error={err('firstName')}
            onChange={(e) => set('firstName')(e.currentTarget.value)}
          />
          <TextInput
            readOnly={readOnly}
            label={t('fields.lastName')}
            required
            autoComplete="family-name"
            value={values.lastName}
            error={err('lastName')}
            onChange={(e) => set('lastName')(e.currentTarget.value)}
          />
          <TextInput
            readOnly={readOnly}
            label={t('fields.phone')}
            description={t('phoneHint')}
            required
            type="tel"
            autoComplete="tel"
            value={values.phone}
            error={err('phone')}
            onChange={(e) => set('phone')(e.currentTarget.value)}
          />
          <TextInput
            readOnly={readOnly}
            label={t('fields.birthday')}
            type="date"
            autoComplete="bday"
            value={values.birthday}
            error={err('birthday')}
            onChange={(e) => set('birthday')(e.currentTarget.value)}
          />
          {TEXT_FIELDS.map((field) => (
            <TextInput
              key={field}
              readOnly={readOnly}
              label={t(`fields.${field}`)}
              value={values[field]}
              error={err(field)}
              onChange={(e) => set(field)(e.currentTarget.value)}
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
            <Button type="submit" loading={save.isPending}>
              {t('save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
