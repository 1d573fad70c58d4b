import { VisuallyHidden } from '@mantine/core';
import { dayCodeNames, isDayCode, type DayCode } from '@fleet-ops/shared';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Legend } from '../../../components/legend';
import classes from './day-codes.module.css';
import { dateTimeFormat } from '../../../lib/intl-formats';

/** In Town green, Out of Town blue, Spare yellow, No Charge grey: a colour and a letter, never a colour alone. */
const codeClass: Record<DayCode, string | undefined> = {
  0: classes.noCharge,
  1: classes.inTown,
  2: classes.spare,
  3: classes.outOfTown,
};

/** The order the legend and the inline choice list the codes in. */
const codeOrder: DayCode[] = [1, 3, 2, 0];

function dayCodeOf(code: unknown): DayCode {
  return isDayCode(code) ? code : 0;
}

/** A day's code as a small coloured letter; its full name is read out and shown on hover. */
export function DayCodeChip({ code }: { code: unknown }) {
  const { t } = useTranslation('tracking');
  const known = dayCodeOf(code);
  const name = t(`codes.${dayCodeNames[known]}`);
  return (
    <span className={`${classes.chip} ${codeClass[known]}`} title={name}>
      <span aria-hidden>{t(`codeLetters.${dayCodeNames[known]}`)}</span>
      <VisuallyHidden>{name}</VisuallyHidden>
    </span>
  );
}

/**
 * The inline editor's choice for one day, as narrow as the chip it shows: the browser's own
 * list (full names) lies invisible over the chip, so it opens, reads and types like any select.
 */
export function DayCodeSelect({
  value,
  label,
  onChange,
}: {
  value: DayCode;
  label: string;
  onChange: (code: DayCode) => void;
}) {
  const { t } = useTranslation('tracking');
  return (
    <span className={classes.picker}>
      <DayCodeChip code={value} />
      <IconChevronDown size={12} aria-hidden />
      <select
        className={classes.nativeSelect}
        aria-label={label}
        value={String(value)}
        onChange={(event) => {
          const code = Number(event.currentTarget.value);
          if (isDayCode(code)) onChange(code);
        }}
      >
        {codeOrder.map((code) => (
          <option key={code} value={String(code)}>
            {t(`codes.${dayCodeNames[code]}`)}
          </option>
        ))}
      </select>
    </span>
  );
}

/** What each day letter means, shown above the week. */
export function DayCodeLegend() {
  const { t } = useTranslation('tracking');
  const entries = codeOrder.map((code) => ({
    key: String(code),
    marker: <span className={`${classes.chip} ${codeClass[code]}`}>{t(`codeLetters.${dayCodeNames[code]}`)}</span>,
    label: t(`codes.${dayCodeNames[code]}`),
  }));
  return <Legend title={t('legend.title')} entries={entries} />;
}

/** A day column's header on two short lines ("Sun" over "22"), the full date for screen readers and on hover. */
export function DayHeader({ date, locale }: { date: string; locale: string }) {
  const day = new Date(`${date}T00:00:00Z`);
  const format = (options: Intl.DateTimeFormatOptions) =>
    dateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(day);
  const full = dayLabel(date, locale);
  return (
    <span className={classes.dayHeader} title={full}>
      <span aria-hidden>{format({ weekday: 'short' })}</span>
      <span aria-hidden>{format({ day: 'numeric' })}</span>
      <VisuallyHidden>{full}</VisuallyHidden>
    </span>
  );
}

/** "Sun, Nov 22": a day's name in labels. */
export function dayLabel(date: string, locale: string): string {
  return dateTimeFormat(locale, { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}
