import { Anchor, Stack, Table, Title, VisuallyHidden } from '@mantine/core';
import type { DefectsReportCode } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/**
 * The Defects report's counts per defect code (issue 36): reported in the range and open at its
 * end, each code opening the Defects list filtered by it.
 */
export function DefectCodeCounts({ codes }: { codes: DefectsReportCode[] }) {
  const { t } = useTranslation('reports');
  if (codes.length === 0) return null;
  return (
    <Stack gap="xs" mt="md">
      <Title order={2} size="h4">
        {t('defectCodes.title')}
      </Title>
      <Table.ScrollContainer minWidth={420}>
        <Table striped>
          <VisuallyHidden component="caption">{t('defectCodes.caption')}</VisuallyHidden>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('defectCodes.code')}</Table.Th>
              <Table.Th>{t('defectCodes.severity')}</Table.Th>
              <Table.Th ta="right">{t('defectCodes.reported')}</Table.Th>
              <Table.Th ta="right">{t('defectCodes.open')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {codes.map((entry) => (
              <Table.Tr key={`${entry.code ?? ''}-${entry.severity}`}>
                <Table.Td>
                  {entry.code === null ? (
                    t('defectCodes.none')
                  ) : (
                    <Anchor
                      component={Link}
                      to={`${paths.defects}?${new URLSearchParams({ code: entry.code }).toString()}`}
                      aria-label={t('defectCodes.openList', { code: entry.code })}
                    >
                      {entry.code}
                    </Anchor>
                  )}
                </Table.Td>
                <Table.Td>{t(`defectCodes.${entry.severity}`)}</Table.Td>
                <Table.Td ta="right">{entry.reported}</Table.Td>
                <Table.Td ta="right">{entry.open}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
