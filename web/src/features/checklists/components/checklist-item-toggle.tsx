import { UnstyledButton } from '@mantine/core';
import type { ChecklistAnswerValue } from '@fleet-ops/shared';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { checklistsNamespace } from '../i18n';
import { checklistRecordNamespace } from '../record-i18n';
import classes from './checklist-items.module.css';

type ChecklistItemToggleProps = {
  label: string;
  /** Undefined: not marked yet (only when the site asks for every item to be marked). */
  value: ChecklistAnswerValue | undefined;
  onChange: (value: ChecklistAnswerValue) => void;
};

/**
 * A yes/no item as one large switch: green "Yes" by default, one tap turns it red "No". An item
 * not marked yet is grey ("Mark"); its first tap makes it "Yes".
 */
export function ChecklistItemToggle({ label, value, onChange }: ChecklistItemToggleProps) {
  const { t } = useTranslation(checklistsNamespace);
  const { t: tr } = useTranslation(checklistRecordNamespace);
  const isYes = value === 'yes';
  const unmarked = value === undefined;
  return (
    <UnstyledButton
      role="switch"
      aria-checked={isYes}
      data-unmarked={unmarked ? 'true' : undefined}
      className={classes.toggle}
      onClick={() => onChange(unmarked || !isYes ? 'yes' : 'no')}
    >
      <span>{label}</span>
      <span className={classes.answer} aria-hidden>
        {unmarked ? null : isYes ? <IconCheck size={20} stroke={3} /> : <IconX size={20} stroke={3} />}
        {unmarked ? tr('notMarked') : isYes ? t('form.yes') : t('form.no')}
      </span>
    </UnstyledButton>
  );
}
