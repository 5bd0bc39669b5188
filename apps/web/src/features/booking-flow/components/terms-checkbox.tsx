import { Anchor, Checkbox, type CheckboxProps } from '@mantine/core';
import { forwardRef } from 'react';
import { Trans } from 'react-i18next';
import { AppLink } from '../../../components/ui/app-link.tsx';

/**
 * "I accept the terms and conditions", with the terms (/agb) opening in a new tab so the chosen
 * slot and the comment stay where they are. Takes a form's checkbox props (`getInputProps(..., { type: 'checkbox' })`).
 */
export const TermsCheckbox = forwardRef<HTMLInputElement, Omit<CheckboxProps, 'label'>>(function TermsCheckbox(props, ref) {
  return (
    <Checkbox
      ref={ref}
      data-testid="terms-checkbox"
      {...props}
      label={
        <Trans
          ns="booking"
          i18nKey="terms.label"
          components={{ terms: <Anchor component={AppLink} to="/agb" target="_blank" rel="noopener" inherit underline="always" /> }}
        />
      }
    />
  );
});
