import { Checkbox, UnstyledButton } from '@mantine/core';
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
 * not marked yet is grey ("Mark"); its first tap makes it "Yes". An item answered N/A (its own
 * check box, `NotApplicableChoice`) shows a grey "N/A" switch that waits until N/A is unticked.
 */
export function ChecklistItemToggle({ label, value, onChange }: ChecklistItemToggleProps) {
  const { t } = useTranslation(checklistsNamespace);
  const { t: tr } = useTranslation(checklistRecordNamespace);
  const isYes = value === 'yes';
  const unmarked = value === undefined;
  const notApplicable = value === 'na';
  const words = unmarked ? tr('notMarked') : notApplicable ? tr('notApplicable') : isYes ? t('form.yes') : t('form.no');
  return (
    <UnstyledButton
      role="switch"
      aria-checked={isYes}
      data-unmarked={unmarked || notApplicable ? 'true' : undefined}
      disabled={notApplicable}
      className={classes.toggle}
      onClick={() => onChange(unmarked || !isYes ? 'yes' : 'no')}
    >
      <span>{label}</span>
      <span className={classes.answer} aria-hidden>
        {unmarked || notApplicable ? null : isYes ? <IconCheck size={20} stroke={3} /> : <IconX size={20} stroke={3} />}
        {words}
      </span>
    </UnstyledButton>
  );
}

/** On a form's item that allows it: "Not applicable (N/A)", which answers the item N/A (unticked: Yes). */
export function NotApplicableChoice({ label, value, onChange }: ChecklistItemToggleProps) {
  const { t } = useTranslation(checklistRecordNamespace);
  return (
    <Checkbox
      size="md"
      label={t('notApplicableChoice', { item: label })}
      checked={value === 'na'}
      onChange={(event) => onChange(event.currentTarget.checked ? 'na' : 'yes')}
    />
  );
}
