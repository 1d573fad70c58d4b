import { Button, Group, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { ColumnOptions } from './column-options/column-options';
import type { useColumnPreferences } from './column-options/use-column-preferences';
import { ExportButtons, type ExportButtonsProps } from './list-toolbar';

type SettingsListHeaderProps = {
  title: string;
  intro: string;
  columns: Pick<ReturnType<typeof useColumnPreferences>, 'preferences' | 'save' | 'isSaving'>;
  exports: ExportButtonsProps;
  createLabel: string;
  onCreate: () => void;
};

/**
 * The head of a list kept in a section of Settings (API tokens, webhooks): its title with Column
 * Options, Export CSV and XLSX and the create button, then a line on what the list is for.
 */
export function SettingsListHeader(props: SettingsListHeaderProps) {
  return (
    <>
      <Group justify="space-between">
        <Title order={2} size="h4">
          {props.title}
        </Title>
        <Group gap="xs">
          <ColumnOptions
            preferences={props.columns.preferences}
            onSave={props.columns.save}
            saving={props.columns.isSaving}
          />
          <ExportButtons {...props.exports} />
          <Button leftSection={<IconPlus size={16} />} onClick={props.onCreate}>
            {props.createLabel}
          </Button>
        </Group>
      </Group>
      <Text size="sm" c="dimmed">
        {props.intro}
      </Text>
    </>
  );
}
