import { Anchor, Checkbox, type CheckboxProps } from '@mantine/core';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from './app-link.tsx';

/**
 * The sentence around the terms' link: "I accept the <terms>terms and conditions</terms>." split at
 * its one tag. (react-i18next's Trans would do it with an HTML parser: 3 KB gzip before a customer
 * can book, for one link.)
 */
export function splitTermsSentence(sentence: string): [before: string, link: string, after: string] {
  const match = /^(.*)<terms>(.*)<\/terms>(.*)$/s.exec(sentence);
  return match ? [match[1]!, match[2]!, match[3]!] : [sentence, '', ''];
}

/**
 * "I accept the terms and conditions", with the terms (/agb) opening in a new tab so the chosen
 * form stays filled in (a slot chosen, a comment, a waiting list's days). Takes a form's checkbox props (`getInputProps(..., { type: 'checkbox' })`).
 */
export const TermsCheckbox = forwardRef<HTMLInputElement, Omit<CheckboxProps, 'label'>>(function TermsCheckbox(props, ref) {
  const { t } = useTranslation('common');
  const [before, link, after] = splitTermsSentence(t('termsAccept'));
  return (
    <Checkbox
      ref={ref}
      data-testid="terms-checkbox"
      {...props}
      label={
        <>
          {before}
          {link ? (
            <Anchor component={AppLink} to="/agb" target="_blank" rel="noopener" inherit underline="always">
              {link}
            </Anchor>
          ) : null}
          {after}
        </>
      }
    />
  );
});
