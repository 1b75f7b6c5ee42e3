import '@mantine/dates/styles.css';
import { DateInput, DatesProvider } from '@mantine/dates';
import { formatDayMonthYearDate, formatIsoDate, parseDayMonthYear, parseIsoDate } from '@stroomlijn/domain';
// The Dutch month and day names of the calendar (DatesProvider's locale 'nl').
import 'dayjs/locale/nl';
import { useState } from 'react';
import { useTranslation } from '../../lib/translation';

/** Today as 'dd-MM-yyyy', in local time. */
export function today(): string {
  const now = new Date();
  return formatDayMonthYearDate({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() });
}

const toIso = (text: string) => {
  const date = parseDayMonthYear(text);
  return date ? formatIsoDate(date) : null;
};

/**
 * I18N-06..I18N-08: one date (no ranges) picked or typed as day-month-year, the calendar in the user's
 * language. Emptied, it says 'invalid date' and falls back to today. Escape closes the open calendar
 * only, not the dialog around it.
 */
export function DayMonthYearInput({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  /** 'dd-MM-yyyy'. */
  value: string;
  onChange: (value: string) => void;
  error?: React.ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const [emptied, setEmptied] = useState(false);
  const [picking, setPicking] = useState(false);
  const language = i18n.resolvedLanguage === 'nl' ? 'nl' : 'en';
  return (
    <DatesProvider settings={{ locale: language, firstDayOfWeek: 1 }}>
      <DateInput
        label={label}
        withAsterisk
        valueFormat="DD-MM-YYYY"
        placeholder={t('actions.field.date-placeholder')}
        value={toIso(value)}
        dateParser={(text) => {
          const date = parseDayMonthYear(text.trim());
          return date ? formatIsoDate(date) : null;
        }}
        onChange={(iso) => {
          const date = iso === null ? null : parseIsoDate(iso.slice(0, 10));
          setEmptied(date === null);
          onChange(date ? formatDayMonthYearDate(date) : today());
        }}
        onBlur={(event) => {
          // No date (or none that reads as one) picked: 'invalid date', and today instead.
          const typed = event.currentTarget.value.trim();
          if (typed === '' || parseDayMonthYear(typed) === null) {
            setEmptied(true);
            onChange(today());
          }
        }}
        error={emptied ? t('field.invalid-date') : error}
        // Escape while the calendar is open closes only the calendar: Mantine's dialogs leave an Escape
        // alone whose target says so, as its selects do while their list is open.
        data-mantine-stop-propagation={picking || undefined}
        popoverProps={{
          withinPortal: true,
          onOpen: () => setPicking(true),
          onClose: () => setPicking(false),
        }}
      />
    </DatesProvider>
  );
}
