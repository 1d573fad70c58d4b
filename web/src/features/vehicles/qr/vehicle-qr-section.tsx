import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { translateMessage } from '../../../lib/i18n';
import { OverviewSection } from '../overview/components/overview-section';
import { useDownloadQrLabels } from './download-qr-labels';
import { useVehicleQrCode } from './get-vehicle-qr-code';
import { vehicleQrNamespace } from './i18n';
import { QrCodeImage } from './qr-code-image';

/** The vehicle record's QR code: the picture, the address it opens, and Print label (a one-label PDF). */
export function VehicleQrSection({ vehicleId, equipment }: { vehicleId: number; equipment: string }) {
  const { t } = useTranslation(vehicleQrNamespace);
  const code = useVehicleQrCode(vehicleId);
  const print = useDownloadQrLabels();

  let content;
  if (code.data) {
    content = (
      <Group align="flex-start" gap="lg">
        <QrCodeImage text={code.data.url} alt={t('imageAlt', { equipment })} />
        <Stack gap="xs" style={{ flex: '1 1 220px', minWidth: 0 }}>
          <Text size="sm">{t('intro')}</Text>
          <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }} data-testid="vehicle-qr-url">
            {code.data.url}
          </Text>
          <Group>
            <Button
              variant="default"
              leftSection={<IconPrinter size={18} />}
              loading={print.isPending}
              onClick={() => print.mutate({ ids: [vehicleId] })}
            >
              {t('printLabel')}
            </Button>
          </Group>
        </Stack>
      </Group>
    );
  } else if (code.isError) {
    content = (
      <Text c="dimmed">{code.error instanceof ApiError ? translateMessage(code.error.message) : t('loadFailed')}</Text>
    );
  } else {
    content = <Text c="dimmed">{t('loading')}</Text>;
  }

  return <OverviewSection title={t('title')}>{content}</OverviewSection>;
}
