import { Button, Tooltip } from '@mantine/core';
import type { QrLabelsRequest } from '@fleet-ops/shared';
import { IconQrcode } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDownloadQrLabels } from './download-qr-labels';
import { vehicleQrNamespace } from './i18n';

/**
 * Print QR labels on the Vehicles list: the list has no row selection, so the sheet holds every
 * vehicle the filter shows (all its pages), as Export CSV does.
 */
export function PrintQrLabelsButton({ filter }: { filter: QrLabelsRequest }) {
  const { t } = useTranslation(vehicleQrNamespace);
  const print = useDownloadQrLabels();
  return (
    <Tooltip label={t('printLabelsHint')}>
      <Button
        variant="default"
        leftSection={<IconQrcode size={18} />}
        loading={print.isPending}
        onClick={() => print.mutate(filter)}
      >
        {t('printLabels')}
      </Button>
    </Tooltip>
  );
}
