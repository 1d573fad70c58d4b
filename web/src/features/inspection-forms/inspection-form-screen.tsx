import './i18n';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { LoadingArea } from '../../components/loading-area';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { currentLanguage, translateMessage } from '../../lib/i18n';
import { useInspectionFormDraft } from './api/inspection-forms';
import { FormEditor } from './components/form-editor';
import { inspectionFormPath } from './form-paths';
import { formName } from './form-words';

const idFrom = (text: string | undefined) => (text && /^\d{1,10}$/.test(text) ? Number(text) : 0);

/** `/inspection-forms/new` and `/inspection-forms/:id`: a form's draft in the editor. */
export default function InspectionFormScreen() {
  const { t } = useTranslation('inspectionForms');
  const navigate = useNavigate();
  const id = idFrom(useParams().id);
  const draft = useInspectionFormDraft(id);

  let title = t('editor.newTitle');
  let content;
  if (id === 0) {
    content = <FormEditor draft={null} onCreated={(created) => void navigate(inspectionFormPath(created.id))} />;
  } else if (draft.data) {
    title = formName(draft.data, currentLanguage());
    // The draft's id keys the editor: a fresh form state for each form, never another's values.
    content = <FormEditor key={draft.data.id} draft={draft.data} onCreated={() => undefined} />;
  } else if (draft.isError) {
    content = (
      <Text role="alert">
        {draft.error instanceof ApiError ? translateMessage(draft.error.message) : t('editor.draftLoadError')}
      </Text>
    );
  } else content = <LoadingArea minHeight={200} />;

  return (
    <Stack gap="md" maw={1100}>
      <Anchor component={Link} to={paths.inspectionForms} size="sm">
        {t('editor.back')}
      </Anchor>
      <Title order={1} size="h2">
        {title}
      </Title>
      {content}
    </Stack>
  );
}
