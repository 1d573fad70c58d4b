import './i18n';
import { Alert, Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useFuelVehicles } from './api/fuel';
import { FuelForm } from './components/fuel-form';

/**
 * `/fuel/add`: a driver (or supervisor) records a fill-up from the phone, for a vehicle they may
 * inspect, dated today. Big inputs and 48 px targets; after saving, another can be added.
 */
export default function DriverFuelScreen() {
  const { t } = useTranslation('fuel');
  const navigate = useNavigate();
  const vehicles = useFuelVehicles();
  const [saved, setSaved] = useState(false);
  const list = vehicles.data?.data ?? [];

  let content;
  if (!vehicles.data) {
    content = (
      <Center py="xl">
        <Loader role="status" aria-label={t('title')} />
      </Center>
    );
  } else if (list.length === 0) content = <Text>{t('phone.noVehicle')}</Text>;
  else if (saved) {
    content = (
      <Stack gap="md">
        <Alert color="green" icon={<IconCircleCheck size={22} />} role="status">
          {t('phone.saved')}
        </Alert>
        <Button size="lg" onClick={() => setSaved(false)}>
          {t('phone.another')}
        </Button>
        <Button size="lg" variant="default" component={Link} to={paths.dashboard}>
          {t('phone.back')}
        </Button>
      </Stack>
    );
  } else {
    content = (
      <FuelForm
        vehicles={list}
        entry={null}
        vehicleId={list.length === 1 ? list[0]!.id : undefined}
        office={false}
        onSaved={() => setSaved(true)}
        onCancel={() => void navigate(paths.dashboard)}
      />
    );
  }

  return (
    <Stack gap="md" maw={560}>
      <Title order={1} size="h2">
        {t('phone.title')}
      </Title>
      <Text size="sm">{t('phone.intro')}</Text>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
        {content}
      </Paper>
    </Stack>
  );
}
