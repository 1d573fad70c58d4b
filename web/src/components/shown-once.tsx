import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import './shown-once-i18n';

type ShownOnceProps = {
  /** The secret itself (a new API token, a webhook's signing secret). */
  value: string;
  label: string;
  /** Why it must be copied now. */
  warning: string;
  testId: string;
  onDone: () => void;
};

/** A secret the server sends once, with a copy button: nothing can show it again. */
export function ShownOnce({ value, label, warning, testId, onDone }: ShownOnceProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Alert color="yellow" role="alert">
        {warning}
      </Alert>
      <Text fw={500}>{label}</Text>
      <Code block data-testid={testId} style={{ wordBreak: 'break-all' }}>
        {value}
      </Code>
      <Group justify="flex-end">
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Button variant="light" onClick={copy}>
              {copied ? t('shownOnce.copied') : t('shownOnce.copy')}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onDone}>{t('shownOnce.done')}</Button>
      </Group>
    </Stack>
  );
}
