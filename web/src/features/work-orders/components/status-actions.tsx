import { Button, Group } from '@mantine/core';
import type { WorkOrderDetail, WorkOrderStatus } from '@fleet-ops/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { showSuccess } from '../../../components/toasts';
import { paths } from '../../../config/paths';
import { useChangeWorkOrderStatus, useDeleteWorkOrder } from '../api/work-orders';
import { editWorkOrderPath } from '../work-order-paths';
import { DoneModal } from './done-modal';

type Dialog = 'done' | 'reopen' | 'delete' | null;

/** The steps a work order can take from its status, then Edit and Delete. */
export function StatusActions({ order }: { order: WorkOrderDetail }) {
  const { t } = useTranslation('workOrders');
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog>(null);
  const change = useChangeWorkOrderStatus();
  const remove = useDeleteWorkOrder();
  const close = () => setDialog(null);
  const move = async (status: WorkOrderStatus) => {
    const response = await change.mutateAsync({ id: order.id, body: { status } });
    showSuccess(response.message);
  };

  return (
    <Group gap="sm">
      {order.status === 'open' && (
        <Button onClick={() => void move('in_progress')} loading={change.isPending}>
          {t('steps.start')}
        </Button>
      )}
      {order.status === 'in_progress' && (
        <Button variant="default" onClick={() => void move('open')} loading={change.isPending}>
          {t('steps.backToOpen')}
        </Button>
      )}
      {order.status !== 'done' && (
        // The theme's green under white words is 3.3:1 (axe: serious); teal 9 is 5:1 and still reads as "go".
        <Button color="teal.9" onClick={() => setDialog('done')}>
          {t('steps.done')}
        </Button>
      )}
      {order.status === 'done' && (
        <Button variant="default" onClick={() => setDialog('reopen')}>
          {t('steps.reopen')}
        </Button>
      )}
      <Button variant="default" component={Link} to={editWorkOrderPath(order.id)}>
        {t('detail.edit')}
      </Button>
      <Button variant="subtle" color="red" onClick={() => setDialog('delete')}>
        {t('detail.delete')}
      </Button>
      {dialog === 'done' && <DoneModal order={order} opened onClose={close} />}
      <ConfirmDialog
        opened={dialog === 'reopen'}
        title={t('steps.reopenTitle')}
        message={t('steps.reopenMessage')}
        confirmLabel={t('steps.reopen')}
        confirmColor="blue"
        onConfirm={() => move('in_progress')}
        onClose={close}
      />
      <ConfirmDialog
        opened={dialog === 'delete'}
        title={t('detail.deleteTitle')}
        message={t('detail.deleteMessage')}
        confirmLabel={t('detail.delete')}
        onConfirm={async () => {
          const response = await remove.mutateAsync(order.id);
          showSuccess(response.message);
          void navigate(paths.workOrders);
        }}
        onClose={close}
      />
    </Group>
  );
}
