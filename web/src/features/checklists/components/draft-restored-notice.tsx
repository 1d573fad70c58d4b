import { Alert, Button } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { checklistOfflineNamespace } from '../offline/offline-i18n';

/** Says the form holds what was entered before (a reload, a crash), with a way to start clean. */
export function DraftRestoredNotice({ onClose, onStartOver }: { onClose: () => void; onStartOver: () => void }) {
  const { t } = useTranslation(checklistOfflineNamespace);
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconRestore />}
      withCloseButton
      closeButtonLabel={t('draft.close')}
      onClose={onClose}
      title={t('draft.restored')}
    >
      <Button size="md" variant="default" onClick={onStartOver}>
        {t('draft.discard')}
      </Button>
    </Alert>
  );
}
