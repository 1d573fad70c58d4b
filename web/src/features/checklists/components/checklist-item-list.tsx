import { Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { InspectionSection } from '@fleet-ops/shared';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { checklistsNamespace } from '../i18n';
import { ChecklistItems } from './checklist-items';
import type { ChecklistFormValues } from './checklist-values';
import { InspectionItems } from './inspection-lazy';

type ChecklistItemListProps = {
  form: UseFormReturnType<ChecklistFormValues>;
  /** The items asked, once the vehicle's list (and form) are known. */
  itemKeys: string[] | undefined;
  /** The vehicle's own form's sections; undefined for the spec's Pre-OP list. */
  sections: InspectionSection[] | undefined;
  startUnmarked: boolean;
  noteErrors: Record<string, string | undefined>;
  checklistErrors: string[];
};

/** The items of the checklist: the vehicle's form's sections, or the Pre-OP toggles as before forms. */
export function ChecklistItemList({
  form,
  itemKeys,
  sections,
  startUnmarked,
  noteErrors,
  checklistErrors,
}: ChecklistItemListProps) {
  const { t } = useTranslation(checklistsNamespace);
  const { values } = form;
  return (
    <Stack gap="xs" component="fieldset" m={0} p={0} bd="none">
      <Text component="legend" fw={700} mb="xs">
        {t('form.itemsLegend')}
      </Text>
      {values.equipment_number === '' ? (
        <Text c="dimmed">{t('form.chooseVehicleFirst')}</Text>
      ) : !itemKeys ? (
        <Text c="dimmed">{t('form.loadingItems')}</Text>
      ) : sections ? (
        <Suspense fallback={<Text c="dimmed">{t('form.loadingItems')}</Text>}>
          <InspectionItems sections={sections} form={form} startUnmarked={startUnmarked} />
        </Suspense>
      ) : (
        <ChecklistItems
          items={itemKeys}
          answers={values.checklist}
          onChange={(item, answer) => form.setFieldValue(`checklist.${item}`, answer)}
          notes={values.notes}
          onNoteChange={(item, note) => form.setFieldValue(`notes.${item}`, note)}
          startUnmarked={startUnmarked}
          noteErrors={noteErrors}
        />
      )}
      {checklistErrors.length > 0 && (
        <Text c="red.9" size="sm" role="alert">
          {checklistErrors.join(' ')}
        </Text>
      )}
    </Stack>
  );
}
