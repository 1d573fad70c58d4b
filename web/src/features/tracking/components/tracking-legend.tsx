import { Stack } from '@mantine/core';
import { IconAntenna, IconCar, IconPick, IconTruck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Legend, locationCodesEntry, useLocationCodesWords, useRowColorEntry } from '../../../components/legend';
import { DayCodeLegend } from './day-codes';

/** What the equipment cell's icons, a tinted row and the location codes mean. */
function MarksLegend() {
  const { t } = useTranslation('tracking');
  const locationCodes = useLocationCodesWords();
  const rowColor = useRowColorEntry();
  const icon = (key: string, Icon: typeof IconCar) => ({
    key,
    marker: <Icon size={18} />,
    label: t(`icons.${key}`),
  });
  return (
    <Legend
      title={t('legend.marks')}
      entries={[
        icon('car', IconCar),
        icon('truck', IconTruck),
        icon('radio', IconAntenna),
        icon('mine', IconPick),
        rowColor,
        locationCodesEntry(locationCodes),
      ]}
    />
  );
}

/** The week's legends above its table: the day codes, then the icons and colours. */
export function TrackingLegend() {
  return (
    <Stack gap={4}>
      <DayCodeLegend />
      <MarksLegend />
    </Stack>
  );
}
