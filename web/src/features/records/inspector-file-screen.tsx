import { Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { InspectorFileForm } from './components/inspector-file-form';
import { recordsNamespace } from './i18n';

/** Reports › Inspector's file (issue 37): a vehicle's, a type's or the fleet's records of a period, as one ZIP. */
export default function InspectorFileScreen() {
  const { t } = useTranslation(recordsNamespace);
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('file.title')}
      </Title>
      <Paper withBorder p="md" maw={720}>
        <InspectorFileForm />
      </Paper>
    </Stack>
  );
}
