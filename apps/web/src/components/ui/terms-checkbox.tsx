import { Anchor, Checkbox, type CheckboxProps } from '@mantine/core';
import { forwardRef } from 'react';
import { Trans } from 'react-i18next';
import { AppLink } from './app-link.tsx';

/**
 * "I accept the terms and conditions", with the terms (/agb) opening in a new tab so the chosen
 * form stays filled in (a slot chosen, a comment, a waiting list's days). Takes a form's checkbox props (`getInputProps(..., { type: 'checkbox' })`).
 */
export const TermsCheckbox = forwardRef<HTMLInputElement, Omit<CheckboxProps, 'label'>>(function TermsCheckbox(props, ref) {
  return (
    <Checkbox
      ref={ref}
      data-testid="terms-checkbox"
      {...props}
      label={
        <Trans
          ns="common"
          i18nKey="termsAccept"
          components={{ terms: <Anchor component={AppLink} to="/agb" target="_blank" rel="noopener" inherit underline="always" /> }}
        />
      }
    />
  );
});
