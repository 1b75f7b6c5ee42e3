import './acknowledgements.css';
import type { Acknowledgement } from '@stroomlijn/domain';
import { formatDateTime } from '../../lib/dates';
import { useTranslation } from '../../lib/translation';

/**
 * What a task's revision is: the model, its number, who published and approved it, and the change note;
 * label beside value, on a phone label above value.
 */
export function RevisionFacts({
  acknowledgement,
  approvedBy,
}: {
  acknowledgement: Acknowledgement;
  approvedBy: string | null;
}) {
  const { t } = useTranslation();
  const { modelName, revision, publishedBy, publishedAt, changeNote } = acknowledgement;
  const rows: [string, string][] = [
    [t('acknowledgement.facts.model'), modelName || t('editor.placeholder.model')],
    [t('acknowledgement.facts.revision'), String(revision)],
    [
      t('acknowledgement.facts.published-by'),
      t('acknowledgement.facts.by-at', { name: publishedBy.name, time: formatDateTime(publishedAt) }),
    ],
    ...(approvedBy === null
      ? []
      : [[t('acknowledgement.facts.approved-by'), approvedBy] as [string, string]]),
    [t('acknowledgement.facts.change-note'), changeNote ?? t('acknowledgement.facts.no-change-note')],
  ];
  return (
    <dl className="ack-facts" data-testid="acknowledgement-facts">
      {rows.map(([label, value]) => (
        <div key={label} className="ack-fact">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
