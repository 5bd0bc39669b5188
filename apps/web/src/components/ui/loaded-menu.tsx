import { Menu } from '@mantine/core';
import { Fragment, type ReactElement } from 'react';
import { AppLink } from './app-link.tsx';

export type MenuEntry = {
  key: string;
  label: string;
  /** A link inside the app; otherwise `onClick` acts. */
  to?: string;
  onClick?: () => void;
  color?: string;
  /** A line above this entry. */
  dividerBefore?: boolean;
  lang?: string;
  current?: boolean;
};

type LoadedMenuProps = { target: ReactElement; label?: string; entries: MenuEntry[]; defaultOpened: boolean; dropdownTestId?: string };

/**
 * The menu itself, loaded by DeferredMenu. NOTE: its dropdown goes into the page's main landmark
 * (in the body, it was content outside every landmark; in the header, whose backdrop blur makes it
 * the dropdown's frame, it was clipped), and has no Mantine focus placeholder (a bare focusable div
 * is no child a menu may have): opened, the focus goes to the first entry, as the menu pattern has
 * it. On a phone the dropdown stays within the screen, and a long e-mail in its label wraps.
 */
export default function LoadedMenu({ target, label, entries, defaultOpened, dropdownTestId }: LoadedMenuProps) {
  return (
    <Menu position="bottom-end" portalProps={{ target: '#main' }} withInitialFocusPlaceholder={false} defaultOpened={defaultOpened}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown data-testid={dropdownTestId} maw="calc(100vw - 16px)">
        {label ? <Menu.Label style={{ overflowWrap: 'anywhere' }}>{label}</Menu.Label> : null}
        {entries.map((entry) => (
          <Fragment key={entry.key}>
            {entry.dividerBefore ? <Menu.Divider /> : null}
            {entry.to ? (
              <Menu.Item
                component={AppLink}
                to={entry.to}
                color={entry.color}
                lang={entry.lang}
                aria-current={entry.current ? 'true' : undefined}
                fw={entry.current ? 700 : undefined}
              >
                {entry.label}
              </Menu.Item>
            ) : (
              <Menu.Item
                onClick={entry.onClick}
                color={entry.color}
                lang={entry.lang}
                aria-current={entry.current ? 'true' : undefined}
                fw={entry.current ? 700 : undefined}
              >
                {entry.label}
              </Menu.Item>
            )}
          </Fragment>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
