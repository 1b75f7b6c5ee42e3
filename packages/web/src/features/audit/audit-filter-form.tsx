import '@mantine/dates/styles.css';
import { Button, Group, SimpleGrid, TextInput } from '@mantine/core';
import { DateInput, DatesProvider } from '@mantine/dates';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, formatIsoDate, parseDayMonthYear } from '@stroomlijn/domain';
// The Dutch month and day names of the calendar (DatesProvider's locale 'nl').
import 'dayjs/locale/nl';
import { useEffect, useState } from 'react';
import { SearchableSelect } from '../../components';
import { useTranslation } from '../../lib/translation';
import type { Person } from './audit-api';
import type { AuditFilters } from './audit-filters';

export interface AuditFilterFormProps {
  filters: AuditFilters;
  onChange: (filters: AuditFilters) => void;
  people: { data: Person[] | undefined; isPending: boolean; isError: boolean };
}

const sorted = (options: { value: string; label: string }[]) =>
  options.sort((a, b) => a.label.localeCompare(b.label));

/**
 * The filters of the audit trail: person, kind of entity, entity id, action and period. A choice applies
 * at once (and goes back to the first page); the entity id applies on Enter or on leaving the field.
 */
export function AuditFilterForm({ filters, onChange, people }: AuditFilterFormProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage === 'nl' ? 'nl' : 'en';
  const [entityId, setEntityId] = useState(filters.entityId);
  useEffect(() => setEntityId(filters.entityId), [filters.entityId]);
  const set = (change: Partial<AuditFilters>) => onChange({ ...filters, ...change, page: 1 });
  const applyEntityId = () => {
    if (entityId.trim() !== filters.entityId) set({ entityId: entityId.trim() });
  };
  const personOptions = (people.data ?? []).map((person) => ({
    value: person.id,
    label: person.email && person.email !== person.name ? `${person.name} (${person.email})` : person.name,
  }));
  // A person no longer in the list (deleted, or from a link) is still shown as the filter.
  if (filters.person && !personOptions.some((option) => option.value === filters.person))
    personOptions.push({
      value: filters.person,
      label: t('audit.filter.unknown-person', { id: filters.person }),
    });
  const dateProps = {
    clearable: true,
    valueFormat: 'DD-MM-YYYY',
    placeholder: t('audit.filter.date-placeholder'),
    dateParser: (text: string) => {
      const date = parseDayMonthYear(text.trim());
      return date ? formatIsoDate(date) : null;
    },
    clearButtonProps: { 'aria-label': t('audit.filter.clear-date') },
    // Mantine greys the days of the months around and reddens weekends, both below AA contrast (2.1:1 and
    // 3.3:1): the calendar shows the month's own days only, all alike.
    hideOutsideDates: true,
    weekendDays: [],
    // The calendar's arrows and headings have names of their own in the user's language.
    ariaLabels: {
      nextMonth: t('audit.filter.calendar.next-month'),
      previousMonth: t('audit.filter.calendar.previous-month'),
      nextYear: t('audit.filter.calendar.next-year'),
      previousYear: t('audit.filter.calendar.previous-year'),
      nextDecade: t('audit.filter.calendar.next-decade'),
      previousDecade: t('audit.filter.calendar.previous-decade'),
      monthLevelControl: t('audit.filter.calendar.month-level'),
      yearLevelControl: t('audit.filter.calendar.year-level'),
    },
    popoverProps: { withinPortal: true },
  };
  const toBeforeFrom = filters.from !== '' && filters.to !== '' && filters.to < filters.from;
  return (
    <DatesProvider settings={{ locale: language, firstDayOfWeek: 1 }}>
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="sm"
        role="search"
        aria-label={t('audit.filter.label')}
      >
        <SearchableSelect
          label={t('audit.filter.person')}
          placeholder={t('audit.filter.all')}
          data={personOptions}
          value={filters.person || null}
          onChange={(value) => set({ person: value ?? '' })}
          clearable
          loading={people.isPending && !people.isError}
          failed={people.isError}
        />
        <SearchableSelect
          label={t('audit.filter.entity')}
          placeholder={t('audit.filter.all')}
          data={sorted(AUDIT_ENTITIES.map((value) => ({ value, label: t(`audit.entity.${value}`) })))}
          value={filters.entity || null}
          onChange={(value) => set({ entity: (value ?? '') as AuditFilters['entity'] })}
          clearable
        />
        <TextInput
          label={t('audit.filter.entity-id')}
          value={entityId}
          onChange={(event) => setEntityId(event.currentTarget.value)}
          onBlur={applyEntityId}
          onKeyDown={(event) => {
            if (event.key === 'Enter') applyEntityId();
          }}
          maxLength={200}
          autoComplete="off"
        />
        <SearchableSelect
          label={t('audit.filter.action')}
          placeholder={t('audit.filter.all')}
          data={sorted(AUDIT_ACTIONS.map((value) => ({ value, label: t(`audit.action.${value}`) })))}
          value={filters.action || null}
          onChange={(value) => set({ action: (value ?? '') as AuditFilters['action'] })}
          clearable
        />
        <DateInput
          {...dateProps}
          label={t('audit.filter.from')}
          value={filters.from || null}
          onChange={(value) => set({ from: value ? value.slice(0, 10) : '' })}
        />
        <DateInput
          {...dateProps}
          label={t('audit.filter.to')}
          value={filters.to || null}
          onChange={(value) => set({ to: value ? value.slice(0, 10) : '' })}
          error={toBeforeFrom ? t('audit.filter.to-before-from') : undefined}
        />
      </SimpleGrid>
      <Group>
        <Button
          variant="default"
          onClick={() =>
            onChange({ person: '', entity: '', entityId: '', action: '', from: '', to: '', page: 1 })
          }
        >
          {t('audit.filter.clear')}
        </Button>
      </Group>
    </DatesProvider>
  );
}
