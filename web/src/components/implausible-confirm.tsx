import { Checkbox } from '@mantine/core';
import { isImplausibleQuestion, meterImplausibleMessage } from '@fleet-ops/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../lib/i18n';
import './meter-fields-i18n';

/** Whether a field's message (as shown, in either language) is the implausible-jump question. */
function asksToConfirm(message: ReactNode): boolean {
  if (typeof message !== 'string') return false;
  const shown = translateMessage(meterImplausibleMessage('odometer', 0, '2000-01-01')).slice(0, 20);
  return isImplausibleQuestion(message) || message.startsWith(shown);
}

/**
 * "This reading is far above the last one… Confirm": shown when the server asked to confirm a
 * reading's jump; ticked, the form sends `confirm_implausible` and the reading is kept, flagged.
 */
export function ImplausibleConfirm({
  errors,
  checked,
  onChange,
}: {
  errors: ReactNode[];
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation();
  if (!checked && !errors.some(asksToConfirm)) return null;
  return (
    <Checkbox
      label={t('meterFields.confirmJump')}
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
      color="orange"
    />
  );
}
