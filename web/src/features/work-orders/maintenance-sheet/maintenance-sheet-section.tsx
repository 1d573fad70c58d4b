import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadingArea } from '../../../components/loading-area';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { translateMessage } from '../../../lib/i18n';
import { maintenanceSheetNamespace } from './i18n';
import { useDownloadMaintenanceSheetPdf, useMaintenanceSheet } from './maintenance-sheet-api';
import { MaintenanceSheetForm } from './maintenance-sheet-form';

/**
 * The SAAQ mandatory maintenance sheet on a Mandatory maintenance work order: the form (phone or
 * office), whether it is saved, and its PDF, the record the SAAQ asks for.
 */
export function MaintenanceSheetSection({ workOrderId }: { workOrderId: number }) {
  const { t } = useTranslation(maintenanceSheetNamespace);
  const sheet = useMaintenanceSheet(workOrderId);
  const download = useDownloadMaintenanceSheetPdf(workOrderId);
  const detail = sheet.data;
  let content;
  if (detail) {
    content =
      detail.vehicle.gross_weight_kg === null ? (
        <Alert color="yellow" role="alert">
          <Text size="sm">{t('weightMissing')}</Text>
          <Anchor component={Link} to={paths.vehicle.replace(':id', String(detail.vehicle.id))} size="sm">
            {t('editVehicle')}
          </Anchor>
        </Alert>
      ) : (
        <MaintenanceSheetForm key={detail.sheet?.updated_at ?? 'new'} detail={detail} />
      );
  } else if (sheet.isError) {
    content = (
      <Text role="alert">
        {sheet.error instanceof ApiError ? translateMessage(sheet.error.message) : t('loadError')}
      </Text>
    );
  } else content = <LoadingArea minHeight={120} />;

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="maintenance-sheet-title">
      <Stack gap="sm">
        <Group justify="space-between" align="center" wrap="wrap">
          <Group gap="sm">
            <Title order={2} size="h4" id="maintenance-sheet-title">
              {t('title')}
            </Title>
            {detail && (
              <Badge color={detail.sheet ? 'green' : 'gray'} variant="light">
                {detail.sheet ? t('savedOn', { when: formatDateTime(detail.sheet.updated_at) }) : t('notSaved')}
              </Badge>
            )}
          </Group>
          {detail?.sheet && (
            <Button variant="default" onClick={() => download.mutate()} loading={download.isPending}>
              {t('download')}
            </Button>
          )}
        </Group>
        <Text size="sm">{t('intro')}</Text>
        {content}
      </Stack>
    </Paper>
  );
}
