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

/** The menu itself, loaded by DeferredMenu. */
export default function LoadedMenu({ target, label, entries, defaultOpened, dropdownTestId }: LoadedMenuProps) {
  return (
    <Menu position="bottom-end" withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown data-testid={dropdownTestId}>
        {label ? <Menu.Label>{label}</Menu.Label> : null}
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
