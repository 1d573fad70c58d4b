import { Checkbox, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { checklistNoteMax, type InspectionItem, type VehicleOpenDefect } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { checklistInspectionNamespace } from '../inspection-i18n';
import type { ChecklistFormValues } from './checklist-values';
import { DefectClassBadge } from './defect-picker';
import { otherDefect } from './inspection-values';

type Form = UseFormReturnType<ChecklistFormValues>;

type OpenDefectsListProps = {
  defects: VehicleOpenDefect[];
  form: Form;
  /** The items this checklist asks, by key (a defect of another item can only be read). */
  items: Map<string, InspectionItem | null>;
  /** The item's own name when the form gives none (the Pre-OP list's words). */
  itemName: (item: string) => string;
};

/**
 * "Open defects come first": the vehicle's defects not yet verified, at the top of the form. For
 * each, "Still there" (or a note of what the driver sees) answers its item No, which adds a new
 * occurrence to the same defect with this checklist; leaving it, or passing the item, closes nothing.
 */
export function OpenDefectsList({ defects, form, items, itemName }: OpenDefectsListProps) {
  const { t, i18n } = useTranslation(checklistInspectionNamespace);
  const french = i18n.language === 'fr';
  if (defects.length === 0) return null;

  const markStillThere = (defect: VehicleOpenDefect, still: boolean) => {
    form.setFieldValue(`checklist.${defect.item}`, still ? 'no' : 'yes');
    const item = items.get(defect.item);
    if (!still || !item || item.defects.length === 0) return;
    const known = item.defects.some((description) => description.code === defect.code);
    form.setFieldValue(`defect_choices.${defect.item}`, known ? defect.code! : otherDefect);
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="open-defects-title">
      <Title order={3} size="h4" id="open-defects-title">
        {t('openDefects.title')}
      </Title>
      <Text size="sm">{t('openDefects.hint')}</Text>
      {defects.map((defect) => {
        const label = (french ? defect.item_label_fr : defect.item_label) ?? itemName(defect.item);
        const description = french ? defect.description_fr : defect.description;
        const asked = items.has(defect.item);
        const stillThere = form.values.checklist[defect.item] === 'no';
        return (
          <Paper key={defect.id} withBorder p="sm" radius="md" data-testid={`open-defect-${defect.item}`}>
            <Stack gap={6}>
              <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
                <Text fw={700}>{label}</Text>
                <DefectClassBadge major={defect.class === 'major'} />
              </Group>
              {(defect.code ?? description) && (
                <Text size="sm">{[defect.code, description].filter(Boolean).join(' · ')}</Text>
              )}
              <Text size="sm" c="dimmed">
                {t('openDefects.since', { date: formatDateTime(defect.reported_at) })} ·{' '}
                {t('openDefects.reported', { count: defect.occurrences })}
              </Text>
              {defect.last_note && <Text size="sm">{t('openDefects.lastNote', { note: defect.last_note })}</Text>}
              {asked ? (
                <>
                  <Checkbox
                    size="lg"
                    label={t('openDefects.stillThere')}
                    aria-label={`${t('openDefects.stillThere')} · ${label}`}
                    checked={stillThere}
                    onChange={(event) => markStillThere(defect, event.currentTarget.checked)}
                  />
                  <TextInput
                    size="lg"
                    label={t('openDefects.whatISee')}
                    aria-label={`${t('openDefects.whatISee')} · ${label}`}
                    maxLength={checklistNoteMax}
                    value={stillThere ? (form.values.notes[defect.item] ?? '') : ''}
                    onChange={(event) => {
                      const note = event.currentTarget.value;
                      if (!stillThere && note.trim() !== '') markStillThere(defect, true);
                      form.setFieldValue(`notes.${defect.item}`, note);
                    }}
                  />
                  {stillThere && (
                    <Text size="sm" c="green.9">
                      {t('openDefects.reportedAgain')}
                    </Text>
                  )}
                </>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('openDefects.notOnForm')}
                </Text>
              )}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
