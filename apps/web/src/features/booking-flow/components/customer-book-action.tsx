import { CURRENT_TERMS_VERSION } from '@praxis/domain';
import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { TermsCheckbox } from '../../../components/ui/terms-checkbox.tsx';
import { SLOT_DESCRIPTION } from './selected-slot-panel.tsx';

interface CustomerBookActionProps {
  missingData: boolean;
  /** The customer has not accepted the current terms yet: a checkbox asks for them with this booking. */
  termsNeeded: boolean;
  pending: boolean;
  /** Books; `termsVersion` is the version accepted with this booking, if the box was shown. */
  onBook: (termsVersion: number | undefined) => void;
  /** The book button, which takes the focus when the slot was chosen by keyboard. */
  actionRef?: Ref<HTMLButtonElement>;
}

/**
 * "Book now" for a logged-in customer. Without the mandatory personal data the customer cannot
 * book (specification section 5): the button waits and a link leads to the profile. The terms are
 * asked for once, the first time (and again when their version changes).
 */
export function CustomerBookAction({ missingData, termsNeeded, pending, onBook, actionRef }: CustomerBookActionProps) {
  const { t } = useTranslation(['booking', 'common']);
  const [accepted, setAccepted] = useState(false);
  const [showError, setShowError] = useState(false);
  const checkbox = useRef<HTMLInputElement>(null);
  const book = () => {
    if (!termsNeeded) return onBook(undefined);
    if (!accepted) {
      setShowError(true);
      checkbox.current?.focus();
      return;
    }
    onBook(CURRENT_TERMS_VERSION);
  };
  return (
    <Stack gap="sm">
      {missingData ? (
        <Alert color="orange" data-testid="personal-data-missing">
          {t('panel.missingData')}{' '}
          <Anchor component={AppLink} to="/account" fw={600}>
            {t('panel.completeData')}
          </Anchor>
        </Alert>
      ) : null}
      {termsNeeded && !missingData ? (
        <TermsCheckbox
          ref={checkbox}
          checked={accepted}
          onChange={(event) => {
            setAccepted(event.currentTarget.checked);
            if (event.currentTarget.checked) setShowError(false);
          }}
          error={showError ? t('common:errors.TERMS_NOT_ACCEPTED') : undefined}
        />
      ) : null}
      <Button ref={actionRef} size="md" fullWidth loading={pending} disabled={missingData} onClick={book} aria-describedby={SLOT_DESCRIPTION}>
        {t('panel.bookNow')}
      </Button>
    </Stack>
  );
}
