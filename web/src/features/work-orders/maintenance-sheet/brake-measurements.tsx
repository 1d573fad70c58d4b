import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { brakeLimits } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { NumberField } from '../../../components/inputs/number-field';
import { maintenanceSheetNamespace } from './i18n';
import type { SheetValues } from './sheet-values';

/** Brake lining measurements, one row an axle (left and right), through the app's number field. */
export function BrakeMeasurements({ form, required }: { form: UseFormReturnType<SheetValues>; required: boolean }) {
  const { t } = useTranslation(maintenanceSheetNamespace);
  const rows = form.values.brake_measurements;
  const listError = typeof form.errors.brake_measurements === 'string' ? form.errors.brake_measurements : null;
  return (
    <Stack gap="xs">
      <div>
        <Title order={3} size="h5">
          {t('brakes')}
        </Title>
        <Text size="sm" c="dimmed">
          {required ? t('brakesRequired') : t('brakesOptional')}
        </Text>
        {listError && (
          <Text size="sm" c="red" role="alert">
            {listError}
          </Text>
        )}
      </div>
      {rows.map((_, index) => (
        <Paper key={index} withBorder p="sm" radius="md">
          <Group align="flex-end" gap="sm" wrap="wrap">
            <Text fw={600} w={80}>
              {t('axle', { axle: index + 1 })}
            </Text>
            <NumberField
              label={t('left')}
              decimals={2}
              w={120}
              {...form.getInputProps(`brake_measurements.${index}.left_mm`)}
            />
            <NumberField
              label={t('right')}
              decimals={2}
              w={120}
              {...form.getInputProps(`brake_measurements.${index}.right_mm`)}
            />
            <Button variant="subtle" color="red" onClick={() => form.removeListItem('brake_measurements', index)}>
              {t('removeAxle', { axle: index + 1 })}
            </Button>
          </Group>
        </Paper>
      ))}
      {rows.length < brakeLimits.axles && (
        <Group>
          <Button
            variant="default"
            onClick={() =>
              form.insertListItem('brake_measurements', { axle: rows.length + 1, left_mm: '', right_mm: '' })
            }
          >
            {t('addAxle')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
