import { Stack, Text } from '@mantine/core';
import { type AuditActor, type AuditEntry, displayName } from '@stroomlijn/domain';
import type { TFunction } from 'i18next';
import type { VirtualColumn } from '../../components';
import { AuditChangeView } from './audit-change-view';

/** Who did it: the user's name at the time, or the system, a feed's key, an anonymous caller. */
export function actorText(t: TFunction, actor: AuditActor): string {
  switch (actor.kind) {
    case 'user':
      return actor.name || (actor.id ?? '');
    case 'system':
      return t('audit.actor.system');
    case 'feed-key':
      return t('audit.actor.feed-key');
    default:
      return actor.name ? t('audit.actor.anonymous-named', { name: actor.name }) : t('audit.actor.anonymous');
  }
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/**
 * The entity's name: a user's from the people list, else as the change shows it (its name, subject or
 * title; a person's whole name only where the change has the whole entity, created or deleted: an update
 * has the changed fields only).
 */
export function entityName(entry: AuditEntry, people: ReadonlyMap<string, string>): string | null {
  const known = entry.entity === 'user' ? people.get(entry.entityId) : undefined;
  if (known) return known;
  const whole = entry.change.before === null || entry.change.after === null;
  for (const side of [entry.change.after, entry.change.before]) {
    if (!side) continue;
    const named = text(side.name) ?? text(side.subject) ?? text(side.title);
    if (named) return named;
    if (!whole) continue;
    const person = displayName({
      firstName: text(side.firstName) ?? '',
      preposition: text(side.preposition) ?? '',
      lastName: text(side.lastName) ?? '',
    });
    if (person) return person;
    if (text(side.email)) return side.email as string;
  }
  return null;
}

/** The columns of the audit trail: time, who, address, entity, action and the change. */
export function auditColumns(
  t: TFunction,
  dateTime: (at: number) => string,
  people: ReadonlyMap<string, string>,
): VirtualColumn<AuditEntry>[] {
  return [
    { id: 'time', header: t('audit.column.time'), cell: (entry) => dateTime(entry.at), width: '12%' },
    {
      id: 'actor',
      header: t('audit.column.actor'),
      cell: (entry) => actorText(t, entry.actor),
      width: '14%',
    },
    { id: 'address', header: t('audit.column.address'), cell: (entry) => entry.address, width: '10%' },
    {
      id: 'entity',
      header: t('audit.column.entity'),
      width: '18%',
      cell: (entry) => {
        const name = entityName(entry, people);
        return (
          <Stack gap={0}>
            <Text size="sm">{t(`audit.entity.${entry.entity}`)}</Text>
            {name && <Text size="sm">{name}</Text>}
            {entry.entityId && (
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {entry.entityId}
              </Text>
            )}
          </Stack>
        );
      },
    },
    {
      id: 'action',
      header: t('audit.column.action'),
      cell: (entry) => t(`audit.action.${entry.action}`),
      width: '10%',
    },
    {
      id: 'change',
      header: t('audit.column.change'),
      cell: (entry) => <AuditChangeView change={entry.change} />,
    },
  ];
}
