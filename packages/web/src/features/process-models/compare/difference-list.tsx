import { List, Stack, Title } from '@mantine/core';
import { DIFFERENCE_KINDS, type DifferenceItem, type DifferenceKind } from '@stroomlijn/domain';
import { useId } from 'react';
import { useTranslation } from '../../../lib/translation';
import { type DefinitionName, differenceLine } from './difference-text';

export interface DifferenceListProps {
  changes: readonly DifferenceItem[];
  definition: DefinitionName;
  /** The level of the kinds' headings: 2 on a page of its own, 3 under a heading of the changes. */
  headingLevel?: 2 | 3;
}

/** The changes of a comparison grouped by kind (DIFFERENCE_KINDS order): a heading with the count, a line each. */
export function DifferenceList({ changes, definition, headingLevel = 2 }: DifferenceListProps) {
  const groups = DIFFERENCE_KINDS.map((kind) => ({
    kind,
    items: changes.filter((item) => item.kind === kind),
  })).filter((group) => group.items.length > 0);
  return (
    <Stack gap="lg" data-testid="difference-list">
      {groups.map((group) => (
        <DifferenceSection key={group.kind} {...group} definition={definition} level={headingLevel} />
      ))}
    </Stack>
  );
}

function DifferenceSection({
  kind,
  items,
  definition,
  level,
}: {
  kind: DifferenceKind;
  items: DifferenceItem[];
  definition: DefinitionName;
  level: 2 | 3;
}) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-testid={`difference-${kind}`}>
      <Title order={level} size="h4" id={headingId} mb="xs">
        {t('revision-compare.heading', { kind: t(`revision-compare.kind.${kind}`), count: items.length })}
      </Title>
      <List spacing={4}>
        {items.map((item, at) => (
          // Changes have no id of their own; the list is replaced as a whole.
          // biome-ignore lint/suspicious/noArrayIndexKey: a change's place is its identity here
          <List.Item key={at}>{differenceLine(t, item, definition, i18n.language)}</List.Item>
        ))}
      </List>
    </section>
  );
}
