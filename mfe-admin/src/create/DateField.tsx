import { IconCalendar } from '@tabler/icons-react';
import { DateInput } from 'shared-ui/admin-inputs';
import type { Ref } from 'react';
import { DAY_MONTH_YEAR, DAY_MONTH_YEAR_HINT, parseDayMonthYear } from './day-month-year';
import { DESCRIPTION_BELOW } from './field-layout';

interface DateFieldProps {
  label: string;
  required?: boolean;
  name: string;
  /** `YYYY-MM-DD`, or empty. */
  value: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  error?: string | undefined;
}

/**
 * A certificate date, typed day first (dd/mm/yyyy) or picked in a calendar, held by the form as
 * `YYYY-MM-DD` (empty when blank). Emptying the field empties the value, so a required date left
 * blank gets its message.
 */
export function DateField({ label, required = false, name, value, onChange, onBlur, inputRef, error }: DateFieldProps) {
  return (
    <DateInput
      label={label}
      required={required}
      description={DAY_MONTH_YEAR_HINT}
      inputWrapperOrder={DESCRIPTION_BELOW}
      placeholder={DAY_MONTH_YEAR_HINT}
      valueFormat={DAY_MONTH_YEAR}
      dateParser={parseDayMonthYear}
      allowDeselect
      clearable={!required}
      leftSection={<IconCalendar size={16} aria-hidden="true" />}
      leftSectionPointerEvents="none"
      name={name}
      ref={inputRef}
      value={value || null}
      onChange={(date) => onChange(date ?? '')}
      onBlur={onBlur}
      error={error}
    />
  );
}
