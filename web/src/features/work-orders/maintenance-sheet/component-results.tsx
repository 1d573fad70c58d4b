import { Group, Paper, Radio, Stack, Text, Textarea, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { maintenanceComponentLabels, maintenanceResults, type MaintenanceComponent } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { maintenanceSheetNamespace } from './i18n';
import type { SheetValues } from './sheet-values';

/** Each component of the regulation's list with its result; a repair box under a not conforming one. */
export function ComponentResults({ form }: { form: UseFormReturnType<SheetValues> }) {
  const { t } = useTranslation(maintenanceSheetNamespace);
  const language = currentLanguage();
  const listError = typeof form.errors.components === 'string' ? form.errors.components : null;
  return (
    <Stack gap="xs">
      <div>
        <Title order={3} size="h5">
          {t('components')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('componentsHint')}
        </Text>
        {listError && (
          <Text size="sm" c="red" role="alert">
            {listError}
          </Text>
        )}
      </div>
      {form.values.components.map((entry, index) => {
        const label = maintenanceComponentLabels[language][entry.component as MaintenanceComponent];
        return (
          <Paper key={entry.component} withBorder p="sm" radius="md">
            <Radio.Group
              label={label}
              required
              {...form.getInputProps(`components.${index}.result`)}
              error={form.errors[`components.${index}.result`]}
            >
              <Group gap="md" mt={6}>
                {maintenanceResults.map((result) => (
                  <Radio key={result} value={result} label={t(`results.${result}`)} size="md" />
                ))}
              </Group>
            </Radio.Group>
            {entry.result === 'not_conforming' && (
              <Textarea
                mt="xs"
                label={`${t('repair')} · ${label}`}
                required
                minRows={2}
                {...form.getInputProps(`components.${index}.repair`)}
              />
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
