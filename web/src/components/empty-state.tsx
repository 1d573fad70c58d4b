import { EmptyState as MantineEmptyState } from '@mantine/core';
import { IconDatabaseOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type EmptyStateProps = {
  /** Defaults to the spec's 'No data found'. */
  title?: string;
  description?: string;
};

/** What a list shows when it has nothing to show. */
export function EmptyState({ title, description }: EmptyStateProps) {
  const { t } = useTranslation();
  return (
    <MantineEmptyState
      size="sm"
      icon={<IconDatabaseOff stroke={1.5} aria-hidden />}
      title={title ?? t('common.noDataFound')}
      description={description}
    />
  );
}
