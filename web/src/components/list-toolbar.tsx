import { Box, Button, Group } from '@mantine/core';
import { IconDownload, IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { exportFormats, type ExportFormat } from '../lib/download-file';
import './list-controls-i18n';
import { SearchField } from './search-field';

type ListToolbarProps = {
  /** The search and filters, on the left; they wrap, and fill the width on a phone. */
  filters: ReactNode;
  /** The buttons, on the right (below the filters when there is no room beside them). */
  actions: ReactNode;
};

/** The bar above a list: its search and filters, then its buttons. */
export function ListToolbar({ filters, actions }: ListToolbarProps) {
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Group align="flex-end" gap="sm" wrap="wrap" style={{ flex: '1 1 320px' }}>
        {filters}
      </Group>
      <Group gap="sm" wrap="wrap">
        {actions}
      </Group>
    </Group>
  );
}

/** A list's search box: its words and the search in force; it searches as the user types. */
export type ListSearch = { label: string; placeholder: string; value: string; onChange: (search: string) => void };

/** Export CSV and Export XLSX of what the search and filters show. */
export type ExportButtonsProps = {
  onExport: (format: ExportFormat) => void;
  /** The format being downloaded: its button spins. */
  exporting: ExportFormat | undefined;
  /** The files offered: both, unless the server writes only one (the reports write CSV only). */
  formats?: readonly ExportFormat[];
};

/** The format an export call is downloading, if it is: the one its button shows as loading. */
export function exportingFormat(mutation: {
  isPending: boolean;
  variables?: { format: ExportFormat };
}): ExportFormat | undefined {
  return mutation.isPending ? mutation.variables?.format : undefined;
}

/**
 * The export control: one group of a button per file format, side by side. Two visible buttons,
 * not a menu: one click for the file wanted, both formats in sight at 1280 px. On a phone the pair
 * in French would wrap inside its buttons, so there they read "CSV" and "XLSX" beside the download
 * icon; the name a screen reader (and a test) finds stays the whole "Export CSV".
 */
export function ExportButtons({ onExport, exporting, formats = exportFormats }: ExportButtonsProps) {
  const { t } = useTranslation();
  return (
    <Button.Group>
      {formats.map((format) => (
        <Button
          key={format}
          variant="default"
          leftSection={<IconDownload size={18} />}
          loading={exporting === format}
          onClick={() => onExport(format)}
          aria-label={t(`exports.${format}`)}
        >
          <Box component="span" visibleFrom="xs">
            {t(`exports.${format}`)}
          </Box>
          <Box component="span" hiddenFrom="xs">
            {format.toUpperCase()}
          </Box>
        </Button>
      ))}
    </Button.Group>
  );
}

/** The list's add button: a dialog it opens, or a page it goes to. */
export type AddButtonAction = { label: string } & ({ onAdd: () => void } | { to: string });

type SearchListToolbarProps = {
  /** The search box, first; a list the server does not search has none. */
  search?: ListSearch;
  /** The list's own filters, after the search. */
  filters?: ReactNode;
  /** The shared Column Options button, wired to the screen's saved choice. */
  columnOptions: ReactNode;
  exports: ExportButtonsProps;
  /** The list's add button, last. */
  add?: AddButtonAction;
};

function AddButton({ add }: { add: AddButtonAction }) {
  const icon = <IconPlus size={18} />;
  if ('to' in add) {
    return (
      <Button component={Link} to={add.to} leftSection={icon}>
        {add.label}
      </Button>
    );
  }
  return (
    <Button leftSection={icon} onClick={add.onAdd}>
      {add.label}
    </Button>
  );
}

/**
 * Every list's toolbar in one order (issue 18): search as you type (when the list has it), the
 * list's filters, Column Options, Export CSV and Export XLSX, then Add. Screens pass their words; the layout and behaviour are shared.
 */
export function SearchListToolbar({ search, filters, columnOptions, exports, add }: SearchListToolbarProps) {
  return (
    <ListToolbar
      filters={
        <>
          {search && (
            <SearchField
              label={search.label}
              placeholder={search.placeholder}
              search={search.value}
              onSearchChange={(next) => next !== search.value && search.onChange(next)}
              w={{ base: '100%', xs: 280 }}
            />
          )}
          {filters}
        </>
      }
      actions={
        <>
          {columnOptions}
          <ExportButtons {...exports} />
          {add && <AddButton add={add} />}
        </>
      }
    />
  );
}
