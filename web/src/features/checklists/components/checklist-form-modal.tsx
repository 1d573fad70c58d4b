import { Center, Loader } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/app-modal';
import { phoneQuery } from '../../../components/layout/use-sidebar';
import { useChecklistFormOptions } from '../api/get-checklist-form-options';
import { checklistsNamespace } from '../i18n';
import { ChecklistForm } from './checklist-form';

type ChecklistFormModalProps = {
  opened: boolean;
  onClose: () => void;
  /** The vehicle a QR code opened the form for (`?vehicle=`), chosen from the start. */
  preselected?: string | null;
};

/**
 * The New Pre-OP Checklist modal (full screen on a phone). After a submission a supervisor keeps
 * it open for the next vehicle; everyone else goes back to the refreshed list.
 */
export function ChecklistFormModal({ opened, onClose, preselected = null }: ChecklistFormModalProps) {
  const { t } = useTranslation(checklistsNamespace);
  const isPhone = useMediaQuery(phoneQuery, false, { getInitialValueInEffect: false });
  const options = useChecklistFormOptions();
  return (
    <AppModal opened={opened} onClose={onClose} title={t('form.newButton')} size="xl" fullScreen={isPhone}>
      {options.data ? (
        <ChecklistForm
          options={options.data}
          onSubmitted={options.data.mode === 'supervisor' ? undefined : onClose}
          preselected={preselected}
        />
      ) : (
        <Center py="xl">
          <Loader role="status" aria-label={t('form.loadingOptions')} />
        </Center>
      )}
    </AppModal>
  );
}
