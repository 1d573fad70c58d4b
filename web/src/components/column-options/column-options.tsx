import { Alert, Button, Checkbox, Group, Popover, Stack, Text } from '@mantine/core';
import { columnVisibility, type ColumnPreference } from '@fleet-ops/shared';
import { IconColumns } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../lib/i18n';
import '../list-controls-i18n';
import { showSuccess } from '../toasts';

type ColumnOptionsProps = {
  /** From `useColumnPreferences`: every column with its label (i18n key or text) and visibility. */
  preferences: ColumnPreference[];
  /** Saves the choice; resolves to the server's answer, whose message is shown as a success toast. */
  onSave: (columns: ColumnPreference[]) => Promise<{ message: string }>;
  saving?: boolean;
};

/**
 * The 'Column Options' button and its checklist of columns. The choice is checked with the same
 * shared rule as the server (at least one column; not Actions alone) before it is sent.
 */
export function ColumnOptions({ preferences, onSave, saving = false }: ColumnOptionsProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [draft, setDraft] = useState(preferences);
  const [problem, setProblem] = useState<string | null>(null);

  const open = (next: boolean) => {
    if (next) {
      setDraft(preferences);
      setProblem(null);
    }
    setOpened(next);
  };

  const toggle = (column: string, visible: boolean) =>
    setDraft((current) => current.map((entry) => (entry.column === column ? { ...entry, visible } : entry)));

  const save = async () => {
    const checked = columnVisibility.safeParse(draft);
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? null);
      return;
    }
    setProblem(null);
    try {
      const response = await onSave(checked.data);
      showSuccess(response.message);
      setOpened(false);
    } catch {
      // The API client has shown the error; the panel stays open so the choice is not lost.
    }
  };

  return (
    <Popover opened={opened} onChange={open} position="bottom-end" width={260} trapFocus withArrow shadow="md">
      <Popover.Target>
        <Button variant="default" leftSection={<IconColumns size={18} />} onClick={() => open(!opened)}>
          {t('columnOptions.button')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm" component="fieldset" m={0} p={0} bd="none">
          <Text component="legend" fw={600} size="sm" mb="xs">
            {t('columnOptions.title')}
          </Text>
          {draft.map((entry) => (
            <Checkbox
              key={entry.column}
              label={t(entry.label)}
              checked={entry.visible}
              onChange={(event) => toggle(entry.column, event.currentTarget.checked)}
            />
          ))}
          {problem && (
            <Alert color="red" variant="light" p="xs" role="alert">
              {translateMessage(problem)}
            </Alert>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" size="xs" onClick={() => open(false)}>
              {t('common.cancel')}
            </Button>
            <Button size="xs" loading={saving} onClick={() => void save()}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
