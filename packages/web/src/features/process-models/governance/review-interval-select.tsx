import { Select } from '@mantine/core';
import { REVIEW_INTERVAL_CHOICES, reviewDate, reviewState } from '@stroomlijn/domain';
import { useDateFormat } from '../../../lib/dates';
import { useTranslation } from '../../../lib/translation';

const NONE = 'none';

/** The offered intervals in months; a stored one outside the choices (e.g. 18) is offered as well. */
export function reviewIntervalChoices(current: number | null): number[] {
  const choices: number[] = [...REVIEW_INTERVAL_CHOICES];
  if (current !== null && !choices.includes(current)) choices.push(current);
  return choices.sort((a, b) => a - b);
}

export interface ReviewIntervalSelectProps {
  /** Months between reviews; null: none. */
  value: number | null;
  onChange: (months: number | null) => void;
  /** The model's latest publish, from which the review date counts; null before the first. */
  publishedAt: number | null;
}

/**
 * "Review every" in the model information: none or a number of months. Below it the
 * next review date as the chosen interval gives it, counted from the latest publish.
 */
export function ReviewIntervalSelect({ value, onChange, publishedAt }: ReviewIntervalSelectProps) {
  const { t } = useTranslation();
  const { date } = useDateFormat();
  const data = [
    { value: NONE, label: t('editor-dialogs.info.none') },
    ...reviewIntervalChoices(value).map((months) => ({
      value: String(months),
      label: t('editor-dialogs.info.review-interval-months', { count: months }),
    })),
  ];
  const next = reviewDate(publishedAt, value);
  const state = next === null ? undefined : reviewState(next, Date.now());
  let description: string | undefined;
  if (next !== null)
    description = state
      ? t('editor-dialogs.info.next-review-state', {
          date: date(next),
          state: t(`governance.state.${state}`),
        })
      : t('editor-dialogs.info.next-review', { date: date(next) });
  else if (value !== null) description = t('editor-dialogs.info.review-after-publish');

  return (
    <Select
      label={t('editor-dialogs.info.review-interval')}
      data={data}
      value={value === null ? NONE : String(value)}
      onChange={(chosen) => {
        if (chosen) onChange(chosen === NONE ? null : Number(chosen));
      }}
      allowDeselect={false}
      description={description}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      data-testid="review-interval"
    />
  );
}
