import { useEffect } from 'react';
import { onConversion } from '../../../lib/conversions.ts';
import { useConsent } from '../consent-store.ts';
import { pushConversion } from '../conversion-event.ts';
import { denyTagManager, loadTagManager } from '../tag-manager.ts';

/**
 * Loads the tag manager once the visitor accepted, if an id is configured, and forwards the app's
 * conversions to it (only with consent); renders nothing.
 */
export function AnalyticsLoader({ tagManagerId }: { tagManagerId: string | null | undefined }) {
  const { choice } = useConsent();
  useEffect(() => onConversion((conversion) => void pushConversion(conversion)), []);
  useEffect(() => {
    if (choice === 'accepted' && tagManagerId) loadTagManager(tagManagerId);
    if (choice === 'rejected') denyTagManager();
  }, [choice, tagManagerId]);
  return null;
}
