import { actsAs, hasPermission, mayEditUserWithRoles, ownBookingsEndpoint, safeReturnPath } from '@praxis/domain';
import { Alert, Button, Group, Stack, Tabs } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { ErrorState, LoadingState } from '../../components/ui/query-state.tsx';
import { queryScopeOf } from '../../lib/query-keys.ts';
import { useSession } from '../../features/account/api/session-queries.ts';
import { CalendarFeedSection } from '../../features/account/components/calendar-feed-section.tsx';
import { MfaSection } from '../../features/account/components/mfa-section.tsx';
import { RequireRole } from '../../features/account/components/require-role.tsx';
import { SessionsSection } from '../../features/account/components/sessions-section.tsx';
import { CustomerBookingsSummary, CustomerBookingsTabLabel } from '../../features/client-list/components/customer-bookings-summary.tsx';
import { CustomerFilesDialog } from '../../features/customer-files/components/customer-files-dialog.tsx';
import { useProfile } from '../../features/profile/api/profile-queries.ts';
import { AdministrationPanel } from '../../features/profile/components/administration-panel.tsx';
import { HealthPanel } from '../../features/profile/components/health-panel.tsx';
import { PasswordForm } from '../../features/profile/components/password-form.tsx';
import { PrivacyAdminActions } from '../../features/privacy/components/privacy-admin-actions.tsx';
import { RequestDataCopy } from '../../features/privacy/components/request-data-copy.tsx';
import { PersonalDataForm } from '../../features/profile/components/personal-data-form.tsx';
import { TermsPanel } from '../../features/profile/components/terms-panel.tsx';
import { personName } from '../../lib/person-name.ts';

const TABS = ['personal', 'bookings', 'password', 'health', 'terms', 'administration'] as const;

/** /account: the own profile; /account?email= for staff: a customer's profile with administration. */
export function Component() {
  return (
    <RequireRole>
      <AccountPage />
    </RequireRole>
  );
}

function AccountPage() {
  const { t } = useTranslation(['profile', 'files']);
  const [params, setParams] = useSearchParams();
  const [filesOpen, setFilesOpen] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: user } = useSession();
  const email = params.get('email');
  const staffView = Boolean(email && email.toLowerCase() !== user?.email);
  const profile = useProfile(staffView ? email : null);
  if (!user) return null;
  if (staffView && !hasPermission(user.activeRoles, 'profile:read:any')) return <Navigate to="/" replace />;
  if (profile.isPending) return <LoadingState />;
  if (profile.isError) return <ErrorState error={profile.error} onRetry={() => void profile.refetch()} />;
  const p = profile.data;
  const tab = TABS.find((candidate) => candidate === params.get('tab')) ?? 'personal';
  // The front desk sees the customer's bookings; nobody else has the tab.
  const showBookings = staffView && hasPermission(user.activeRoles, 'frontdesk:read');
  const visible = TABS.filter((candidate) => (candidate === 'bookings' ? showBookings : staffView ? candidate !== 'password' : candidate !== 'administration'));
  const name = personName(p);
  const teamMemberReadOnly = staffView && !mayEditUserWithRoles(user.activeRoles, p.staff?.roles ?? []);
  return (
    <Stack>
      <PageHeader title={staffView ? name : t('title')} lead={staffView ? p.email : t('lead')} />
      {staffView && hasPermission(user.activeRoles, 'privacy:manage') ? (
        <PrivacyAdminActions customer={{ id: p.id, name }} erasable={!(p.staff?.roles ?? []).some((role) => role !== 'customer')} />
      ) : null}
      {staffView && hasPermission(user.activeRoles, 'file:read') ? (
        <Group>
          <Button variant="light" onClick={() => setFilesOpen(true)} data-testid="customer-files-button">
            {t('files:open')}
          </Button>
          <CustomerFilesDialog customer={filesOpen ? { id: p.id, name } : null} onClose={() => setFilesOpen(false)} />
        </Group>
      ) : null}
      {staffView && p.staff?.birthdayHint ? (
        <Alert color="terracotta" data-testid="birthday-hint">
          {t('birthdayHint', { date: p.birthday })}
        </Alert>
      ) : null}
      {teamMemberReadOnly ? (
        <Alert color="gray" data-testid="team-member-read-only">
          {t('teamMemberReadOnly')}
        </Alert>
      ) : null}
      <Tabs
        value={tab}
        onChange={(value) => {
          const next = new URLSearchParams(params);
          next.set('tab', value ?? 'personal');
          setParams(next, { replace: true });
        }}
      >
        <Tabs.List mb="lg">
          {visible.map((candidate) => (
            <Tabs.Tab key={candidate} value={candidate}>
              {candidate === 'bookings' ? <CustomerBookingsTabLabel /> : t(`tabs.${candidate}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="personal">
          <PersonalDataForm
            key={p.id}
            profile={p}
            staffView={staffView}
            readOnly={teamMemberReadOnly}
            onSaved={async (saved) => {
              // Sent here from a booking awaiting these data (`return`): complete data confirm it on the
              // server, so the booking card it goes back to shows it confirmed, read afresh.
              const back = params.get('return');
              if (staffView || !back || saved.missing.length > 0) return;
              await queryClient.invalidateQueries({ queryKey: queryScopeOf(ownBookingsEndpoint, 1), refetchType: 'all' });
              await navigate(safeReturnPath(back));
            }}
          />
        </Tabs.Panel>
        {showBookings ? (
          <Tabs.Panel value="bookings">
            <CustomerBookingsSummary customerId={p.id} />
          </Tabs.Panel>
        ) : null}
        {!staffView ? (
          <Tabs.Panel value="password">
            <Stack gap="xl">
              <PasswordForm profile={p} recentLinkLogin={user.recentLinkLogin} />
              {hasPermission(user.activeRoles, 'account:mfa') ? <MfaSection enabled={user.mfaEnabled} /> : null}
              {hasPermission(user.activeRoles, 'account:sessions') ? <SessionsSection /> : null}
              {hasPermission(user.activeRoles, 'account:calendar-feed') ? <CalendarFeedSection therapist={actsAs(user.roles, 'therapist')} /> : null}
            </Stack>
          </Tabs.Panel>
        ) : null}
        <Tabs.Panel value="health">
          <HealthPanel profile={p} own={!staffView} canReadAny={hasPermission(user.activeRoles, 'health:read:any')} />
        </Tabs.Panel>
        <Tabs.Panel value="terms">
          <TermsPanel profile={p} canAccept={!staffView} />
        </Tabs.Panel>
        {staffView ? (
          <Tabs.Panel value="administration">
            <AdministrationPanel key={p.id} profile={p} canEdit={hasPermission(user.activeRoles, 'profile:update:any') && !teamMemberReadOnly} />
          </Tabs.Panel>
        ) : null}
      </Tabs>
      {!staffView && hasPermission(user.activeRoles, 'privacy:export:own') ? <RequestDataCopy /> : null}
    </Stack>
  );
}
