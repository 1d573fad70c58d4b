import '../i18n';
import { Button } from '@mantine/core';
import type { ImportKind } from '@fleet-ops/shared';
import { IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { importPath } from '../../../config/paths';

/** A list's Import button (beside Column Options): it opens the import screen of the list's kind. */
export function ImportButton({ kind }: { kind: ImportKind }) {
  const { t } = useTranslation('imports');
  return (
    <Button component={Link} to={importPath(kind)} variant="default" leftSection={<IconUpload size={18} />}>
      {t('importButton')}
    </Button>
  );
}
