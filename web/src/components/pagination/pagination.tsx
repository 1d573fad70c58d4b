import { ActionIcon, Group, NativeSelect, Text } from '@mantine/core';
import { pageSizes } from '@fleet-ops/shared';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format';
import '../list-controls-i18n';

export type PageSize = (typeof pageSizes)[number];

export type PaginationProps = {
  /** The server's paging fields (shared `paginationFields`), or the same computed on the client. */
  page: number;
  lastPage: number;
  total: number;
  pageSize: PageSize;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: PageSize) => void;
};

function isPageSize(value: number): value is PageSize {
  return pageSizes.some((size) => size === value);
}

/** Spec section 2: page size 10/25/50/100, 'Entries: {total}', 'Page {n} of {last}', previous and next. */
export function Pagination({ page, lastPage, total, pageSize, onPageChange, onPageSizeChange }: PaginationProps) {
  const { t } = useTranslation();
  // An empty list still reads "Page 1 of 1".
  const last = Math.max(lastPage, 1);

  return (
    <Group justify="space-between" gap="sm" mt="sm">
      <Group gap="sm">
        <NativeSelect
          aria-label={t('pagination.pageSize')}
          data={pageSizes.map(String)}
          value={String(pageSize)}
          onChange={(event) => {
            const size = Number(event.currentTarget.value);
            if (isPageSize(size)) onPageSizeChange(size);
          }}
          w={80}
        />
        <Text size="sm">{t('pagination.entries', { total: formatNumber(total) })}</Text>
      </Group>
      <Group gap="xs">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('pagination.previous')}
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          <IconChevronLeft size={18} />
        </ActionIcon>
        <Text size="sm" aria-live="polite">
          {t('pagination.page', { page, last })}
        </Text>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('pagination.next')}
          disabled={page >= last}
          onClick={() => onPageChange(page + 1)}
        >
          <IconChevronRight size={18} />
        </ActionIcon>
      </Group>
    </Group>
  );
}

type ServerPaginationProps = {
  /** The list's last answer (shared `paginationFields`), undefined while the first one loads. */
  result: { current_page: number; last_page: number; total: number } | undefined;
  /** The page and size the screen asked for (its address). */
  page: number;
  perPage: PageSize;
  onChange: (changes: { page: number } | { perPage: PageSize }) => void;
};

/** The pager under a server-paged list: the answer's figures, or the page asked for while it loads. */
export function ServerPagination({ result, page, perPage, onChange }: ServerPaginationProps) {
  return (
    <Pagination
      page={result?.current_page ?? page}
      lastPage={result?.last_page ?? 1}
      total={result?.total ?? 0}
      pageSize={perPage}
      onPageChange={(next) => onChange({ page: next })}
      onPageSizeChange={(size) => onChange({ perPage: size })}
    />
  );
}
