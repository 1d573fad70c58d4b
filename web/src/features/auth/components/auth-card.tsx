import { Box, Center, Group, Stack, Text, Title } from '@mantine/core';
import { IconTruck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './auth-card.module.css';
import { LanguageSwitch } from './language-switch';

type AuthCardProps = { title: string; subtitle?: string; children: ReactNode };

/** The frame of the signed-out screens: one centred card that fits a phone held upright. */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  const { t } = useTranslation();
  return (
    <Center component="main" mih="100dvh" p="md" bg="gray.0">
      <Stack w="100%" maw={420} gap="lg">
        <Group justify="center" gap="xs">
          <IconTruck size={36} stroke={1.6} color="var(--mantine-color-blue-filled)" aria-hidden />
          <Text fz={26} fw={700}>
            {t('app.name')}
          </Text>
        </Group>
        <Box className={classes.card} p={{ base: 'lg', xs: 'xl' }}>
          <Stack gap="xs" mb="lg">
            <Title order={1} size="h3">
              {title}
            </Title>
            {subtitle && (
              <Text size="sm" c="dimmed">
                {subtitle}
              </Text>
            )}
          </Stack>
          {children}
        </Box>
        <LanguageSwitch />
      </Stack>
    </Center>
  );
}
