import { Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconQrcode } from '@tabler/icons-react';
import type { Role } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { homePathFor, paths } from '../../config/paths';
import { useCurrentUser } from '../../lib/auth';
import { useChecklistFormOptions } from '../checklists';
import { qrStartNamespace } from './i18n';

type Refusal = 'notAllowed' | 'unknown' | 'loadFailed';

/** Where the checklist of `equipment` opens: admins fill it from Home's form, everyone else on their Dashboard. */
function checklistPathFor(role: Role, equipment: string): string {
  const screen = role === 'admin' ? paths.home : paths.dashboard;
  return `${screen}?${new URLSearchParams({ vehicle: equipment }).toString()}`;
}

/** A plain page, not an error page: what happened and the way back. */
function RefusalPage({ refusal, equipment, role }: { refusal: Refusal; equipment: string; role: Role }) {
  const { t } = useTranslation(qrStartNamespace);
  return (
    <Center component="main" mih="100dvh" p="md">
      <Paper withBorder radius="md" p="xl" maw={480} w="100%">
        <Stack align="center" gap="md" ta="center">
          {refusal === 'loadFailed' ? (
            <IconAlertTriangle size={48} aria-hidden color="var(--mantine-color-orange-6)" />
          ) : (
            <IconQrcode size={48} aria-hidden color="var(--mantine-color-dimmed)" />
          )}
          <Title order={1} size="h3">
            {t(`${refusal}.title`, { equipment })}
          </Title>
          <Text>{t(`${refusal}.message`)}</Text>
          <Button component={Link} to={homePathFor(role)} size="md" replace>
            {role === 'admin' ? t('backToHome') : t('backToChecklist')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}

/**
 * `/qr/{equipment number}`, what a vehicle's QR code opens (signed in: the route's guard sends a
 * signed-out visitor through sign-in and back). A vehicle the person's checklist form offers
 * opens that form with it chosen; any other gets a page saying why. Whether an unknown number
 * exists is told only to admins, who may list the fleet: a driver or a supervisor (whose vehicle
 * lists hold their crew's only) learns only that they may not inspect it.
 */
export default function QrStartScreen() {
  const { t } = useTranslation(qrStartNamespace);
  const equipment = useParams().equipmentNumber ?? '';
  const role = useCurrentUser()?.role ?? 'driver';
  const options = useChecklistFormOptions();
  // A unit number typed in another case (e2e-44) still finds its vehicle.
  const sameUnit = (candidate: string) => candidate.toLowerCase() === equipment.toLowerCase();
  const inspectable = options.data?.vehicles.find((vehicle) => sameUnit(vehicle.equipment_number));

  if (inspectable) return <Navigate to={checklistPathFor(role, inspectable.equipment_number)} replace />;

  let refusal: Refusal | undefined;
  if (options.isError) refusal = 'loadFailed';
  // An admin's form offers every vehicle in use, so a number it lacks is unknown.
  else if (options.isSuccess) refusal = role === 'admin' ? 'unknown' : 'notAllowed';

  if (refusal) return <RefusalPage refusal={refusal} equipment={equipment} role={role} />;
  return (
    <Center component="main" mih="100dvh" p="md">
      <Stack align="center" gap="sm">
        <Loader aria-hidden />
        <Text role="status">{t('opening', { equipment })}</Text>
      </Stack>
    </Center>
  );
}
