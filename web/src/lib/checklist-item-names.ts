import { checklistItemLabels, checklistItemLabelsFr, type ChecklistItemName } from '@fleet-ops/shared';

/**
 * A checklist item's name in the reader's language (`i18n.language`), from the shared labels the
 * PDF and the mail use too: the vehicle form names its equipment items and the vehicle record the
 * failed items without loading the checklists' words. An item no list knows reads as its code.
 */
export function checklistItemName(item: string, language: string): string {
  const labels: Record<string, string> = language.startsWith('fr') ? checklistItemLabelsFr : checklistItemLabels;
  return labels[item as ChecklistItemName] ?? item.replace(/_/g, ' ');
}
