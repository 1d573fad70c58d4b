import { Button, FileButton } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showError, showSuccess } from '../../../components/toasts';
import { useImportFormJson } from '../api/form-files';
import { inspectionFormPath } from '../form-paths';

/** Import JSON: a form another site exported becomes a new draft here, opened in the editor. */
export function ImportFormButton() {
  const { t } = useTranslation('inspectionForms');
  const navigate = useNavigate();
  const importing = useImportFormJson();

  const pick = async (file: File | null) => {
    if (!file) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(await file.text());
    } catch {
      showError(t('files.notJson'));
      return;
    }
    importing.mutate(parsed, {
      onSuccess: (response) => {
        showSuccess(response.message);
        void navigate(inspectionFormPath(response.data.id));
      },
    });
  };

  return (
    <FileButton onChange={(file) => void pick(file)} accept="application/json,.json">
      {(props) => (
        <Button {...props} variant="default" leftSection={<IconFileImport size={18} />} loading={importing.isPending}>
          {t('files.import')}
        </Button>
      )}
    </FileButton>
  );
}
