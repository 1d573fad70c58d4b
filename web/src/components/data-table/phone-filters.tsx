import { Button, Collapse } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFilter } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '../list-controls-i18n';
import { useCardLayout } from './use-card-layout';

/**
 * A list's search and filters: in place on wider screens; on a phone (where the list shows
 * cards) folded behind one "Filters" button, so the first rows are in view without scrolling.
 */
export function PhoneFilters({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const folded = useCardLayout();
  const [opened, { toggle }] = useDisclosure(false);
  const panelId = useId();
  if (!folded) return <>{children}</>;
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconFilter size={18} />}
        aria-expanded={opened}
        aria-controls={panelId}
        onClick={toggle}
        fullWidth
      >
        {t('listFilters.button')}
      </Button>
      <Collapse expanded={opened} id={panelId}>
        {children}
      </Collapse>
    </>
  );
}
