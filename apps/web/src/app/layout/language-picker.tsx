import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@praxis/domain';
import { Button, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { rememberLanguage } from '../../lib/language.ts';

/**
 * Lists the languages by their own names; the choice is remembered and written to `?lang=`. The
 * button shows the code ("DE") and is named "Sprache: Deutsch (DE)" (the visible code in the name).
 */
export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const current = (LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as Language) : 'de';

  const choose = (language: Language) => {
    rememberLanguage(language);
    void i18n.changeLanguage(language);
    const params = new URLSearchParams(location.search);
    params.set('lang', language);
    void navigate({ pathname: location.pathname, search: `?${params}`, hash: location.hash }, { replace: true });
  };

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="subtle" size="compact-md" aria-label={t('language.current', { name: LANGUAGE_NAMES[current], code: current.toUpperCase() })} data-testid="language-picker">
          {current.toUpperCase()}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('language.label')}</Menu.Label>
        {LANGUAGES.map((language) => (
          <Menu.Item
            key={language}
            lang={language}
            onClick={() => choose(language)}
            aria-current={language === current ? 'true' : undefined}
            fw={language === current ? 700 : 400}
          >
            {LANGUAGE_NAMES[language]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
