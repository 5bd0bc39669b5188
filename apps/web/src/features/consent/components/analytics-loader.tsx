import { useEffect } from 'react';
import { useConsent } from '../consent-store.ts';
import { denyTagManager, loadTagManager } from '../tag-manager.ts';

/** Loads the tag manager once the visitor accepted, if an id is configured; renders nothing. */
export function AnalyticsLoader({ tagManagerId }: { tagManagerId: string | null | undefined }) {
  const { choice } = useConsent();
  useEffect(() => {
    if (choice === 'accepted' && tagManagerId) loadTagManager(tagManagerId);
    if (choice === 'rejected') denyTagManager();
  }, [choice, tagManagerId]);
  return null;
}
