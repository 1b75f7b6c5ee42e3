import { Badge } from '@mantine/core';
import type { BpmnImportOutcome } from '@stroomlijn/domain';
import { useTranslation } from '../../../lib/translation';

const COLOURS: Record<BpmnImportOutcome, string> = {
  kept: 'green',
  approximated: 'orange',
  'left-out': 'gray',
  refused: 'red',
};

/** What became of an element, as a word (the colour only repeats it). */
export function OutcomeBadge({ outcome }: { outcome: BpmnImportOutcome }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={COLOURS[outcome]} tt="none" miw="max-content" data-outcome={outcome}>
      {t(`bpmn-import.outcome.${outcome}`)}
    </Badge>
  );
}
