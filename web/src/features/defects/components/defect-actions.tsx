import { Button, Group, Stack, Text } from '@mantine/core';
import { closedDefectStatuses, type DefectDetail, type Role } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { showSuccess } from '../../../components/toasts';
import { useDialog } from '../../../components/use-dialog';
import { useDefectStep } from '../api/defect-step';
import { CloseModal } from './close-modal';
import { RepairModal } from './repair-modal';

type Step = 'acknowledge' | 'repair' | 'verify' | 'close';

/** The steps the defect's status and the caller's role allow, in the lifecycle's order (the server decides in the end). */
function allowedSteps(defect: Pick<DefectDetail, 'status'>, role: Role | undefined): Step[] {
  const admin = role === 'admin';
  const steps: Step[] = [];
  if (admin && defect.status === 'open') steps.push('acknowledge');
  if (admin && (defect.status === 'open' || defect.status === 'acknowledged')) steps.push('repair');
  if ((admin || role === 'supervisor') && defect.status === 'repaired') steps.push('verify');
  if (admin && ['open', 'acknowledged', 'repaired'].includes(defect.status)) steps.push('close');
  return steps;
}

type AccessNote = 'driver' | 'awaitingRepair' | 'verify' | 'finished';

/**
 * What a person other than an admin may do with the defect, by the rule of `allowedSteps` and the
 * server (docs/defects.md): a driver only reads; a supervisor, who reads only their crew's
 * defects, verifies a recorded repair. Admins see their steps' buttons alone.
 */
function accessNote(defect: Pick<DefectDetail, 'status'>, role: Role | undefined): AccessNote | null {
  if (role === 'admin') return null;
  if (role !== 'supervisor') return 'driver';
  if (closedDefectStatuses.includes(defect.status)) return 'finished';
  return defect.status === 'repaired' ? 'verify' : 'awaitingRepair';
}

/** The buttons of the allowed steps and their dialogs; a refusal (403, 409) is toasted with the server's words. */
export function DefectActions({ defect, role }: { defect: DefectDetail; role: Role | undefined }) {
  const { t } = useTranslation('defects');
  const step = useDefectStep();
  const { dialog, opened, open, close } = useDialog<{ kind: Step }>();
  const steps = allowedSteps(defect, role);
  const note = accessNote(defect, role);
  if (!note && steps.length === 0) return null;

  const plainStep = (kind: 'acknowledge' | 'verify') => async () => {
    const response = await step.mutateAsync({ id: defect.id, step: kind });
    showSuccess(response.message);
  };

  return (
    <Stack gap="xs">
      {note && <Text size="sm">{t(`detail.access.${note}`)}</Text>}
      {steps.length > 0 && (
        <Group gap="sm">
          {steps.map((kind) => (
            <Button
              key={kind}
              variant={kind === 'close' ? 'default' : 'filled'}
              color={kind === 'verify' ? 'green' : undefined}
              onClick={() => open({ kind })}
            >
              {t(`steps.${kind}`)}
            </Button>
          ))}
        </Group>
      )}
      {(dialog?.kind === 'acknowledge' || dialog?.kind === 'verify') && (
        <ConfirmDialog
          key={dialog.serial}
          opened={opened}
          onClose={close}
          title={t(`steps.${dialog.kind}Title`)}
          message={t(`steps.${dialog.kind}Message`)}
          confirmLabel={t(`steps.${dialog.kind}`)}
          confirmColor={dialog.kind === 'verify' ? 'green' : 'blue'}
          onConfirm={plainStep(dialog.kind)}
        />
      )}
      {dialog?.kind === 'repair' && <RepairModal key={dialog.serial} opened={opened} onClose={close} defect={defect} />}
      {dialog?.kind === 'close' && <CloseModal key={dialog.serial} opened={opened} onClose={close} defect={defect} />}
    </Stack>
  );
}
