import { Stack, Text, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { checklistNoteMax, type InspectionItem, type InspectionSection } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { NumberField } from '../../../components/inputs/number-field';
import { checklistInspectionNamespace } from '../inspection-i18n';
import { ChecklistItemToggle, NotApplicableChoice } from './checklist-item-toggle';
import type { ChecklistFormValues } from './checklist-values';
import { DefectPicker } from './defect-picker';
import { otherDefect } from './inspection-values';

type Form = UseFormReturnType<ChecklistFormValues>;

const errorOf = (form: Form, field: string) => {
  const error = form.errors[field];
  return typeof error === 'string' ? error : undefined;
};

/**
 * One item of a form: the pass/fail switch, its help, a number item's reading (its unit and
 * bounds checked on the field), and on a fail "Which defect?" and the note ("Other" needs one).
 */
function InspectionItemField({
  item,
  form,
  startUnmarked,
}: {
  item: InspectionItem;
  form: Form;
  startUnmarked: boolean;
}) {
  const { t, i18n } = useTranslation(checklistInspectionNamespace);
  const french = i18n.language === 'fr';
  const label = french ? item.label_fr : item.label;
  const help = french ? item.help_fr : item.help;
  const answer = form.values.checklist[item.key];
  const choice = form.values.defect_choices?.[item.key];
  const failed = answer === 'no';
  return (
    <Stack gap={6}>
      <ChecklistItemToggle
        label={label}
        value={answer ?? (startUnmarked ? undefined : 'yes')}
        onChange={(value) => form.setFieldValue(`checklist.${item.key}`, value)}
      />
      {item.na_allowed && (
        <NotApplicableChoice
          label={label}
          value={answer}
          onChange={(value) => form.setFieldValue(`checklist.${item.key}`, value)}
        />
      )}
      {help && (
        <Text size="sm" c="dimmed">
          {help}
        </Text>
      )}
      {item.answer_kind === 'number' && answer !== 'na' && (
        <NumberField
          size="lg"
          label={`${item.unit ? t('readingWithUnit', { unit: item.unit }) : t('reading')} · ${label}`}
          required
          value={form.values.readings?.[item.key] ?? ''}
          error={errorOf(form, `readings.${item.key}`)}
          onChange={(reading) => form.setFieldValue(`readings.${item.key}`, reading === '' ? '' : Number(reading))}
        />
      )}
      {failed && item.defects.length > 0 && (
        <DefectPicker
          item={item}
          label={label}
          value={choice}
          error={errorOf(form, `defect_choices.${item.key}`)}
          onChange={(code) => form.setFieldValue(`defect_choices.${item.key}`, code)}
        />
      )}
      {failed && (
        <TextInput
          size="lg"
          label={choice === otherDefect ? t('otherNote', { item: label }) : t('defectNote', { item: label })}
          required={choice === otherDefect}
          maxLength={checklistNoteMax}
          value={form.values.notes[item.key] ?? ''}
          error={errorOf(form, `notes.${item.key}`)}
          onChange={(event) => form.setFieldValue(`notes.${item.key}`, event.currentTarget.value)}
        />
      )}
    </Stack>
  );
}

/** A form version's sections in order, titled in the reader's language, each with its items. */
export function InspectionItems({
  sections,
  form,
  startUnmarked,
}: {
  sections: InspectionSection[];
  form: Form;
  startUnmarked: boolean;
}) {
  const { i18n } = useTranslation(checklistInspectionNamespace);
  const french = i18n.language === 'fr';
  return (
    <Stack gap="lg">
      {sections.map((section) => (
        <Stack key={section.key} gap="sm" component="section" aria-label={french ? section.title_fr : section.title}>
          <Title order={3} size="h4">
            {french ? section.title_fr : section.title}
          </Title>
          {section.items.map((item) => (
            <InspectionItemField key={item.key} item={item} form={form} startUnmarked={startUnmarked} />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
