import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { FireInspection, FirstAidKit } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { ExpiryChip } from '../../../../components/expiry-chip/expiry-chip';
import { formatDate, formatMonth } from '../../../../lib/format';
import { vehicleOverviewNamespace } from '../i18n';
import { OverviewSection, type SectionLink } from './overview-section';

type ExpiryLabels = Record<'expired' | 'expiring' | 'ok', string>;

/** One piece of safety equipment: when it expires (coloured) and a detail line, or "none". */
function Equipment(props: {
  title: string;
  carried: { expires: string; status: FirstAidKit['expiry_status']; detail: string } | null;
  labels: ExpiryLabels;
}) {
  const { t } = useTranslation(vehicleOverviewNamespace);
  const { carried } = props;
  return (
    <Stack gap={4}>
      <Title order={3} size="h6">
        {props.title}
      </Title>
      {carried ? (
        <>
          <Text size="sm">
            {t('safety.expires')}{' '}
            <ExpiryChip text={carried.expires} status={carried.status} labels={props.labels} markOk />
          </Text>
          <Text size="sm" c="dimmed">
            {carried.detail}
          </Text>
        </>
      ) : (
        <Text size="sm">{t('safety.none')}</Text>
      )}
    </Stack>
  );
}

/** The extinguisher and the kit the vehicle carries now (the ones expiring last), valid ones marked green. */
export function SafetySection({
  fireExtinguisher,
  firstAidKit,
  links,
}: {
  fireExtinguisher: FireInspection | null;
  firstAidKit: FirstAidKit | null;
  links: SectionLink[];
}) {
  const { t } = useTranslation([vehicleOverviewNamespace, 'vehicles']);
  const labels = {
    expired: t('vehicles:expiry.expired'),
    expiring: t('vehicles:expiry.expiring'),
    ok: t('vehicles:expiry.ok'),
  };
  return (
    <OverviewSection title={t('safety.title')} links={links}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Equipment
          title={t('safety.fireExtinguisher')}
          labels={labels}
          carried={
            fireExtinguisher && {
              expires: formatDate(fireExtinguisher.inspection_expiry_date),
              status: fireExtinguisher.expiry_status,
              detail: t('safety.manufactured', {
                year: fireExtinguisher.manufacture_year,
                month: formatMonth(fireExtinguisher.inspection_month),
              }),
            }
          }
        />
        <Equipment
          title={t('safety.firstAidKit')}
          labels={labels}
          carried={
            firstAidKit && {
              expires: formatMonth(firstAidKit.expiry_date),
              status: firstAidKit.expiry_status,
              detail: t(`safety.kitType.${firstAidKit.type}`),
            }
          }
        />
      </SimpleGrid>
    </OverviewSection>
  );
}
