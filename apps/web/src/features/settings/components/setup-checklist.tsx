import { openBeforePublishing, type SetupStep } from '@praxis/domain';
import { Alert, Anchor, Badge, Button, Card, Group, List, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { ActionError, ErrorState, LoadingState } from '../../../components/ui/query-state.tsx';
import { usePracticeSetup, usePublishSite } from '../api/setup-queries.ts';

/** Where each step is done: the screen (and, for the therapies, the second one) that fills it in. */
const STEP_LINKS: Record<Exclude<SetupStep, 'publish'>, string[]> = {
  practice: ['/admin/settings'],
  openingHours: ['/admin/settings'],
  bank: ['/admin/settings'],
  team: ['/admin/team'],
  therapies: ['/operationPlan?tab=catalogue', '/admin/team'],
  plans: ['/operationPlan?tab=therapistPlans'],
};

/**
 * The set-up checklist: from an empty database to a published site, step by step, each leading to
 * the screen where it is done and ticking itself once the data are there. Publishing stays
 * disabled, naming the open steps, until every step before it is done.
 */
export function SetupChecklist() {
  const { t } = useTranslation('settings');
  const setup = usePracticeSetup();
  const publish = usePublishSite();
  const openId = useId();
  if (setup.isPending) return <LoadingState />;
  if (setup.isError) return <ErrorState error={setup.error} onRetry={() => void setup.refetch()} />;
  const done = Object.fromEntries(setup.data.steps.map(({ step, done }) => [step, done])) as Record<SetupStep, boolean>;
  const open = openBeforePublishing(done);
  const steps = setup.data.steps.filter(({ step }) => step !== 'publish');
  const doneCount = steps.filter((step) => step.done).length;
  return (
    <Stack>
      <Group justify="space-between" align="center" wrap="wrap">
        <Text fw={600}>{t('setup.progress', { done: doneCount, total: steps.length })}</Text>
        {setup.data.published ? <Badge color="green">{t('setup.published')}</Badge> : <Badge color="gray">{t('setup.notPublished')}</Badge>}
      </Group>
      <Progress value={(doneCount / steps.length) * 100} aria-label={t('setup.progress', { done: doneCount, total: steps.length })} />
      <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {steps.map(({ step, done: stepDone }, index) => (
          <Card key={step} component="li" withBorder padding="md" data-testid={`setup-step-${step}`} data-done={stepDone}>
            <Group align="flex-start" wrap="nowrap" gap="md">
              <ThemeIcon radius="xl" size="lg" color={stepDone ? 'green' : 'gray'} variant={stepDone ? 'filled' : 'light'} aria-hidden="true">
                {stepDone ? '✓' : index + 1}
              </ThemeIcon>
              <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                <Title order={2} size="h5">
                  {t(`setup.steps.${step}.title`)}
                </Title>
                <Text size="sm" c="dimmed">
                  {t(`setup.steps.${step}.text`)}
                </Text>
                <Text size="sm" fw={600} c={stepDone ? 'green.9' : 'dark.6'}>
                  {stepDone ? t('setup.done') : t('setup.open')}
                </Text>
                <Group gap="md">
                  {STEP_LINKS[step as Exclude<SetupStep, 'publish'>].map((to, linkIndex) => (
                    <Anchor key={to} component={AppLink} to={to} size="sm">
                      {t(`setup.steps.${step}.link${linkIndex === 0 ? '' : linkIndex + 1}`)}
                    </Anchor>
                  ))}
                </Group>
              </Stack>
            </Group>
          </Card>
        ))}
      </Stack>
      <Card withBorder padding="md" data-testid="setup-step-publish">
        <Stack gap="sm">
          <Title order={2} size="h5">
            {t('setup.steps.publish.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {setup.data.published ? t('setup.steps.publish.doneText') : t('setup.steps.publish.text')}
          </Text>
          {!setup.data.published && open.length > 0 ? (
            <Alert color="yellow" id={openId} title={t('setup.openBefore')}>
              <List size="sm">
                {open.map((step) => (
                  <List.Item key={step}>{t(`setup.steps.${step}.title`)}</List.Item>
                ))}
              </List>
            </Alert>
          ) : null}
          {setup.data.published ? null : (
            <Group>
              <Button
                onClick={() => publish.mutate()}
                loading={publish.isPending}
                disabled={open.length > 0}
                aria-describedby={open.length > 0 ? openId : undefined}
              >
                {t('setup.publish')}
              </Button>
            </Group>
          )}
          <ActionError error={publish.error} />
          {setup.data.published ? (
            <Anchor component={AppLink} to="/" size="sm">
              {t('setup.viewSite')}
            </Anchor>
          ) : null}
        </Stack>
      </Card>
    </Stack>
  );
}
