import { Paper, Stack, Text, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type ComingSoonProps = {
  /** i18n key of the screen's title. */
  titleKey: string;
};

/** Stands in for a screen that is not built yet, so its route and menu entry already work. */
export function ComingSoon({ titleKey }: ComingSoonProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t(titleKey)}
      </Title>
      <Paper withBorder p="xl" radius="md">
        <Stack align="center" gap="xs">
          <IconTools size={40} stroke={1.4} color="var(--mantine-color-dimmed)" aria-hidden />
          <Text fw={500}>{t('common.comingSoon')}</Text>
          <Text size="sm" c="dimmed">
            {t('common.comingSoonDetail')}
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
