import { Checkbox, Select } from '@mantine/core';
import { renewalKinds } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { renewalsNamespace } from '../i18n';
import { withinChoices, type RenewalListState } from '../renewal-list-state';

type RenewalFiltersProps = { state: RenewalListState; update: (changes: Partial<RenewalListState>) => void };

/** Kind, "due within" and "due or overdue only"; each change starts again at page 1. */
export function RenewalFilters({ state, update }: RenewalFiltersProps) {
  const { t } = useTranslation(renewalsNamespace);
  return (
    <>
      <Select
        label={t('filters.kind')}
        data={[
          { value: 'all', label: t('filters.any') },
          ...renewalKinds.map((kind) => ({ value: kind, label: t(`kind.${kind}`) })),
        ]}
        value={state.kind}
        onChange={(value) => update({ kind: value ?? 'all', page: 1 })}
        allowDeselect={false}
        w={{ base: '100%', xs: 220 }}
      />
      <Select
        label={t('filters.within')}
        data={[
          { value: 'all', label: t('filters.withinAny') },
          ...withinChoices.map((days) => ({ value: days, label: t('filters.withinDays', { count: Number(days) }) })),
        ]}
        value={state.within}
        onChange={(value) => update({ within: value ?? 'all', page: 1 })}
        allowDeselect={false}
        w={{ base: '100%', xs: 170 }}
      />
      <Checkbox
        label={t('filters.overdue')}
        checked={state.overdue}
        onChange={(event) => update({ overdue: event.currentTarget.checked, page: 1 })}
        mb={8}
      />
    </>
  );
}
