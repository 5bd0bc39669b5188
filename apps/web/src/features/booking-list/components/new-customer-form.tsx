import { LANGUAGE_NAMES, LANGUAGES, newCustomerInputSchema, type CustomerSearchResultDto, type Language } from '@praxis/domain';
import { Button, Fieldset, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ActionError } from '../../../components/ui/query-state.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useCreateCustomer } from '../api/booking-list-queries.ts';

interface Values extends Record<string, unknown> {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  language: string;
}

/**
 * A caller without an account, entered at the front desk: names, phone, e-mail (their login) and
 * the language of their mails. A known e-mail address picks that customer as they are.
 */
export function NewCustomerForm({ onCreated, onCancel }: { onCreated: (customer: CustomerSearchResultDto) => void; onCancel: () => void }) {
  const { t, i18n } = useTranslation(['booking-list', 'profile']);
  const create = useCreateCustomer();
  const form = useSchemaForm(newCustomerInputSchema, {
    initialValues: { firstName: '', lastName: '', phone: '', email: '', language: i18n.language in LANGUAGE_NAMES ? i18n.language : 'de' } as Values,
    toInput: (values) => ({ ...values, language: values.language as Language }),
    texts: { namespace: 'profile', fallback: 'errors.invalid' },
    onSubmit: async (data) => onCreated((await create.mutateAsync(data)).customer),
  });
  const field = (name: keyof Values & string) => form.getInputProps(name);
  return (
    <form ref={form.rootRef} onSubmit={form.submit} noValidate data-testid="new-customer-form">
      <Fieldset legend={t('calendar.book.newCustomerTitle')} variant="filled">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label={t('profile:fields.firstName')} required autoComplete="off" data-autofocus {...field('firstName')} />
          <TextInput label={t('profile:fields.lastName')} required autoComplete="off" {...field('lastName')} />
          <TextInput label={t('profile:fields.phone')} required type="tel" autoComplete="off" {...field('phone')} />
          <TextInput label={t('calendar.book.email')} required type="email" autoComplete="off" {...field('email')} />
          <Select
            label={t('profile:fields.language')}
            data={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
            allowDeselect={false}
            {...field('language')}
          />
        </SimpleGrid>
        <ActionError error={create.error} />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel}>
            {t('calendar.book.searchInstead')}
          </Button>
          <Button type="submit" loading={form.pending}>
            {t('calendar.book.enterCustomer')}
          </Button>
        </Group>
      </Fieldset>
    </form>
  );
}
