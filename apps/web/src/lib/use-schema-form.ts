import { useForm, type UseFormReturnType } from '@mantine/form';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError, validationDetails } from './api-client.ts';
import { focusFirstError } from './focus-first-error.ts';
import { codeMessage, messageKeys, serverFieldErrors, zodFieldErrors, type ErrorTexts, type FieldErrors, type FieldRenames } from './zod-form-errors.ts';

type FormValues = Record<string, unknown>;
type SubmitHandler<Values, Schema extends z.ZodType> = (data: z.output<Schema>, values: Values) => unknown;

export interface SchemaFormOptions<Values extends FormValues, Schema extends z.ZodType> {
  initialValues: Values;
  /** The schema's input from the form's values, where they differ (numbers picked as text, empty as null). */
  toInput?: (values: Values) => z.input<Schema>;
  /** Checks the schema cannot make in the browser: field path → message key, shown before the schema's. */
  check?: (values: Values) => Partial<FieldErrors>;
  /**
   * Gets the parsed data. While the promise it returns is pending the form does not submit again; if
   * it rejects with a `VALIDATION_ERROR`, the details land on their fields. NOTE: the rejection stops
   * here: a form shows other API errors from its mutation's state, as before.
   */
  onSubmit: SubmitHandler<Values, Schema>;
  /** Where the field messages are translated; default `common:validation.<key>`. */
  texts?: ErrorTexts;
  /** Schema paths that have another name in the form. */
  renames?: FieldRenames;
  /** API error codes that concern one field (`{ CURRENT_PASSWORD_WRONG: 'currentPassword' }`), shown there. */
  fieldOfCode?: Readonly<Record<string, string>>;
  /** A submission running elsewhere (a parent's mutation): no submit while true. */
  pending?: boolean;
  /** false: inputs in error are only marked; the form shows `firstError` in one place itself. */
  inlineErrors?: boolean;
}

export type SchemaForm<Values extends FormValues, Schema extends z.ZodType> = Omit<UseFormReturnType<Values>, 'onSubmit'> & {
  /** On the `<form>` (or a dialog's content without one): the first field in error is searched inside. */
  rootRef: (node: HTMLElement | null) => void;
  /** Validates, then sends (a form's `onSubmit`, or a save button's `onClick`). */
  submit: (event?: FormEvent) => void;
  /** As `submit`, with another handler (a second action on the same fields). */
  submitWith: (handler: SubmitHandler<Values, Schema>) => (event?: FormEvent) => void;
  /** True while a submission runs: the submit button shows it and a second submit does nothing. */
  pending: boolean;
  /** The first error's translated message, or null. */
  firstError: string | null;
  /** A field's translated message. */
  errorText: (path: string) => string | undefined;
};

const DEFAULT_TEXTS: ErrorTexts = { namespace: 'common', prefix: 'validation.' };

const hasPath = (values: unknown, path: string) =>
  path.split('.').every((key) => {
    if (values === null || typeof values !== 'object' || !(key in values)) return false;
    values = (values as Record<string, unknown>)[key];
    return true;
  });

/**
 * A Mantine form checked by a zod schema of `@praxis/domain`, the same the server applies. Field
 * messages are translated message keys; the server's `VALIDATION_ERROR` details and the codes of
 * `fieldOfCode` appear at their fields; after a failed submit the first field in error is scrolled
 * into view and focused.
 *
 * @example
 * const form = useSchemaForm(profileInputSchema, { initialValues, texts: { namespace: 'profile' }, onSubmit: (data) => save.mutateAsync(data) });
 * <form ref={form.rootRef} onSubmit={form.submit} noValidate><TextInput {...form.getInputProps('firstName')} /></form>
 */
export function useSchemaForm<Values extends FormValues, Schema extends z.ZodType>(
  schema: Schema,
  options: SchemaFormOptions<Values, Schema>,
): SchemaForm<Values, Schema> {
  const { initialValues, toInput, check, onSubmit, texts = DEFAULT_TEXTS, renames, fieldOfCode, pending = false, inlineErrors = true } = options;
  const { t } = useTranslation([texts.namespace, 'common']);
  const translate = (message: string) => String(t(messageKeys(message, texts)));
  const form = useForm<Values>({
    initialValues,
    enhanceGetInputProps: ({ inputProps }) => {
      const raw: unknown = inputProps.error;
      // NOTE: Mantine marks most inputs in error with aria-invalid, but not PasswordInput's.
      if (typeof raw === 'string') return { error: inlineErrors ? translate(raw) : true, 'aria-invalid': true };
    },
  });
  const { setErrors, clearErrors, setSubmitting, getValues } = form;

  const root = useRef<HTMLElement | null>(null);
  const running = useRef(false);
  const rootRef = useCallback((node: HTMLElement | null) => {
    root.current = node;
  }, []);
  const [focusRequest, setFocusRequest] = useState<{ paths: string[] } | null>(null);
  useEffect(() => {
    if (focusRequest) focusFirstError(root.current ?? document, focusRequest.paths);
  }, [focusRequest]);

  const showErrors = (errors: FieldErrors) => {
    setErrors(errors);
    setFocusRequest({ paths: Object.keys(errors) });
  };
  const serverErrors = (error: unknown, values: Values): FieldErrors => {
    const errors: FieldErrors = {};
    const field = error instanceof ApiError ? fieldOfCode?.[error.code] : undefined;
    if (field) errors[field] = codeMessage((error as ApiError).code);
    for (const [path, message] of Object.entries(serverFieldErrors(validationDetails(error), renames))) {
      if (hasPath(values, path)) errors[path] ??= message;
    }
    return errors;
  };

  const submitWith = (handler: SubmitHandler<Values, Schema>) => (event?: FormEvent) => {
    event?.preventDefault();
    if (running.current || pending) return;
    const values = getValues();
    const parsed = schema.safeParse(toInput ? toInput(values) : values);
    const errors: FieldErrors = {};
    for (const [path, message] of Object.entries(check?.(values) ?? {})) if (message) errors[path] = message;
    if (!parsed.success) for (const [path, message] of Object.entries(zodFieldErrors(parsed.error.issues, renames))) errors[path] ??= message;
    if (!parsed.success || Object.keys(errors).length > 0) {
      showErrors(errors);
      return;
    }
    clearErrors();
    const result = handler(parsed.data, values);
    if (!(result instanceof Promise)) return;
    running.current = true;
    setSubmitting(true);
    result
      .catch((error: unknown) => {
        const errors = serverErrors(error, values);
        if (Object.keys(errors).length > 0) showErrors(errors);
      })
      .finally(() => {
        running.current = false;
        setSubmitting(false);
      });
  };

  const messages = Object.values(form.errors).filter((e): e is string => typeof e === 'string');
  return {
    ...form,
    rootRef,
    submit: submitWith(onSubmit),
    submitWith,
    pending: form.submitting || pending,
    firstError: messages[0] ? translate(messages[0]) : null,
    errorText: (path) => {
      const raw = form.errors[path];
      return typeof raw === 'string' ? translate(raw) : undefined;
    },
  };
}
