import { Button } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { printOpenDefects } from '../api/print-open-defects';

/** The Defects screen's Print: every open safety defect of the fleet, whatever the filters, as a PDF. */
export function PrintOpenDefectsButton() {
  const { t } = useTranslation('defects');
  const [busy, setBusy] = useState(false);
  const print = () => {
    setBusy(true);
    printOpenDefects()
      .catch(() => undefined) // The API client has said what went wrong.
      .finally(() => setBusy(false));
  };
  return (
    <Button variant="default" leftSection={<IconPrinter size={16} />} loading={busy} onClick={print}>
      {t('printOpen')}
    </Button>
  );
}
