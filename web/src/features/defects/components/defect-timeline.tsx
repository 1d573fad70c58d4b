import { Table, Title, VisuallyHidden } from '@mantine/core';
import type { DefectDetail } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';

const knownActions = ['create', 'occurrence', 'report', 'acknowledge', 'repair', 'verify', 'close'];

/** Each report of the defect (a checklist's "no", or a report on its own), oldest first, with its code and remarks. */
export function DefectOccurrences({ defect }: { defect: DefectDetail }) {
  const { t } = useTranslation('defects');
  return (
    <section aria-labelledby="defect-occurrences">
      <Title order={2} size="h4" id="defect-occurrences" mb="xs">
        {t('detail.occurrences')}
      </Title>
      <Table.ScrollContainer minWidth={420}>
        <Table striped>
          <VisuallyHidden component="caption">{t('detail.occurrencesCaption')}</VisuallyHidden>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('detail.when')}</Table.Th>
              <Table.Th>{t('detail.checklist')}</Table.Th>
              <Table.Th>{t('detail.code')}</Table.Th>
              <Table.Th>{t('detail.remarks')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {defect.occurrence_list.map((occurrence) => (
              <Table.Tr key={occurrence.id}>
                <Table.Td>{formatDateTime(occurrence.reported_at)}</Table.Td>
                <Table.Td>
                  {occurrence.checklist_id ??
                    (occurrence.reported_by_name ? t('detail.reportedBy', { name: occurrence.reported_by_name }) : '—')}
                </Table.Td>
                <Table.Td>{occurrence.code ?? '—'}</Table.Td>
                <Table.Td>{occurrence.remarks || t('detail.noRemarks')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </section>
  );
}

/** The audit entries of the defect, oldest first: what was done, by whom, when. */
export function DefectTimeline({ defect }: { defect: DefectDetail }) {
  const { t } = useTranslation('defects');
  return (
    <section aria-labelledby="defect-timeline">
      <Title order={2} size="h4" id="defect-timeline" mb="xs">
        {t('detail.timeline')}
      </Title>
      <Table.ScrollContainer minWidth={420}>
        <Table striped>
          <VisuallyHidden component="caption">{t('detail.timelineCaption')}</VisuallyHidden>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('detail.action')}</Table.Th>
              <Table.Th>{t('detail.who')}</Table.Th>
              <Table.Th>{t('detail.when')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {defect.history.map((entry, index) => (
              <Table.Tr key={`${entry.action}-${entry.at}-${index}`}>
                <Table.Td>{knownActions.includes(entry.action) ? t(`history.${entry.action}`) : entry.action}</Table.Td>
                <Table.Td>{entry.actor_name ?? t('detail.system')}</Table.Td>
                <Table.Td>{formatDateTime(entry.at)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </section>
  );
}
