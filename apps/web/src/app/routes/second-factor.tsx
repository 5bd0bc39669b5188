import { safeReturnPath } from '@praxis/domain';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { LoadingState } from '../../components/ui/query-state.tsx';
import { useAccountActions, usePendingLogin, useSession } from '../../features/account/api/session-queries.ts';
import { MfaSetup } from '../../features/account/components/mfa-setup.tsx';
import { RecoveryCodes } from '../../features/account/components/recovery-codes.tsx';
import { SecondFactorVerify } from '../../features/account/components/second-factor-verify.tsx';
import { usePublicSettings } from '../../features/practice/api/practice-queries.ts';
import { staffHome } from '../layout/staff-home.ts';
import { publicPageModule } from '../public-pages.ts';

// Below this many recovery codes left, the login says how many remain.
const FEW_CODES_LEFT = 3;

type Step = { kind: 'setup' } | { kind: 'verify' } | { kind: 'codes'; codes: string[] } | { kind: 'recovered'; left: number };

/**
 * /second-factor?returnTo=: the login's second step, the only page a session reaches before it.
 * `setup`: the authenticator app is set up and confirmed, then the recovery codes show once;
 * `verify`: the app's code or a recovery code. Then on to `returnTo`, as a login goes on where it
 * began; from a page of the public site, staff go on to their first screen (`staffHome`).
 */
export function Component() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const returnTo = safeReturnPath(params.get('returnTo'));
  const pending = usePendingLogin();
  const { data: user } = useSession();
  const settings = usePublicSettings();
  const { logout } = useAccountActions();
  // The step is kept once known: a confirmed login completes the session but still shows its recovery codes.
  const [step, setStep] = useState<Step | null>(null);
  if (step === null && pending.data?.secondFactor) setStep({ kind: pending.data.secondFactor });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = t('secondFactor.documentTitle');
  }, [t]);
  useLayoutEffect(() => heading.current?.focus(), [step?.kind]);

  if (pending.isPending) return <LoadingState />;
  // Nothing to do here (the login is complete, or nobody is logged in).
  if (step === null) return <Navigate to={user ? returnTo : '/'} replace />;
  // A login begun on a page of the public site goes on to where staff work (the calendar, or the
  // set-up on a first day); one begun on a screen (a link from a mail) goes back to it.
  const goOn = () => {
    const done = user ?? pending.data;
    const fromSite = publicPageModule(new URL(returnTo, window.location.origin).pathname) !== null;
    const home = fromSite && done ? staffHome(done, settings.data?.published) : null;
    void navigate(home ?? returnTo, { replace: true });
  };
  return (
    <Stack maw={560} gap="md" data-testid="second-factor">
      <Title order={1} size="h2" ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
        {t(`secondFactor.${step.kind}Title`)}
      </Title>
      {step.kind === 'setup' ? (
        <>
          <Text>{t('secondFactor.setupLead')}</Text>
          <MfaSetup onConfirmed={(codes) => setStep({ kind: 'codes', codes })} />
        </>
      ) : step.kind === 'verify' ? (
        <>
          <Text>{t('secondFactor.verifyLead')}</Text>
          <SecondFactorVerify onDone={(left) => (left !== null && left <= FEW_CODES_LEFT ? setStep({ kind: 'recovered', left }) : goOn())} />
        </>
      ) : step.kind === 'codes' ? (
        <RecoveryCodes codes={step.codes} continueLabel={t('secondFactor.continue')} onContinue={goOn} />
      ) : (
        <>
          <Alert color="orange" role="status" data-testid="recovery-codes-left">
            {t('secondFactor.codesLeft', { count: step.left })}
          </Alert>
          <Button w="fit-content" onClick={goOn}>
            {t('secondFactor.continue')}
          </Button>
        </>
      )}
      {step.kind === 'setup' || step.kind === 'verify' ? (
        <Button
          variant="subtle"
          w="fit-content"
          loading={logout.isPending}
          onClick={() => logout.mutate(undefined, { onSettled: () => void navigate('/', { replace: true }) })}
        >
          {t('secondFactor.logout')}
        </Button>
      ) : null}
    </Stack>
  );
}
