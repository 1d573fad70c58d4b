import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { rowColorStyle } from './data-table/row-color';
// The legends' shared words load with the list screens that show them, not with every page.
import './legend-i18n';

/** One marker (a coloured letter, an icon, a code) and the words it stands for. */
export type LegendEntry = { key: string; marker: ReactNode; label: string };

/**
 * What a screen's codes, colours and icons mean, in a line above its table: every marker beside
 * its words. A note named by its title, so screen readers can find it; the markers themselves are
 * hidden from them, since the words say it all.
 */
export function Legend({ title, entries }: { title: string; entries: LegendEntry[] }) {
  return (
    <Group gap="md" wrap="wrap" role="note" aria-label={title}>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      {entries.map((entry) => (
        <Group key={entry.key} gap={6} wrap="nowrap">
          <span aria-hidden style={{ display: 'inline-flex', alignItems: 'center' }}>
            {entry.marker}
          </span>
          <Text size="sm">{entry.label}</Text>
        </Group>
      ))}
    </Group>
  );
}

/** An example of a tinted row, drawn as the table draws one. */
const sampleTint = rowColorStyle('#f59f00');

/** The legend's entry for the rows tinted with a colour someone chose (a vehicle's, or a driver's). */
export function useRowColorEntry(whose: 'vehicle' | 'driver' = 'vehicle'): LegendEntry {
  const { t } = useTranslation();
  return {
    key: 'row-color',
    marker: <span style={{ ...sampleTint, display: 'inline-block', width: 26, height: 18, borderRadius: 3 }} />,
    label: t(whose === 'vehicle' ? 'legend.rowColor' : 'legend.driverRowColor'),
  };
}

/** The Drivers list's legend: its rows carry the colour chosen on each driver's form. */
export function DriverRowColorLegend() {
  const { t } = useTranslation();
  return <Legend title={t('legend.title')} entries={[useRowColorEntry('driver')]} />;
}

/** A list's legend for what its rows carry besides text: a chosen colour and the location codes. */
export function RowColorLegend() {
  const { t } = useTranslation();
  const rowColor = useRowColorEntry();
  const locationCodes = useLocationCodesWords();
  return <Legend title={t('legend.title')} entries={[rowColor, locationCodesEntry(locationCodes)]} />;
}

/** The location codes' entry: words only, the codes are the marker. */
export function locationCodesEntry(label: string): LegendEntry {
  return { key: 'locations', marker: null, label };
}

/** The location codes' words (ZV, CR), for a Location header's tooltip. */
export function useLocationCodesWords(): string {
  const { t } = useTranslation();
  return t('legend.locations');
}
