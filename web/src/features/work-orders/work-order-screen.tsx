import './i18n';
import { Anchor, Group, List, Paper, SimpleGrid, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import {
  defectStatusLabels,
  valueLabel,
  workOrderKindLabels,
  type DefectStatus,
  type WorkOrderDetail,
} from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadingArea } from '../../components/loading-area';
import { VehicleLink } from '../../components/vehicle-link';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { formatDate, formatMoney, formatNumber } from '../../lib/format';
import { currentLanguage, translateMessage } from '../../lib/i18n';
import { useWorkOrder } from './api/work-orders';
import { StatusActions } from './components/status-actions';
import { WorkOrderStatusBadge } from './components/work-order-status-badge';
import { MaintenanceSheetSection } from './maintenance-sheet/maintenance-sheet-section';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

function Detail({ order }: { order: WorkOrderDetail }) {
  const { t } = useTranslation('workOrders');
  const language = currentLanguage();
  const date = (value: string | null) => (value ? formatDate(value) : '—');
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Group gap="sm">
          <Title order={1} size="h2">
            {t('detail.title', { id: order.id })} · {order.title}
          </Title>
          <WorkOrderStatusBadge status={order.status} />
        </Group>
        <StatusActions order={order} />
      </Group>
      <Paper withBorder p="md" radius="md">
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <Fact label={t('detail.vehicle')}>
            <VehicleLink vehicleId={order.vehicle_id} equipmentNumber={order.equipment_number} />
          </Fact>
          <Fact label={t('form.kind')}>{workOrderKindLabels[language][order.kind]}</Fact>
          <Fact label={t('columns.openedOn')}>{date(order.opened_on)}</Fact>
          <Fact label={t('columns.dueOn')}>{date(order.due_on)}</Fact>
          <Fact label={t('columns.completedOn')}>{date(order.completed_on)}</Fact>
          <Fact label={t('detail.odometer')}>{order.odometer === null ? '—' : formatNumber(order.odometer)}</Fact>
          <Fact label={t('detail.expenseWeek')}>{date(order.expense_week)}</Fact>
          <Fact label={t('columns.total')}>{formatMoney(order.total)}</Fact>
        </SimpleGrid>
        {order.notes && (
          <Fact label={t('detail.notes')}>
            <span style={{ whiteSpace: 'pre-wrap' }}>{order.notes}</span>
          </Fact>
        )}
      </Paper>
      {order.kind === 'mandatory_maintenance' && <MaintenanceSheetSection workOrderId={order.id} />}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Paper withBorder p="md" radius="md">
          <Title order={2} size="h5" mb="xs">
            {t('detail.serviceTasks')}
          </Title>
          {order.service_tasks.length === 0 ? (
            <Text size="sm">{t('detail.none')}</Text>
          ) : (
            <List size="sm">
              {order.service_tasks.map((task) => (
                <List.Item key={task.id}>{task.name}</List.Item>
              ))}
            </List>
          )}
        </Paper>
        <Paper withBorder p="md" radius="md">
          <Title order={2} size="h5" mb="xs">
            {t('detail.defects')}
          </Title>
          {order.defects.length === 0 ? (
            <Text size="sm">{t('detail.none')}</Text>
          ) : (
            <List size="sm">
              {order.defects.map((entry) => (
                <List.Item key={entry.id}>
                  <Anchor component={Link} to={paths.defect.replace(':id', String(entry.id))} size="sm">
                    {language === 'fr' ? valueLabel('checklistItem', entry.item, 'fr') : entry.item_label}
                  </Anchor>{' '}
                  · {defectStatusLabels[language][entry.status as DefectStatus]}
                </List.Item>
              ))}
            </List>
          )}
        </Paper>
      </SimpleGrid>
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h5" mb="xs">
          {t('detail.lines')}
        </Title>
        <Table.ScrollContainer minWidth={520}>
          <Table>
            <VisuallyHidden component="caption">{t('detail.linesCaption')}</VisuallyHidden>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('lines.kind')}</Table.Th>
                <Table.Th>{t('lines.description')}</Table.Th>
                <Table.Th ta="right">{t('lines.quantity')}</Table.Th>
                <Table.Th ta="right">{t('lines.unitCost')}</Table.Th>
                <Table.Th ta="right">{t('lines.lineTotal')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {order.lines.map((line) => (
                <Table.Tr key={line.id}>
                  <Table.Td>{t(`lines.kinds.${line.kind}`)}</Table.Td>
                  <Table.Td>{line.description}</Table.Td>
                  <Table.Td ta="right">{formatNumber(line.quantity)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(line.unit_cost)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(line.total)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Text fw={700} ta="right" mt="xs">
          {t('lines.total', { total: formatMoney(order.total) })}
        </Text>
      </Paper>
    </Stack>
  );
}

/** `/work-orders/:id`: the work order, its links and lines, and the steps it can take. */
export default function WorkOrderScreen() {
  const { t } = useTranslation('workOrders');
  const raw = useParams().id;
  const id = raw && /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  const order = useWorkOrder(id);
  let content;
  if (order.data) content = <Detail order={order.data} />;
  else if (order.isError || id === 0) {
    content = (
      <Text role="alert">
        {order.error instanceof ApiError ? translateMessage(order.error.message) : t('loadError')}
      </Text>
    );
  } else content = <LoadingArea minHeight={200} />;
  return (
    <Stack gap="md">
      <Anchor component={Link} to={paths.workOrders} size="sm">
        {t('detail.back')}
      </Anchor>
      {content}
    </Stack>
  );
}
