import { Badge, Group, List, Text } from '@mantine/core';
import type { GovernanceOverview } from '@stroomlijn/domain';
import { useDateFormat } from '../../../lib/dates';
import { useTranslation } from '../../../lib/translation';
import { acknowledgementReportPath } from '../acknowledgement-report-link';
import { PROCESS_MODEL_AREA } from '../area';
import { processModelName } from '../process-model-text';
import { ModelLink } from './governance-section';
import { ReviewStateBadge } from './review-state-badge';

type Lines = Omit<GovernanceOverview, 'at'>;
type Line<K extends keyof Lines> = Lines[K][number];

const DAY_MS = 24 * 60 * 60 * 1000;
const editorPath = (id: string) => `${PROCESS_MODEL_AREA}/${encodeURIComponent(id)}`;

/** A model without owner or manager: the link opens the editor's model information, where both are chosen. */
export function MissingRolesLine({ line }: { line: Line<'withoutOwnerOrManager'> }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs">
      <ModelLink to={`${editorPath(line.id)}/edit`} name={line.name} />
      {line.ownerMissing && (
        <Badge size="sm" variant="light" color="orange">
          {t('governance.owner-missing')}
        </Badge>
      )}
      {line.managerMissing && (
        <Badge size="sm" variant="light" color="orange">
          {t('governance.manager-missing')}
        </Badge>
      )}
    </Group>
  );
}

/** A review coming up, due or overdue: its state, its date and the model's interval. */
export function ReviewLine({ line }: { line: Line<'reviews'> }) {
  const { t } = useTranslation();
  const { date } = useDateFormat();
  return (
    <Group gap="xs">
      <ModelLink to={editorPath(line.id)} name={line.name} />
      <ReviewStateBadge state={line.state} />
      <Text size="sm">
        {t('governance.review-date', { date: date(line.reviewDate) })} ·{' '}
        {t('governance.interval', { count: line.reviewIntervalMonths })}
      </Text>
    </Group>
  );
}

/** A working copy with changes unpublished for a long time: since when, and how many days that is. */
export function StaleWorkingCopyLine({ line, at }: { line: Line<'staleWorkingCopies'>; at: number }) {
  const { t } = useTranslation();
  const { date } = useDateFormat();
  const days = Math.floor((at - line.unpublishedSince) / DAY_MS);
  return (
    <Group gap="xs">
      <ModelLink to={editorPath(line.id)} name={line.name} />
      <Text size="sm">
        {t('governance.unpublished-since', { date: date(line.unpublishedSince), count: days })}
      </Text>
    </Group>
  );
}

/**
 * A published model's confirmations of its latest revision: how many of those asked confirmed having read
 * it, linking to who did and who did not.
 */
export function ConfirmationLine({ line }: { line: Line<'confirmations'> }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs">
      <ModelLink to={acknowledgementReportPath(line.id, line.revision)} name={line.name} />
      <Text size="sm">
        {line.share === null
          ? t('governance.nobody-asked', { revision: line.revision })
          : t('governance.confirmed', {
              revision: line.revision,
              confirmed: line.confirmed,
              asked: line.asked,
              percent: Math.round(line.share * 100),
            })}
      </Text>
    </Group>
  );
}

/** A published model opening older revisions of subprocesses: each with the revision used and the latest. */
export function OutdatedSubprocessesLine({ line }: { line: Line<'outdatedSubprocesses'> }) {
  const { t } = useTranslation();
  return (
    <>
      <ModelLink to={editorPath(line.id)} name={line.name} />
      <List size="sm" withPadding listStyleType="circle">
        {line.subprocesses.map((subprocess) => (
          <List.Item key={subprocess.id}>
            {t('governance.subprocess', {
              name: processModelName(t, { info: { name: subprocess.name, description: '' } }),
              used: subprocess.usedRevision,
              latest: subprocess.latestRevision,
            })}
          </List.Item>
        ))}
      </List>
    </>
  );
}
