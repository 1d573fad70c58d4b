import type { Driver } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/app-modal';
import { LoadingArea } from '../../../components/loading-area';
import { showSuccess } from '../../../components/toasts';
import { useCreateDriver } from '../api/create-driver';
import { useDriver } from '../api/get-driver';
import { useUpdateDriver } from '../api/update-driver';
import { DriverForm, toCreateDriverRequest, toDriverRequest, type DriverFormValues } from './driver-form';

type ModalProps = { opened: boolean; onClose: () => void };
type DriverModalProps = ModalProps & { driver: Driver };

/**
 * 'Add New Driver': the driver's details, their sign-in email and first password. The screen
 * mounts the dialogs afresh for each opening, so every form starts clean.
 */
export function AddDriverModal({ opened, onClose }: ModalProps) {
  const { t } = useTranslation('drivers');
  const create = useCreateDriver();

  const submit = async (values: DriverFormValues) => {
    const response = await create.mutateAsync(toCreateDriverRequest(values));
    showSuccess(response.message);
    onClose();
  };

  return (
    <AppModal opened={opened} onClose={onClose} title={t('form.addTitle')} size="lg">
      <DriverForm submitLabel={t('form.add')} onSubmit={submit} pending={create.isPending} onCancel={onClose} />
    </AppModal>
  );
}

function EditDriverForm({ driverId, onClose }: { driverId: number; onClose: () => void }) {
  const { t } = useTranslation('drivers');
  const stored = useDriver(driverId);
  const update = useUpdateDriver(driverId);

  const submit = async (values: DriverFormValues) => {
    const response = await update.mutateAsync(toDriverRequest(values));
    showSuccess(response.message);
    onClose();
  };

  if (!stored.data) {
    return <LoadingArea minHeight={200} failed={stored.isError} />;
  }
  return (
    <DriverForm
      driver={stored.data}
      submitLabel={t('form.save')}
      onSubmit={submit}
      pending={update.isPending}
      onCancel={onClose}
    />
  );
}

/** 'Edit Driver': starts from the stored driver (read again, not from the list). */
export function EditDriverModal({ driver, opened, onClose }: DriverModalProps) {
  const { t } = useTranslation('drivers');
  return (
    <AppModal opened={opened} onClose={onClose} title={t('form.editTitle')} size="lg">
      <EditDriverForm driverId={driver.id} onClose={onClose} />
    </AppModal>
  );
}
