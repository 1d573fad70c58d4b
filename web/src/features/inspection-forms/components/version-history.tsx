import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { codeLabel, inspectionFormColumns } from '@fleet-ops/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/app-modal';
import { LoadingArea } from '../../../components/loading-area';
import { currentLanguage } from '../../../lib/i18n';
import { useInspectionFormVersion } from '../api/inspection-forms';
import { inLanguage } from '../form-words';
import { SectionItems } from './section-view';

function VersionView({ formId, version }: { formId: number; version: number }) {
  const { t } = useTranslation('inspectionForms');
  const published = useInspectionFormVersion(formId, version);
  const language = currentLanguage();
  if (published.isError) return <Alert color="red">{t('versions.loadError')}</Alert>;
  if (!published.data) return <LoadingArea minHeight={120} />;
  return (
    <Stack gap="md">
      <Text size="sm">
        {t('versions.validity', {
          validity: codeLabel(inspectionFormColumns.columns.validity, published.data.validity, language),
        })}
      </Text>
      {published.data.sections.map((section, index) => (
        <Stack key={section.key} gap="xs">
          <Title order={3} size="h5">
            {t('sections.legend', { number: index + 1, title: inLanguage(section.title, section.title_fr, language) })}
          </Title>
          <SectionItems items={section.items} />
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * The form's published versions, newest first; each opens read-only, as the checklists filled on
 * it show it for ever.
 */
export function VersionHistory({ formId, latest }: { formId: number; latest: number | null | undefined }) {
  const { t } = useTranslation('inspectionForms');
  const [open, setOpen] = useState<number | null>(null);
  const versions = latest ? Array.from({ length: latest }, (_, index) => latest - index) : [];

  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('versions.title')}
      </Title>
      {versions.length === 0 && <Text size="sm">{t('versions.none')}</Text>}
      <Group gap="xs">
        {versions.map((version) => (
          <Button key={version} variant="default" size="xs" onClick={() => setOpen(version)}>
            {version === latest ? t('versions.current', { version }) : t('versions.view', { version })}
          </Button>
        ))}
      </Group>
      <AppModal
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={t('versions.viewTitle', { version: open ?? 0 })}
        size="xl"
      >
        {open !== null && <VersionView formId={formId} version={open} />}
      </AppModal>
    </Stack>
  );
}
