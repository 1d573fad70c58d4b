import { Alert, SimpleGrid, Stack, Text } from '@mantine/core';
import type { VehicleOverview } from '@fleet-ops/shared';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useDocumentTitle } from '../../../components/layout/use-screen-title';
import { LoadingArea } from '../../../components/loading-area';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { translateMessage } from '../../../lib/i18n';
import { useVehicleOverview } from './api/get-vehicle-overview';
import { AppointmentsSection } from './components/appointments-section';
import { ChecklistsSection } from './components/checklists-section';
import { HistorySection } from './components/history-section';
import { InspectionStateAlert } from './components/inspection-state-alert';
import { OverviewHeader } from './components/overview-header';
import { SafetySection } from './components/safety-section';
import { WeeksSection } from './components/weeks-section';
import { VehicleQrSection } from '../qr/vehicle-qr-section';
import { vehicleOverviewNamespace } from './i18n';
import { sectionLinks } from './section-links';
import { VehicleTabs } from './vehicle-tabs';

/** The id in `/vehicles/{id}/overview`; text that is no id reads as 0, which the server refuses with its message. */
function vehicleIdFrom(id: string | undefined): number {
  return id !== undefined && /^\d+$/.test(id) ? Number(id) : 0;
}

/** The sections other features show on the record (defects, maintenance, fuel), given by the app. */
type ProcessSections = (vehicleId: number) => ReactNode;

function Record({ overview, processSections }: { overview: VehicleOverview; processSections: ProcessSections }) {
  const { t } = useTranslation(vehicleOverviewNamespace);
  const { vehicle } = overview;
  const equipment = vehicle.equipment_number;
  const links = sectionLinks(equipment, overview.weeks);
  return (
    <Stack gap="lg">
      {vehicle.out_of_service && (
        <Alert color="red" variant="filled" icon={<IconAlertTriangle size={20} />} title={t('outOfService.title')}>
          {vehicle.out_of_service_since &&
            t('outOfService.since', { since: formatDateTime(vehicle.out_of_service_since) })}
        </Alert>
      )}
      <InspectionStateAlert vehicle={vehicle} />
      <OverviewHeader vehicle={vehicle} drivers={overview.current_drivers} />
      {processSections(vehicle.id)}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <ChecklistsSection
          checklists={overview.checklists}
          total={overview.checklist_count}
          link={links.checklists}
          equipment={equipment}
        />
        <AppointmentsSection
          upcoming={overview.appointments.upcoming}
          past={overview.appointments.past}
          link={links.appointments}
          equipment={equipment}
        />
      </SimpleGrid>
      <HistorySection entries={overview.assignment_history} link={links.logs} equipment={equipment} />
      <WeeksSection
        weeks={overview.weeks}
        equipment={equipment}
        links={[
          { to: links.tracking, label: t('weeks.openTracking', { equipment }) },
          { to: links.profitLoss, label: t('weeks.openProfitLoss') },
        ]}
      />
      <SafetySection
        fireExtinguisher={overview.fire_extinguisher}
        firstAidKit={overview.first_aid_kit}
        links={[
          { to: links.fireExtinguishers, label: t('safety.openFireExtinguishers', { equipment }) },
          { to: links.firstAidKits, label: t('safety.openFirstAidKits', { equipment }) },
        ]}
      />
      <VehicleQrSection vehicleId={vehicle.id} equipment={equipment} />
    </Stack>
  );
}

/**
 * `/vehicles/{id}/overview`: one page telling a vehicle's story, a tab beside its edit form. The
 * record comes from one call; the sections of other features come from the app's screen
 * (web/src/app/routes/vehicle-record-screen.tsx), so this feature imports none of them.
 */
export function VehicleOverviewPage({ processSections }: { processSections: ProcessSections }) {
  const { t } = useTranslation(vehicleOverviewNamespace);
  const vehicleId = vehicleIdFrom(useParams().id);
  const overview = useVehicleOverview(vehicleId);
  const equipment = overview.data?.vehicle.equipment_number;
  useDocumentTitle(equipment ? t('documentTitle', { equipment }) : undefined);

  let content;
  if (overview.data) content = <Record overview={overview.data} processSections={processSections} />;
  else if (overview.isError) {
    content = (
      <Text role="alert">
        {overview.error instanceof ApiError ? translateMessage(overview.error.message) : t('loadFailed')}
      </Text>
    );
  } else content = <LoadingArea minHeight={200} />;

  return (
    <Stack gap="md">
      <VehicleTabs vehicleId={vehicleId} equipmentNumber={equipment} active="overview" />
      {content}
    </Stack>
  );
}
