import { Button, List, Stack, Text } from '@mantine/core';
import type { AuditChange } from '@stroomlijn/domain';
import { useId, useState } from 'react';
import { useDateFormat } from '../../lib/dates';
import { useTranslation } from '../../lib/translation';

/** One changed field: its value before and after (undefined: it had none on that side). */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
  /** Whether the entity existed before and after: a created one has no 'before', a deleted one no 'after'. */
  existedBefore: boolean;
  existsAfter: boolean;
}

/** The changed fields of an entry, in the order the server wrote them. */
export function fieldChanges(change: AuditChange): FieldChange[] {
  const before = change.before ?? {};
  const after = change.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.map((field) => ({
    field,
    before: before[field],
    after: after[field],
    existedBefore: change.before !== null,
    existsAfter: change.after !== null,
  }));
}

/** Fields shown before 'Show all'; a value longer than `LONG` is cut until then. */
const SHOWN = 3;
const LONG = 120;

/** A time of the API (`updatedAt`, `publishedAt` …: ms since 1970) is shown as a date and time. */
const isTime = (field: string, value: unknown) =>
  /At$/.test(field) && typeof value === 'number' && Number.isInteger(value) && value > 0;

function valueText(field: string, value: unknown, empty: string, dateTime: (at: number) => string): string {
  if (value === undefined || value === null || value === '') return empty;
  if (isTime(field, value)) return dateTime(value as number);
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

const cut = (text: string) => (text.length > LONG ? `${text.slice(0, LONG - 1)}…` : text);

/**
 * The change of an audit entry, readable: each changed field as 'field: before → after' (a created
 * entity's fields with their new values, a deleted one's with their last ones; times as dates in the
 * user's language). A long change shows its
 * first fields and a button that opens the rest.
 */
export function AuditChangeView({ change }: { change: AuditChange }) {
  const { t } = useTranslation();
  const { dateTime } = useDateFormat();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const changes = fieldChanges(change);
  if (changes.length === 0) return <Text size="sm">{t('audit.change.none')}</Text>;
  const empty = t('audit.change.empty');
  const texts = changes.map((each) => ({
    ...each,
    before: valueText(each.field, each.before, empty, dateTime),
    after: valueText(each.field, each.after, empty, dateTime),
  }));
  const long = texts.length > SHOWN + 1 || texts.some((each) => `${each.before}${each.after}`.length > LONG);
  const shown = long && !open ? texts.slice(0, SHOWN) : texts;
  const show = (text: string) => (long && !open ? cut(text) : text);
  return (
    <Stack gap={4} align="flex-start">
      <List size="sm" spacing={2} listStyleType="none" id={listId} data-testid="audit-change">
        {shown.map((each) => (
          <List.Item key={each.field} style={{ overflowWrap: 'anywhere' }}>
            <Text span size="sm" fw={600}>
              {each.field}
            </Text>
            {': '}
            {each.existedBefore && show(each.before)}
            {each.existedBefore && each.existsAfter && ' → '}
            {each.existsAfter && show(each.after)}
          </List.Item>
        ))}
      </List>
      {long && (
        <Button
          variant="subtle"
          size="compact-sm"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((was) => !was)}
        >
          {open ? t('audit.change.less') : t('audit.change.all', { count: texts.length })}
        </Button>
      )}
    </Stack>
  );
}
