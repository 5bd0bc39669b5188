import { mfaCodeInputSchema, recoveryCodeInputSchema } from '@praxis/domain';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../components/ui/query-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';

// A wrong code belongs to the field; every other failure (locked, wrong state) to the whole form.
const FIELD_OF_CODE = { MFA_INVALID: 'code' } as const;

const INPUT = {
  totp: { schema: mfaCodeInputSchema, props: { inputMode: 'numeric', autoComplete: 'one-time-code', maw: 220 } },
  recovery: { schema: recoveryCodeInputSchema, props: { autoComplete: 'off', autoCapitalize: 'none', spellCheck: false, ff: 'monospace', maw: 260 } },
} as const;

/**
 * One code and its submit button: a 6-digit code of the authenticator app (`totp`) or a recovery
 * code. A wrong code shows at the field, which gets the focus; other failures above the button.
 */
export function MfaCodeForm({
  kind,
  label,
  description,
  submitLabel,
  onSubmit,
  error,
  autoFocus = false,
  extraActions,
  testId,
}: {
  kind: 'totp' | 'recovery';
  label: string;
  description?: string;
  submitLabel: string;
  /** Gets the code as the schema cleans it (no spaces, recovery codes lower case without the dash). */
  onSubmit: (code: string) => Promise<unknown>;
  /** The failure of the submission's mutation. */
  error: unknown;
  autoFocus?: boolean;
  /** Beside the submit button (cancel). */
  extraActions?: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation(['account', 'common']);
  const { schema, props } = INPUT[kind];
  const form = useSchemaForm(schema, {
    initialValues: { code: '' },
    texts: { namespace: 'account' },
    fieldOfCode: FIELD_OF_CODE,
    onSubmit: ({ code }) => onSubmit(code),
  });
  const formError = error && !(error instanceof ApiError && error.code in FIELD_OF_CODE) ? error : null;
  return (
    <form ref={form.rootRef} onSubmit={form.submit} noValidate data-testid={testId}>
      <Stack gap="sm">
        <TextInput label={label} description={description} required autoFocus={autoFocus} {...props} {...form.getInputProps('code')} />
        {formError ? (
          <Alert color="red" role="alert">
            {t(`common:${errorMessageKey(formError)}`, { defaultValue: t('common:errors.INTERNAL_ERROR') })}
          </Alert>
        ) : null}
        <Group gap="sm">
          <Button type="submit" loading={form.pending}>
            {submitLabel}
          </Button>
          {extraActions}
        </Group>
      </Stack>
    </form>
  );
}
