import { isCalendarDate } from 'shared-ui/forms';

/**
 * What an admin types in a date field, as the form's `YYYY-MM-DD`, or null while it is not (yet) a
 * date. Dates are written day first here (dd/mm/yyyy, with `/`, `-` or `.`); an ISO date is taken
 * as it is, since that is what the CSV files and the server use.
 */
export function parseDayMonthYear(text: string): string | null {
  const value = text.trim();
  if (isCalendarDate(value)) return value;
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  if (!match) return null;
  const iso = `${match[3]}-${match[2]!.padStart(2, '0')}-${match[1]!.padStart(2, '0')}`;
  return isCalendarDate(iso) ? iso : null;
}

/** The display format of the date fields, in dayjs's notation, and the same as a hint. */
export const DAY_MONTH_YEAR = 'DD/MM/YYYY';
export const DAY_MONTH_YEAR_HINT = 'dd/mm/yyyy';
