import { Checkbox } from '@mantine/core';
import { renewalKinds } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { ChoiceFilter } from '../../../components/list-screen/list-filters';
import { renewalsNamespace } from '../i18n';
import { withinChoices, type RenewalListState } from '../renewal-list-state';

type RenewalFiltersProps = { state: RenewalListState; update: (changes: Partial<RenewalListState>) => void };

/** Kind, "due within" and "due or overdue only"; each change starts again at page 1. */
export function RenewalFilters({ state, update }: RenewalFiltersProps) {
  const { t } = useTranslation(renewalsNamespace);
  return (
    <>
      <ChoiceFilter
        label={t('filters.kind')}
        anyLabel={t('filters.any')}
        choices={renewalKinds.map((kind) => ({ value: kind, label: t(`kind.${kind}`) }))}
        value={state.kind}
        onChange={(kind) => update({ kind })}
        width={220}
      />
      <ChoiceFilter
        label={t('filters.within')}
        anyLabel={t('filters.withinAny')}
        choices={withinChoices.map((days) => ({
          value: days,
          label: t('filters.withinDays', { count: Number(days) }),
        }))}
        value={state.within}
        onChange={(within) => update({ within })}
        width={170}
      />
      <Checkbox
        label={t('filters.overdue')}
        checked={state.overdue}
        onChange={(event) => update({ overdue: event.currentTarget.checked })}
        mb={8}
      />
    </>
  );
}
