import type { WebhookWithSecret } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../components/app-modal';
import { ShownOnce } from '../../components/shown-once';
import { webhooksNamespace } from './i18n';

/** A hook's signing secret, new or rotated: the only time it is shown. */
export function SecretModal({ shown, onClose }: { shown: WebhookWithSecret | null; onClose: () => void }) {
  const { t } = useTranslation(webhooksNamespace);
  return (
    <AppModal opened={shown !== null} onClose={onClose} title={t('shown.title')}>
      {shown && (
        <ShownOnce
          value={shown.secret}
          label={t('shown.secret')}
          warning={t('shown.warning')}
          testId="webhook-secret"
          onDone={onClose}
        />
      )}
    </AppModal>
  );
}
