import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import type { InspectionFormDraft as FormDraft } from '@fleet-ops/shared';
import { IconFileExport, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useUnsavedChanges } from '../../../components/app-modal';
import { showError, showSuccess } from '../../../components/toasts';
import { ApiError } from '../../../lib/api-client';
import { translateMessage } from '../../../lib/i18n';
import { useExportFormJson } from '../api/form-files';
import { usePublishInspectionForm, useSaveInspectionForm } from '../api/inspection-forms';
import { draftBody, editorValues, freshKey, newSection, type EditorValues } from '../editor-values';
import { FormDetailsFields } from './form-details-fields';
import { SectionEditor } from './section-editor';
import { VersionHistory } from './version-history';

/** A 422's messages on their fields, nested ones included (`sections.0.items.2.label`), and in the toast. */
function showFieldErrors(form: UseFormReturnType<EditorValues>, error: unknown) {
  if (!(error instanceof ApiError) || error.status !== 422) return;
  const errors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.errors))
    errors[field] = messages.map(translateMessage).join(' ');
  form.setErrors(errors);
  showError(error.lines);
}

type Props = {
  /** The saved draft, or null for a new form. */
  draft: FormDraft | null;
  /** After the first save of a new form: the screen moves to its address. */
  onCreated: (draft: FormDraft) => void;
};

/**
 * The editor of a form's draft (issue 36): its details, its ordered sections and items, Save draft
 * (`PUT`, or `POST` for a new form), Publish (a new version, after a confirm), and the versions
 * published so far. Publishing saves unsaved changes first, so what is published is what is shown.
 */
export function FormEditor({ draft, onCreated }: Props) {
  const { t } = useTranslation('inspectionForms');
  const form = useForm<EditorValues>({ mode: 'controlled', initialValues: editorValues(draft) });
  const save = useSaveInspectionForm();
  const publish = usePublishInspectionForm();
  const exportJson = useExportFormJson();
  const [confirming, setConfirming] = useState(false);
  const sections = form.values.sections;
  const fixedOrder = sections.some((section) => section.regulated);
  const nextVersion = (draft?.current_version ?? 0) + 1;

  useUnsavedChanges(form.isDirty());

  const saveDraft = async () => {
    const response = await save.mutateAsync({ id: draft?.id ?? null, body: draftBody(form.getValues()) });
    const saved = editorValues(response.data);
    form.setValues(saved);
    form.resetDirty(saved);
    return response;
  };

  const submit = form.onSubmit(async () => {
    try {
      const response = await saveDraft();
      showSuccess(response.message);
      if (!draft) onCreated(response.data);
    } catch (error) {
      showFieldErrors(form, error);
    }
  });

  const publishDraft = async () => {
    if (!draft) return;
    try {
      if (form.isDirty()) await saveDraft();
      const response = await publish.mutateAsync(draft.id);
      showSuccess(response.message);
    } catch (error) {
      showFieldErrors(form, error);
      throw error;
    }
  };

  const addSection = () =>
    form.insertListItem(
      'sections',
      newSection(
        freshKey(
          'section',
          sections.map((section) => section.key),
        ),
      ),
    );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <FormDetailsFields form={form} />
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('sections.title')}
          </Title>
          {form.errors.sections && (
            <Text size="sm" c="red.8" role="alert">
              {form.errors.sections}
            </Text>
          )}
          {sections.map((section, index) => (
            <SectionEditor
              key={index}
              form={form}
              index={index}
              count={sections.length}
              section={section}
              fixedOrder={fixedOrder}
            />
          ))}
          {!fixedOrder && (
            <Group>
              <Button variant="light" leftSection={<IconPlus size={16} />} onClick={addSection}>
                {t('sections.add')}
              </Button>
            </Group>
          )}
        </Stack>
        <Group justify="flex-end" gap="sm">
          {!draft && (
            <Text size="sm" c="dimmed">
              {t('editor.saveFirst')}
            </Text>
          )}
          {draft && (
            <Button
              variant="subtle"
              leftSection={<IconFileExport size={16} />}
              loading={exportJson.isPending}
              onClick={() => exportJson.mutate(draft.id)}
            >
              {t('files.export')}
            </Button>
          )}
          <Button type="submit" variant="default" loading={save.isPending}>
            {t('editor.saveDraft')}
          </Button>
          <Button onClick={() => setConfirming(true)} disabled={!draft} loading={publish.isPending}>
            {t('editor.publish')}
          </Button>
        </Group>
        {draft && <VersionHistory formId={draft.id} latest={draft.current_version} />}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t('publish.title')}
        message={t('publish.message', { version: nextVersion })}
        confirmLabel={t('publish.confirm', { version: nextVersion })}
        confirmColor="blue"
        onConfirm={publishDraft}
        onClose={() => setConfirming(false)}
      >
        {form.isDirty() && (
          <Text size="sm" mt="sm">
            {t('editor.unsavedPublish')}
          </Text>
        )}
      </ConfirmDialog>
    </form>
  );
}
