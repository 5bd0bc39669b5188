import { ActionIcon } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

const THRESHOLD_PX = 100;

/**
 * A button that appears after scrolling more than 100 px and brings the page back to the top. It
 * slides in with CSS (none with reduced motion): it is on every page, so it brings no transition code.
 */
export function BackToTop() {
  const { t } = useTranslation();
  const [scroll, scrollTo] = useWindowScroll();
  if (scroll.y <= THRESHOLD_PX) return null;
  return (
    <ActionIcon
      className="back-to-top"
      size="xl"
      radius="xl"
      variant="filled"
      aria-label={t('backToTop')}
      title={t('backToTop')}
      data-testid="back-to-top"
      onClick={() => scrollTo({ y: 0 })}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path d="M12 19V5M5 12l7-7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </ActionIcon>
  );
}
