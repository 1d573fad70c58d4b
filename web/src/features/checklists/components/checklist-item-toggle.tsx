import { UnstyledButton } from '@mantine/core';
import type { ChecklistAnswerValue } from '@fleet-ops/shared';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { checklistsNamespace } from '../i18n';
import classes from './checklist-items.module.css';

type ChecklistItemToggleProps = {
  label: string;
  value: ChecklistAnswerValue;
  onChange: (value: ChecklistAnswerValue) => void;
};

/** A yes/no item as one large switch: green "Yes" by default, one tap turns it red "No". */
export function ChecklistItemToggle({ label, value, onChange }: ChecklistItemToggleProps) {
  const { t } = useTranslation(checklistsNamespace);
  const isYes = value === 'yes';
  return (
    <UnstyledButton
      role="switch"
      aria-checked={isYes}
      className={classes.toggle}
      onClick={() => onChange(isYes ? 'no' : 'yes')}
    >
      <span>{label}</span>
      <span className={classes.answer} aria-hidden>
        {isYes ? <IconCheck size={20} stroke={3} /> : <IconX size={20} stroke={3} />}
        {isYes ? t('form.yes') : t('form.no')}
      </span>
    </UnstyledButton>
  );
}
