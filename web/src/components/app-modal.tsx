import { Modal, type ModalProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Mantine's `Modal` with its close button named in the reader's language (the icon alone names nothing). */
export function AppModal(props: ModalProps) {
  const { t } = useTranslation();
  return <Modal closeButtonProps={{ 'aria-label': t('common.close') }} {...props} />;
}
