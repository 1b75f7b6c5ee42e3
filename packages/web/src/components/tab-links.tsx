import { Group } from '@mantine/core';
import { Link } from 'react-router';

export interface TabLink {
  to: string;
  label: string;
  /** Other path prefixes on which this tab is the current one. */
  alsoActiveOn?: readonly string[];
}

function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** Whether the tab is the current one for this path. */
export function isTabActive(tab: TabLink, pathname: string): boolean {
  return [tab.to, ...(tab.alsoActiveOn ?? [])].some((prefix) => isUnder(pathname, prefix));
}

/**
 * Links between the parts of an area, drawn as tabs. They are links (not a tablist): each goes to
 * its own address, and the current one carries aria-current="page".
 */
export function TabLinks({
  tabs,
  label,
  pathname,
}: {
  tabs: readonly TabLink[];
  label: string;
  pathname: string;
}) {
  return (
    <Group
      component="nav"
      aria-label={label}
      gap={0}
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      {tabs.map((tab) => {
        const active = isTabActive(tab, pathname);
        return (
          <Link
            key={tab.to}
            to={tab.to}
            aria-current={active ? 'page' : undefined}
            style={{
              padding: 'var(--mantine-spacing-xs) var(--mantine-spacing-md)',
              marginBottom: -1,
              borderBottom: `2px solid ${active ? 'var(--mantine-primary-color-filled)' : 'transparent'}`,
              color: active ? 'var(--mantine-color-text)' : 'var(--mantine-color-dimmed)',
              fontWeight: active ? 600 : 400,
              textDecoration: 'none',
            }}
          >
            {tab.label}
          </Link>
        );
      })}
    </Group>
  );
}
