// The button's word loads with the lists that show it.
import './import-button-i18n';
import { Button } from '@mantine/core';
import type { ImportKind } from '@fleet-ops/shared';
import { IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { importPath } from '../config/paths';

/**
 * A list's Import button (beside Column Options): a link to the import screen of the list's kind,
 * so the lists (records) need nothing of the imports feature (the app) above them.
 */
export function ImportButton({ kind }: { kind: ImportKind }) {
  const { t } = useTranslation();
  return (
    <Button component={Link} to={importPath(kind)} variant="default" leftSection={<IconUpload size={18} />}>
      {t('importButton')}
    </Button>
  );
}
