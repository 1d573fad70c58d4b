import { Button, Center, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFileTypePdf } from '@tabler/icons-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/app-modal';
import { phoneQuery } from '../../../components/layout/use-sidebar';
import { formatDate, formatNumber } from '../../../lib/format';
import { withTranslations } from '../../../lib/i18n';
import { useDownloadChecklistPdf } from '../api/download-checklist-pdf';
import { useChecklist } from '../api/get-checklist';
import { checklistsNamespace } from '../i18n';
import { AttachmentLinks } from './attachment-links';
import { ChecklistAnswers } from './checklist-answers';

// Issue 36: loaded with the record's section, for the same reason.
const CountersignSection = lazy(() =>
  withTranslations(import('./countersign-section')).then((module) => ({ default: module.CountersignSection })),
);

// Loaded when a checklist is opened: the driver page (which lists checklists too) is at its budget.
const RecordSection = lazy(() =>
  withTranslations(import('./record-section')).then((module) => ({ default: module.RecordSection })),
);

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text component="div">{children}</Text>
    </Stack>
  );
}

type ChecklistDetailModalProps = { checklistId: number | null; onClose: () => void };

/** The read-only checklist: its fields, its photos behind a toggle, every item marked Yes, No or N/A, and its PDF. */
export function ChecklistDetailModal({ checklistId, onClose }: ChecklistDetailModalProps) {
  const { t } = useTranslation(checklistsNamespace);
  const isPhone = useMediaQuery(phoneQuery, false, { getInitialValueInEffect: false });
  const checklist = useChecklist(checklistId);
  const pdf = useDownloadChecklistPdf();
  const detail = checklist.data;

  return (
    <AppModal opened={checklistId !== null} onClose={onClose} title={t('detail.title')} size="lg" fullScreen={isPhone}>
      {!detail ? (
        <Center py="xl">
          <Loader role="status" aria-label={t('form.loadingItems')} />
        </Center>
      ) : (
        <Stack gap="lg">
          <Group justify="flex-end">
            <Button
              variant="default"
              leftSection={<IconFileTypePdf size={18} aria-hidden />}
              loading={pdf.isPending}
              onClick={() => pdf.mutate(detail.id)}
            >
              {t('detail.downloadPdf')}
            </Button>
          </Group>
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
            <Field label={t('detail.equipmentNo')}>{detail.equipment_number}</Field>
            <Field label={t('detail.date')}>{formatDate(detail.date)}</Field>
            <Field label={t('detail.operator')}>{detail.operator}</Field>
            <Field label={t('detail.vehicleType')}>{detail.vehicle_type}</Field>
            {/* A vehicle without an odometer (a loader, issue 37) is read in engine hours. */}
            <Field label={t('detail.odmRead')}>
              {detail.last_odm_read === null ? '-' : formatNumber(detail.last_odm_read)}
            </Field>
            {detail.hour_read !== null && <Field label={t('detail.hourRead')}>{formatNumber(detail.hour_read)}</Field>}
            <Field label={t('detail.oilLife')}>{detail.oil_life === null ? '-' : detail.oil_life}</Field>
          </SimpleGrid>
          <Suspense fallback={null}>
            <RecordSection detail={detail} />
            <CountersignSection detail={detail} />
          </Suspense>
          <Field label={t('detail.remarks')}>
            <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{detail.remarks ?? '-'}</Text>
          </Field>
          <Field label={t('detail.attachments')}>
            <AttachmentLinks attachments={detail.attachments} />
          </Field>
          <ChecklistAnswers detail={detail} />
        </Stack>
      )}
    </AppModal>
  );
}
