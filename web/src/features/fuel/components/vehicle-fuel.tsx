import { Group, Paper, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingArea } from '../../../components/loading-area';
import { paths } from '../../../config/paths';
import { formatDate, formatNumber } from '../../../lib/format';
import { useFuelEconomy } from '../api/fuel';
import '../i18n';

const EconomyChart = lazy(() => import('./economy-chart'));

/** The Fuel list narrowed to one vehicle. */
export const vehicleFuelPath = (vehicleId: number) => `${paths.fuel}?vehicle_id=${vehicleId}`;

/** The words of the vehicle record's Fuel section, in the reader's language. */
export function useVehicleFuelWords() {
  const { t } = useTranslation('fuel');
  return { title: t('vehicleSection.title'), all: t('vehicleSection.all') };
}

/** A vehicle's litres/100 km over time (a chart) and its average, for the vehicle record. */
export function VehicleFuel({ vehicleId }: { vehicleId: number }) {
  const { t } = useTranslation('fuel');
  const economy = useFuelEconomy(vehicleId);
  if (economy.isError) return <Text size="sm">{t('loadError')}</Text>;
  if (!economy.data) return null;
  const { points, average_litres_per_100km: average } = economy.data.data;
  if (points.length === 0) return <Text size="sm">{t('vehicleSection.notEnough')}</Text>;
  return (
    <>
      {average !== null && (
        <Group>
          <Text fw={600}>{t('vehicleSection.average', { value: formatNumber(average) })}</Text>
        </Group>
      )}
      <Paper component="figure" m={0} aria-label={t('vehicleSection.chartLabel')}>
        <Suspense fallback={<LoadingArea minHeight={220} />}>
          <EconomyChart
            data={points.flatMap((point) =>
              point.litres_per_100km === null ? [] : [{ date: formatDate(point.date), value: point.litres_per_100km }],
            )}
            series={t('vehicleSection.series')}
          />
        </Suspense>
      </Paper>
    </>
  );
}
