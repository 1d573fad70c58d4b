import { ActionIcon, Anchor, Badge, Group } from '@mantine/core';
import { codeLabel, inspectionFormColumns, yesNoTitles, type InspectionFormRow } from '@fleet-ops/shared';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CatalogueCells } from '../../../components/list-screen/catalogue-columns';
import { currentLanguage } from '../../../lib/i18n';
import { inspectionFormPath } from '../form-paths';
import { formDateTime, formName } from '../form-words';

/** A phone has room for the name (which opens the editor), the version and the pencil. */
export const formPhoneColumns = ['name', 'current_version', 'actions'];

/** How the Inspection forms list draws its cells: the name in the reader's language, a link to the editor. */
export function useFormCells(): CatalogueCells<InspectionFormRow, typeof inspectionFormColumns> {
  const { t } = useTranslation('inspectionForms');
  const language = currentLanguage();
  const yesNo = (value: boolean) => yesNoTitles[value ? 'yes' : 'no'][language];

  return {
    name: {
      render: (form) => (
        <Group gap="xs">
          <Anchor component={Link} to={inspectionFormPath(form.id)} size="sm" fw={500}>
            {formName(form, language)}
          </Anchor>
          {form.is_default && (
            <Badge size="xs" variant="light">
              {t('list.default')}
            </Badge>
          )}
        </Group>
      ),
    },
    kind: { render: (form) => codeLabel(inspectionFormColumns.columns.kind, form.kind, language) },
    validity: { render: (form) => codeLabel(inspectionFormColumns.columns.validity, form.validity, language) },
    current_version: {
      render: (form) =>
        form.current_version ? t('list.version', { version: form.current_version }) : t('list.notPublished'),
    },
    published_at: {
      render: (form) => (form.published_at ? formDateTime(form.published_at) : t('list.notPublished')),
    },
    is_default: { render: (form) => yesNo(form.is_default) },
    regulated: { render: (form) => yesNo(form.regulated) },
    unpublished_changes: { render: (form) => yesNo(form.unpublished_changes) },
    vehicle_parent_types: {
      render: (form) => form.applies_to.vehicle_parent_types.join(', ') || t('list.noParentTypes'),
    },
    vehicle_count: { render: (form) => String(form.applies_to.vehicle_ids.length) },
    actions: {
      width: 72,
      render: (form) => (
        <ActionIcon
          component={Link}
          to={inspectionFormPath(form.id)}
          variant="subtle"
          size="lg"
          aria-label={t('list.edit', { name: formName(form, language) })}
        >
          <IconPencil size={18} />
        </ActionIcon>
      ),
    },
  };
}
