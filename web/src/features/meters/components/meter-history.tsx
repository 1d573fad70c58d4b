import { Button, Group, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { meterKinds, type MeterReading } from '@fleet-ops/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { importPath } from '../../../config/paths';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { TintedBadge } from '../../../components/tinted-badge';
import { useExportMeterReadings, useMeterReadings } from '../api/meter-readings';
import { MeterChart } from './meter-chart';
import { VoidDialog } from './void-dialog';
import '../i18n';

const perPage = 25;

function ReadingRow({ reading, onVoid }: { reading: MeterReading; onVoid: (reading: MeterReading) => void }) {
  const { t } = useTranslation('meters');
  const voided = reading.voided_at !== null;
  return (
    <Table.Tr style={voided ? { textDecoration: 'line-through', opacity: 0.6 } : undefined}>
      <Table.Td>{formatDateTime(reading.taken_at)}</Table.Td>
      <Table.Td>{t(`meters.${reading.meter}`)}</Table.Td>
      <Table.Td ta="right">{formatNumber(reading.value)}</Table.Td>
      <Table.Td>
        {t(`sources.${reading.source}`)}
        {reading.flagged && (
          <TintedBadge ml="xs" color="orange">
            {t('flagged')}
          </TintedBadge>
        )}
        {voided && (
          <Text size="xs" style={{ textDecoration: 'none' }}>
            {t('voided', { date: formatDateTime(reading.voided_at!), reason: reading.void_reason })}
          </Text>
        )}
      </Table.Td>
      <Table.Td>{reading.sent_by ?? ''}</Table.Td>
      <Table.Td>
        {!voided && (
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            aria-label={t('voidOf', { date: formatDateTime(reading.taken_at) })}
            onClick={() => onVoid(reading)}
          >
            {t('void')}
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * A vehicle's Meter history (issue 37): a small chart per meter, then every reading of both meters,
 * newest first, with its source, who or what sent it, a confirmed jump flagged, voided ones struck
 * through with why; Void for a wrong one, and the history as a CSV file.
 */
export function MeterHistory({ vehicleId }: { vehicleId: number }) {
  const { t } = useTranslation('meters');
  const [page, setPage] = useState(1);
  const [voiding, setVoiding] = useState<MeterReading>();
  const readings = useMeterReadings(vehicleId, { page, per_page: perPage });
  const exporting = useExportMeterReadings();
  if (readings.isError) return <Text size="sm">{t('loadError')}</Text>;
  if (!readings.data) return null;
  const { data: rows, last_page: lastPage } = readings.data;
  const importLink = (
    <Button size="compact-sm" variant="default" component={Link} to={importPath('meter_readings')}>
      {t('importReadings')}
    </Button>
  );
  // A vehicle without readings yet may get its history from a spreadsheet.
  if (rows.length === 0) {
    return (
      <Group justify="space-between">
        <Text size="sm">{t('empty')}</Text>
        {importLink}
      </Group>
    );
  }
  return (
    <Stack gap="sm">
      {meterKinds.map((meter) => (
        <MeterChart
          key={meter}
          readings={rows.filter((row) => row.meter === meter)}
          label={t('chartLabel', { meter: t(`meters.${meter}`) })}
        />
      ))}
      <ScrollArea type="auto">
        <Table striped miw={640} aria-label={t('title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('columns.takenAt')}</Table.Th>
              <Table.Th>{t('columns.meter')}</Table.Th>
              <Table.Th ta="right">{t('columns.value')}</Table.Th>
              <Table.Th>{t('columns.source')}</Table.Th>
              <Table.Th>{t('columns.sentBy')}</Table.Th>
              <Table.Th>{t('columns.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((reading) => (
              <ReadingRow key={reading.id} reading={reading} onVoid={setVoiding} />
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <Group justify="space-between">
        <Group gap="xs">
          <Button size="compact-sm" variant="default" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('previous')}
          </Button>
          <Button size="compact-sm" variant="default" disabled={page >= lastPage} onClick={() => setPage(page + 1)}>
            {t('next')}
          </Button>
        </Group>
        <Group gap="xs">
          {importLink}
          <Button
            size="compact-sm"
            variant="light"
            loading={exporting.isPending}
            onClick={() => exporting.mutate({ vehicleId, format: 'csv' })}
          >
            {t('export')}
          </Button>
        </Group>
      </Group>
      <VoidDialog reading={voiding} onClose={() => setVoiding(undefined)} />
    </Stack>
  );
}

/** The section's title, in the reader's language. */
export function useMeterHistoryTitle() {
  const { t } = useTranslation('meters');
  return t('title');
}
