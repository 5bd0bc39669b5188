import { practiceDate } from '@praxis/domain';
import { Anchor, Card, Stack, Title } from '@mantine/core';
import { lazy, Suspense, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../../components/ui/query-state.tsx';

// The form (and its schema) loads when asked for: most visitors find a time in the calendar.
const WaitlistForm = lazy(() => import('./waitlist-form.tsx').then((module) => ({ default: module.WaitlistForm })));

export interface WaitlistEntryProps {
  therapy: { id: number; name: string };
  arrangement: { id: number; durationMinutes: number };
  /** The therapist chosen on /book; null: any. */
  therapist: { id: number; name: string } | null;
  /** Staff book for customers and do not wait themselves: they see nothing. */
  viewer: { kind: 'guest' } | { kind: 'customer'; email: string; termsAccepted: boolean } | { kind: 'staff' };
}

/**
 * Below /book's calendar: "Nothing suitable? Put me on the waiting list", a quiet button that
 * opens the waiting-list form in place (focus moves to its heading), for guests and customers.
 */
export function WaitlistEntry(props: WaitlistEntryProps) {
  if (props.viewer.kind === 'staff') return null;
  // NOTE: its own boundary: the texts load with the page's other namespaces, and never hold up the calendar.
  return (
    <Suspense fallback={null}>
      <Entry {...props} viewer={props.viewer} />
    </Suspense>
  );
}

function Entry({ therapy, arrangement, therapist, viewer }: WaitlistEntryProps & { viewer: Exclude<WaitlistEntryProps['viewer'], { kind: 'staff' }> }) {
  const { t } = useTranslation('waitlist');
  const [open, setOpen] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);
  useLayoutEffect(() => {
    if (open) heading.current?.focus();
    else if (opened.current) opener.current?.focus();
    opened.current = open;
  }, [open]);
  if (!open) {
    return (
      <Anchor
        ref={opener}
        component="button"
        type="button"
        fw={600}
        ta="left"
        onClick={() => setOpen(true)}
        data-testid="waitlist-open"
        style={{ alignSelf: 'flex-start' }}
      >
        {t('entry.open')}
      </Anchor>
    );
  }
  return (
    <Card withBorder padding="lg" data-testid="waitlist-panel">
      <Stack gap="sm">
        <Title order={2} size="h4" ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
          {t('form.title')}
        </Title>
        <Suspense fallback={<LoadingState />}>
          <WaitlistForm
            therapy={therapy}
            arrangement={arrangement}
            therapist={therapist}
            who={viewer}
            today={practiceDate(new Date())}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      </Stack>
    </Card>
  );
}
