import { isCalendarDate } from '@fleet-ops/shared';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { useRef, useState, type InputEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format';
import { parseTypedDate } from '../../lib/typed-date';
import './inputs-i18n';

export type DateFieldProps = Omit<
  DateInputProps,
  'value' | 'onChange' | 'dateParser' | 'valueFormat' | 'fixOnBlur' | 'defaultValue'
> & {
  /** YYYY-MM-DD, '' for none, or the text typed when it is no date (as a form holds it). */
  value?: string;
  /**
   * YYYY-MM-DD for a date typed or picked, '' when emptied, and the typed text itself when it is
   * no date: a form's date check then refuses it, rather than saving an empty or an older date.
   */
  onChange: (value: string) => void;
};

/** "Dec 31, 2027" or "31 déc. 2027", and the same day as YYYY-MM-DD, for the field's message. */
function exampleDates() {
  const iso = `${new Date().getFullYear()}-12-31`;
  return { example: formatDate(iso), iso };
}

/**
 * Every date field of the app: shows the date in the reader's language and reads back what it
 * shows, figures year first, or a pick in the calendar (`parseTypedDate`). Text that is no date
 * stays in the box with a message saying what to type, instead of vanishing on blur. While the
 * calendar is open, Escape closes the calendar, not the dialog around it.
 */
export function DateField({
  value = '',
  onChange,
  error,
  onBlur,
  onFocus,
  onKeyDown,
  onClick,
  onInput,
  clearable = true,
  ...props
}: DateFieldProps) {
  const { t } = useTranslation();
  const [calendarOpen, setCalendarOpen] = useState(false);
  // What was typed since the last date was read or picked, and whether the field was left since.
  const [typed, setTyped] = useState('');
  const [left, setLeft] = useState(false);
  // A date typed keeps the calendar open (it follows the text); a day picked closes it.
  const typing = useRef(false);
  // A value this field did not send (a form reset) replaces any text left in the box.
  const [sent, setSent] = useState(value);
  const [seen, setSeen] = useState(value);
  const [generation, setGeneration] = useState(0);
  if (value !== seen) {
    setSeen(value);
    if (value !== sent) {
      setTyped('');
      if (!isCalendarDate(value)) setGeneration((current) => current + 1);
    }
  }

  const send = (next: string) => {
    setSent(next);
    onChange(next);
  };
  const date = isCalendarDate(value) ? value : null;
  const readable = typed.trim() === '' || parseTypedDate(typed) !== null;
  const editable = !props.disabled && !props.readOnly;

  const onTyping = (event: InputEvent<HTMLInputElement>) => {
    onInput?.(event);
    setLeft(false);
    setCalendarOpen(true);
    typing.current = true;
    queueMicrotask(() => {
      typing.current = false;
    });
    const text = event.currentTarget.value;
    setTyped(text);
    // A date the field reads reaches the form through DateInput's own onChange.
    if (text.trim() === '') send('');
    else if (parseTypedDate(text) === null) send(text);
  };

  return (
    <DateInput
      key={generation}
      valueFormat={(day) => formatDate(day)}
      dateParser={parseTypedDate}
      // A date read is rewritten as displayed on blur; text that is no date stays as typed.
      fixOnBlur={readable}
      popoverProps={{ withinPortal: true }}
      clearable={clearable && editable}
      clearButtonProps={{ 'aria-label': t('inputs.clearDate') }}
      data-mantine-stop-propagation={calendarOpen || undefined}
      {...props}
      value={date}
      error={left && !readable ? t('inputs.dateExample', exampleDates()) : error}
      onChange={(day) => {
        if (!typing.current) {
          setCalendarOpen(false);
          setTyped('');
        }
        send(day ?? '');
      }}
      onInput={onTyping}
      onFocus={(event) => {
        setCalendarOpen(true);
        onFocus?.(event);
      }}
      onClick={(event) => {
        setCalendarOpen(true);
        onClick?.(event);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setCalendarOpen(false);
        onKeyDown?.(event);
      }}
      onBlur={(event) => {
        setCalendarOpen(false);
        setLeft(true);
        onBlur?.(event);
      }}
    />
  );
}
