import './i18n';
import { Alert, Anchor, Group, Loader, Stack, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import { closedDefectStatuses } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useCurrentUser } from '../../lib/auth';
import { ApiError } from '../../lib/api-client';
import { translateMessage } from '../../lib/i18n';
import { newWorkOrderPath } from '../work-orders';
import { useDefect } from './api/get-defect';
import { DefectActions } from './components/defect-actions';
import { DefectFacts } from './components/defect-facts';
import { DefectOccurrences, DefectTimeline } from './components/defect-timeline';
import { defectsListPath } from './defect-path';

/** /defects/:id: one defect's facts, reports and timeline, with the steps the caller may take. */
export default function DefectScreen() {
  const { t } = useTranslation('defects');
  const id = Number(useParams().id);
  const role = useCurrentUser()?.role;
  const defect = useDefect(Number.isInteger(id) && id > 0 ? id : 0);

  return (
    <Stack gap="md">
      <Anchor component={Link} to={defectsListPath(role)} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t('detail.back')}
        </Group>
      </Anchor>
      <Title order={1} size="h2">
        {t('detail.title', { id: Number.isInteger(id) ? id : '' })}
      </Title>
      {defect.isPending && <Loader size="sm" role="status" aria-label={t('detail.title', { id })} />}
      {defect.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {defect.error instanceof ApiError ? translateMessage(defect.error.message) : t('detail.notFound')}
        </Alert>
      )}
      {defect.data && (
        <>
          <DefectActions defect={defect.data} role={role} />
          {role === 'admin' && !closedDefectStatuses.includes(defect.data.status) && (
            <Anchor
              component={Link}
              to={newWorkOrderPath({ vehicleId: defect.data.vehicle_id, defectId: id })}
              size="sm"
            >
              {t('detail.newWorkOrder')}
            </Anchor>
          )}
          <DefectFacts defect={defect.data} />
          <DefectOccurrences defect={defect.data} />
          <DefectTimeline defect={defect.data} />
        </>
      )}
    </Stack>
  );
}
