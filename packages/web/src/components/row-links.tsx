import { Anchor, Group, type MantineSpacing } from '@mantine/core';
import { Link } from 'react-router';

export interface RowLink {
  to: string;
  /** The short visible text, the same in every row ('Edit'). */
  label: string;
  /**
   * The accessible name: the visible text with the row's subject ('Edit Jan van Dijk'), so that a
   * screen reader's list of links tells the rows apart. It must contain `label` (WCAG 2.5.3 label in
   * name), so that speech input can use the visible text.
   */
  name: string;
  show: boolean;
}

/** A row's action links, side by side; each link is named after the row's subject. */
export function RowLinks({ links, gap = 'xs' }: { links: readonly RowLink[]; gap?: MantineSpacing }) {
  return (
    <Group gap={gap} wrap="nowrap">
      {links
        .filter((link) => link.show)
        .map((link) => (
          <Anchor key={link.to} component={Link} to={link.to} size="sm" aria-label={link.name}>
            {link.label}
          </Anchor>
        ))}
    </Group>
  );
}
