import { ActionIcon, Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { lineCents, workOrderLineKinds } from '@fleet-ops/shared';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NumberField } from '../../../components/inputs/number-field';
import { formatMoney } from '../../../lib/format';
import type { WorkOrderBody } from '../api/work-orders';

type LineValues = WorkOrderBody['lines'][number];

export const emptyLine: LineValues = { kind: 'labour', description: '', quantity: '1', unit_cost: '' };

/** A line's amount as typed so far (nothing while a number is not yet a number). */
function amountOf(line: LineValues): number {
  const quantity = Number(line.quantity);
  const unitCost = Number(line.unit_cost);
  if (!line.quantity || !line.unit_cost || !Number.isFinite(quantity) || !Number.isFinite(unitCost)) return 0;
  return lineCents({ quantity, unit_cost: unitCost }) / 100;
}

type Props = {
  lines: LineValues[];
  onChange: (lines: LineValues[]) => void;
  /** Field messages by `lines.<index>.<field>`, as the form holds them. */
  errors: Record<string, React.ReactNode>;
};

/** The labour and parts of a work order: add and remove lines, with each line's amount and the running total. */
export function LineEditor({ lines, onChange, errors }: Props) {
  const { t } = useTranslation('workOrders');
  const set = (index: number, changes: Partial<LineValues>) =>
    onChange(lines.map((line, at) => (at === index ? { ...line, ...changes } : line)));
  const total = lines.reduce((sum, line) => sum + amountOf(line), 0);
  const label = (field: string, index: number) => t('lines.fieldOf', { field, number: index + 1 });

  return (
    <Stack gap="xs">
      <Title order={2} size="h5">
        {t('lines.title')}
      </Title>
      {lines.length === 0 && <Text size="sm">{t('lines.empty')}</Text>}
      {lines.map((line, index) => (
        <Group key={index} align="flex-start" gap="xs" wrap="wrap">
          <Select
            aria-label={label(t('lines.kind'), index)}
            data={workOrderLineKinds.map((kind) => ({ value: kind, label: t(`lines.kinds.${kind}`) }))}
            value={line.kind}
            onChange={(kind) => set(index, { kind: kind ?? 'labour' })}
            allowDeselect={false}
            error={errors[`lines.${index}.kind`]}
            w={140}
          />
          <TextInput
            aria-label={label(t('lines.description'), index)}
            placeholder={t('lines.description')}
            value={line.description}
            onChange={(event) => set(index, { description: event.currentTarget.value })}
            error={errors[`lines.${index}.description`]}
            style={{ flex: '1 1 200px' }}
          />
          <NumberField
            aria-label={label(t('lines.quantity'), index)}
            placeholder={t('lines.quantity')}
            value={line.quantity}
            onChange={(value) => set(index, { quantity: String(value) })}
            error={errors[`lines.${index}.quantity`]}
            w={100}
          />
          <NumberField
            aria-label={label(t('lines.unitCost'), index)}
            placeholder={t('lines.unitCost')}
            value={line.unit_cost}
            onChange={(value) => set(index, { unit_cost: String(value) })}
            decimals={2}
            error={errors[`lines.${index}.unit_cost`]}
            w={130}
          />
          <Text size="sm" mt={8} w={90} ta="right" aria-label={label(t('lines.lineTotal'), index)}>
            {formatMoney(amountOf(line))}
          </Text>
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            mt={2}
            aria-label={t('lines.remove', { number: index + 1 })}
            onClick={() => onChange(lines.filter((_, at) => at !== index))}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      ))}
      <Group justify="space-between">
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => onChange([...lines, emptyLine])}>
          {t('lines.add')}
        </Button>
        <Text fw={700} aria-live="polite">
          {t('lines.total', { total: formatMoney(total) })}
        </Text>
      </Group>
    </Stack>
  );
}
