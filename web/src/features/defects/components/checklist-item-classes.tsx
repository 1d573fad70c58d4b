import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { vehicleParentTypes, type ChecklistItemClass, type DefectSeverity } from '@fleet-ops/shared';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../../components/toasts';
import { ApiError } from '../../../lib/api-client';
import { useValueLabel } from '../../../lib/value-label';
import { translateMessage } from '../../../lib/i18n';
import { useChecklistItemClasses, useSaveChecklistItemClasses } from '../api/checklist-item-classes';
import '../i18n';
import { bodyFrom, rowKey, rowsFrom, type ClassRow } from './item-classes-state';

function SeverityChoice({
  label,
  value,
  onChange,
}: {
  label: string;
  value: DefectSeverity;
  onChange: (value: DefectSeverity) => void;
}) {
  const { t } = useTranslation('defects');
  return (
    <SegmentedControl<DefectSeverity>
      aria-label={label}
      size="xs"
      value={value}
      onChange={onChange}
      data={[
        { value: 'major', label: t('severity.major') },
        { value: 'minor', label: t('severity.minor') },
      ]}
    />
  );
}

/** The rows being edited, started from the server's classes (a save restarts it from the saved ones). */
function ClassesEditor({ classes }: { classes: ChecklistItemClass[] }) {
  const { t } = useTranslation('defects');
  const save = useSaveChecklistItemClasses();
  const [rows, setRows] = useState<ClassRow[]>(() => rowsFrom(classes));
  const [errors, setErrors] = useState<string[]>([]);

  const valueLabel = useValueLabel();
  // The server's labels are English; the catalogue gives the reader's language.
  const itemLabel = (item: string) => valueLabel('checklistItem', item);
  const general = rows.filter((row) => row.vehicle_parent_type === null);
  const overrides = rows.filter((row) => row.vehicle_parent_type !== null);
  const change = (key: string, changes: Partial<ClassRow>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...changes } : row)));
  const itemOptions = general.map((row) => ({ value: row.item, label: itemLabel(row.item) }));
  const addOverride = () =>
    setRows((current) => [
      ...current,
      { key: rowKey(), item: general[0]?.item ?? '', severity: 'major', vehicle_parent_type: vehicleParentTypes[0] },
    ]);

  const submit = async () => {
    setErrors([]);
    try {
      const response = await save.mutateAsync(bodyFrom(rows));
      showSuccess(response.message);
    } catch (error) {
      // Other failures were toasted by the API client; a 422 also stays on screen until fixed.
      if (error instanceof ApiError && error.status === 422) {
        const messages = [...new Set(Object.values(error.errors).flat().map(translateMessage))];
        setErrors(messages.length > 0 ? messages : [translateMessage(error.message)]);
        showError(error.lines);
      }
    }
  };

  return (
    <>
      {errors.length > 0 && (
        <Alert color="red" role="alert">
          {errors.join(' ')}
        </Alert>
      )}
      <Table.ScrollContainer minWidth={360}>
        <Table striped>
          <VisuallyHidden component="caption">{t('itemClasses.caption')}</VisuallyHidden>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('itemClasses.item')}</Table.Th>
              <Table.Th>{t('itemClasses.general')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {general.map((row) => {
              const item = itemLabel(row.item);
              return (
                <Table.Tr key={row.key}>
                  <Table.Td>{item}</Table.Td>
                  <Table.Td>
                    <SeverityChoice
                      label={t('itemClasses.classOf', { item })}
                      value={row.severity}
                      onChange={(severity) => change(row.key, { severity })}
                    />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Title order={3} size="h5">
        {t('itemClasses.overrides')}
      </Title>
      {overrides.map((row, index) => {
        const item = itemLabel(row.item);
        const type = valueLabel('parentType', row.vehicle_parent_type ?? '');
        return (
          <Group key={row.key} gap="sm" align="flex-end">
            <Select
              label={t('itemClasses.itemOf', { number: index + 1 })}
              data={itemOptions}
              value={row.item}
              onChange={(value) => value && change(row.key, { item: value })}
              allowDeselect={false}
              searchable
              w={{ base: '100%', xs: 240 }}
            />
            <Select
              label={t('itemClasses.vehicleType')}
              data={vehicleParentTypes.map((value) => ({ value, label: valueLabel('parentType', value) }))}
              value={row.vehicle_parent_type ?? ''}
              onChange={(value) => value && change(row.key, { vehicle_parent_type: value })}
              allowDeselect={false}
              w={{ base: '100%', xs: 200 }}
            />
            <SeverityChoice
              label={t('itemClasses.classOfType', { item, type })}
              value={row.severity}
              onChange={(severity) => change(row.key, { severity })}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={t('itemClasses.removeOverride', { item, type })}
              onClick={() => setRows((current) => current.filter((entry) => entry.key !== row.key))}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        );
      })}
      <Group justify="space-between">
        <Button variant="default" leftSection={<IconPlus size={16} />} onClick={addOverride}>
          {t('itemClasses.addOverride')}
        </Button>
        <Button onClick={() => void submit()} loading={save.isPending}>
          {t('itemClasses.save')}
        </Button>
      </Group>
    </>
  );
}

/**
 * Admins set each checklist item major or minor, for every vehicle or for one vehicle type (a
 * type's class wins). Saving replaces every class set before (`PUT api/checklist_items`).
 */
export function ChecklistItemClassesSection() {
  const { t } = useTranslation('defects');
  const titleId = useId();
  const classes = useChecklistItemClasses();

  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {t('itemClasses.title')}
        </Title>
        <Text size="sm">{t('itemClasses.intro')}</Text>
        {classes.isError && (
          <Alert color="red" role="alert">
            {t('itemClasses.loadError')}
          </Alert>
        )}
        {classes.data && <ClassesEditor key={classes.dataUpdatedAt} classes={classes.data} />}
      </Stack>
    </Paper>
  );
}
