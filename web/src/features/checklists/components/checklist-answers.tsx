import { Badge, Table, Text } from '@mantine/core';
import type { ChecklistDetail } from '@fleet-ops/shared';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { checklistsNamespace } from '../i18n';
import { checklistRecordNamespace } from '../record-i18n';
import { answerColors } from './checklist-columns';
import { useItemLabel } from './checklist-items';

type Answer = ChecklistDetail['checklist_items'][number];
type Row = { entry: Answer; label: string; unit: string | null };
type Group = { key: string; title: string | null; rows: Row[] };

/**
 * The answers in the order they were asked: on a form, under its sections' titles with each item's
 * label and a number item's reading with its unit, as the version the checklist was filled on
 * words them; on the Pre-OP list, its items as before.
 */
function answerGroups(detail: ChecklistDetail, french: boolean, itemLabel: (item: string) => string): Group[] {
  const form = detail.form_version;
  if (!form) {
    const rows = detail.checklist_items.map((entry) => ({ entry, label: itemLabel(entry.item), unit: null }));
    return [{ key: 'items', title: null, rows }];
  }
  const answers = new Map(detail.checklist_items.map((entry) => [entry.item, entry]));
  return form.sections
    .map((section) => ({
      key: section.key,
      title: french ? section.title_fr : section.title,
      rows: section.items.flatMap((item) => {
        const entry = answers.get(item.key);
        return entry ? [{ entry, label: french ? item.label_fr : item.label, unit: item.unit }] : [];
      }),
    }))
    .filter((group) => group.rows.length > 0);
}

function AnswerBadge({ answer }: { answer: Answer['answer'] }) {
  const { t } = useTranslation(checklistsNamespace);
  const { t: tr } = useTranslation(checklistRecordNamespace);
  if (answer === 'na') {
    return (
      <Badge color="gray.7" size="lg" variant="filled">
        {tr('notApplicable')}
      </Badge>
    );
  }
  return (
    <Badge color={answerColors[answer]} size="lg" variant="filled">
      {answer === 'yes' ? t('form.yes') : t('form.no')}
    </Badge>
  );
}

/** The checklist detail's table of items: each answer Yes, No or N/A, its note and its reading. */
export function ChecklistAnswers({ detail }: { detail: ChecklistDetail }) {
  const { t, i18n } = useTranslation(checklistsNamespace);
  const { t: tr } = useTranslation(checklistRecordNamespace);
  const itemLabel = useItemLabel();
  const groups = answerGroups(detail, i18n.language === 'fr', itemLabel);
  return (
    <Table striped withTableBorder>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('detail.item')}</Table.Th>
          <Table.Th w={110}>{t('detail.answer')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {groups.map((group) => (
          <Fragment key={group.key}>
            {group.title !== null && (
              <Table.Tr>
                <Table.Th colSpan={2} scope="colgroup">
                  {group.title}
                </Table.Th>
              </Table.Tr>
            )}
            {group.rows.map(({ entry, label, unit }) => (
              <Table.Tr key={entry.item}>
                <Table.Td>
                  {label}
                  {entry.reading !== undefined && (
                    <Text size="sm">
                      {tr('reading', {
                        value: unit ? `${formatNumber(entry.reading)} ${unit}` : formatNumber(entry.reading),
                      })}
                    </Text>
                  )}
                  {entry.note && (
                    <Text size="sm" c="dimmed">
                      {entry.note}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <AnswerBadge answer={entry.answer} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Fragment>
        ))}
      </Table.Tbody>
    </Table>
  );
}
