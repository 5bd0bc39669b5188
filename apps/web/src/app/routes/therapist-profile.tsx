import { actsAs, type PublicTherapy } from '@praxis/domain';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { ErrorState, LoadingState } from '../../components/ui/query-state.tsx';
import { useSession } from '../../features/account/api/session-queries.ts';
import { RequireRole } from '../../features/account/components/require-role.tsx';
import { useArrangements, useTherapies } from '../../features/catalogue/api/catalogue-queries.ts';
import { therapyTextOf } from '../../features/catalogue/components/therapy-text.ts';
import { useTherapistProfile } from '../../features/therapist-profile/api/therapist-profile-queries.ts';
import { TherapistProfileEditor } from '../../features/therapist-profile/components/therapist-profile-editor.tsx';

/**
 * /therapistProfile/:id (therapists and above): a therapist profile; `me` is one's own. Staff
 * managers edit anyone's whole profile, a therapist their own biography and photo.
 */
export function Component() {
  return (
    <RequireRole>
      <TherapistProfile />
    </RequireRole>
  );
}

function TherapistProfile() {
  const { t, i18n } = useTranslation(['therapist-profile', 'therapies']);
  const { id: param } = useParams();
  const user = useSession().data;
  const id = param === 'me' ? user?.id : param && /^\d+$/.test(param) ? Number(param) : undefined;
  const profile = useTherapistProfile(id);
  // The catalogue (public, cached) is needed only for a staff manager's choice of offers.
  const therapies = useTherapies();
  const arrangements = useArrangements();
  if (!user || !actsAs(user.activeRoles, 'therapist') || id === undefined) return <Navigate to="/" replace />;
  const name = profile.data ? `${profile.data.firstName} ${profile.data.lastName}`.trim() : '';
  const manage = profile.data?.mayManage ?? false;
  const catalogueError = manage ? (therapies.error ?? arrangements.error) : null;
  const loading = profile.isPending || (manage && (therapies.isPending || arrangements.isPending));
  const retry = () => {
    if (profile.isError) void profile.refetch();
    if (therapies.isError) void therapies.refetch();
    if (arrangements.isError) void arrangements.refetch();
  };
  return (
    <Stack>
      <PageHeader title={name ? t('titleOf', { name }) : t('title')} lead={manage ? t('leadManager') : t('lead')} />
      {profile.isError || catalogueError ? (
        <ErrorState error={profile.error ?? catalogueError} onRetry={retry} />
      ) : loading ? (
        <LoadingState />
      ) : profile.data ? (
        <TherapistProfileEditor
          key={profile.data.id}
          profile={profile.data}
          catalogue={
            manage && therapies.data && arrangements.data
              ? {
                  therapies: therapies.data,
                  arrangements: arrangements.data,
                  therapyName: (therapy: PublicTherapy) => therapyTextOf(therapy, t, i18n.language).name,
                }
              : undefined
          }
        />
      ) : null}
    </Stack>
  );
}
