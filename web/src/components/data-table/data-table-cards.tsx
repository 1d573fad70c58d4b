import { Box, LoadingOverlay, Paper } from '@mantine/core';
import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../empty-state';
import classes from './data-table.module.css';

type DataTableCardsProps<Row> = {
  rows: Row[];
  rowKey: (row: Row) => string | number;
  caption: string;
  loading: boolean;
  renderCard: (row: Row) => ReactNode;
  onRowClick?: (row: Row) => void;
};

/** The rows as a list of cards, one per row: what a phone shows instead of a wide table. */
export function DataTableCards<Row>({
  rows,
  rowKey,
  caption,
  loading,
  renderCard,
  onRowClick,
}: DataTableCardsProps<Row>) {
  const { t } = useTranslation();
  const onKeyDown = (event: KeyboardEvent, row: Row) => {
    // Keys pressed on a button or link inside the card are theirs.
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onRowClick?.(row);
    }
  };

  return (
    <Box pos="relative" mih={loading ? 120 : undefined}>
      <LoadingOverlay
        visible={loading}
        zIndex={10}
        overlayProps={{ blur: 1 }}
        loaderProps={{ role: 'status', 'aria-label': t('common.loading') }}
      />
      {rows.length === 0 && !loading ? (
        <EmptyState />
      ) : (
        <ul className={classes.cardList} aria-label={caption} aria-busy={loading}>
          {rows.map((row) => (
            <li key={rowKey(row)}>
              <Paper
                withBorder
                radius="md"
                p="sm"
                className={onRowClick ? classes.clickableRow : undefined}
                onClick={onRowClick ? () => onRowClick(row) : undefined}
                onKeyDown={onRowClick ? (event) => onKeyDown(event, row) : undefined}
                tabIndex={onRowClick ? 0 : undefined}
              >
                {renderCard(row)}
              </Paper>
            </li>
          ))}
        </ul>
      )}
    </Box>
  );
}
