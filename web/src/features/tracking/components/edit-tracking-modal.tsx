import {
  Alert,
  Group,
  Radio,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { rateTypes, type DayCode, type TrackingRow } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/app-modal';
import { FormActions } from '../../../components/form-actions';
import { NumberField } from '../../../components/inputs/number-field';
import { formatDateRange, formatMoney } from '../../../lib/format';
import { intlLocale, translateMessage } from '../../../lib/i18n';
import { draftAmount, draftErrors, withRateType, type TrackingDraft } from '../tracking-edit';
import { dateTimeFormat } from '../../../lib/intl-formats';

type DayChoice = 'in_use' | 'spare' | 'no_charge';

function choiceOf(code: DayCode): DayChoice {
  return code === 1 || code === 3 ? 'in_use' : code === 2 ? 'spare' : 'no_charge';
}

/** Choosing In Use keeps out of town if the day was already so; otherwise in town. */
function codeFor(choice: DayChoice, previous: DayCode): DayCode {
  if (choice === 'spare') return 2;
  if (choice === 'no_charge') return 0;
  return previous === 3 ? 3 : 1;
}

type EditTrackingModalProps = {
  row: TrackingRow;
  days: string[];
  /** Where to start: the inline draft when the row was being edited, else its saved values. */
  initial: TrackingDraft;
  opened: boolean;
  saving: boolean;
  onSave: (draft: TrackingDraft, form: { setErrors: (errors: FormErrors) => void; values: object }) => void;
  onClose: () => void;
};

/** 'Edit Tracking': the rate and, per day, In Use (in town or out of town), Spare or No Charge. */
export function EditTrackingModal({ row, days, initial, opened, saving, onSave, onClose }: EditTrackingModalProps) {
  const { t } = useTranslation('tracking');
  const isPhone = useMediaQuery('(max-width: 40em)');
  const form = useForm<TrackingDraft>({
    initialValues: initial,
    validate: (values) =>
      Object.fromEntries(
        Object.entries(draftErrors(row, values)).map(([field, message]) => [field, translateMessage(message)]),
      ),
  });
  const values = form.getValues();
  const dayFormat = dateTimeFormat(intlLocale(), {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

  const setDay = (date: string, code: DayCode) =>
    form.setFieldValue('week_record', { ...form.getValues().week_record, [date]: code });

  return (
    <AppModal
      opened={opened}
      onClose={onClose}
      title={t('modal.title')}
      size="xl"
      fullScreen={isPhone}
      dirty={form.isDirty()}
    >
      <form onSubmit={form.onSubmit((draft) => onSave(draft, form))} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput label={t('modal.vehicleNo')} value={`${row.equipment_number} · ${row.VIN_no}`} readOnly />
            <TextInput label={t('modal.driver')} value={row.driver_name ?? t('noDriver')} readOnly />
            <TextInput label={t('modal.week')} value={formatDateRange(days[0]!, days[6]!)} readOnly />
            <TextInput label={t('modal.vehicleType')} value={row.vehicle_type} readOnly />
            <Select
              label={t('modal.rateType')}
              required
              data={rateTypes.map((type) => ({ value: type, label: t(`rateTypes.${type}`) }))}
              value={values.rate_type}
              onChange={(type) => form.setValues(withRateType(row, form.getValues(), type ?? null))}
              error={form.errors.rate_type}
            />
            <NumberField
              label={t('modal.rate')}
              required
              readOnly={values.rate_type !== 'custom_rate'}
              decimals={2}
              currency
              {...form.getInputProps('rate')}
            />
          </SimpleGrid>

          <Table.ScrollContainer minWidth={340}>
            <Table verticalSpacing={6} withRowBorders>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('modal.day')}</Table.Th>
                  <Table.Th ta="center">{t('modal.inUse')}</Table.Th>
                  <Table.Th ta="center">{t('modal.spare')}</Table.Th>
                  <Table.Th ta="center">{t('modal.noCharge')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {days.map((date) => {
                  const code = values.week_record[date] ?? 0;
                  const choice = choiceOf(code);
                  const dayName = dayFormat.format(new Date(`${date}T00:00:00Z`));
                  const radio = (option: DayChoice, label: string) => (
                    <Table.Td ta="center">
                      <Radio
                        name={`day-${date}`}
                        value={option}
                        checked={choice === option}
                        onChange={() => setDay(date, codeFor(option, code))}
                        aria-label={`${label}, ${dayName}`}
                        styles={{ body: { justifyContent: 'center' } }}
                      />
                    </Table.Td>
                  );
                  return (
                    <Table.Tr key={date}>
                      <Table.Td>
                        <Text size="sm">{dayName}</Text>
                        {choice === 'in_use' && (
                          <SegmentedControl
                            size="xs"
                            aria-label={`${t('modal.where')}, ${dayName}`}
                            data={[
                              { value: '1', label: t('codes.in_town') },
                              { value: '3', label: t('codes.out_of_town') },
                            ]}
                            value={String(code)}
                            onChange={(where) => setDay(date, where === '3' ? 3 : 1)}
                            mt={4}
                          />
                        )}
                      </Table.Td>
                      {radio('in_use', t('modal.inUse'))}
                      {radio('spare', t('modal.spare'))}
                      {radio('no_charge', t('modal.noCharge'))}
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {form.errors.week_record && (
            <Alert color="red" variant="light" role="alert" p="xs">
              {form.errors.week_record}
            </Alert>
          )}

          <Textarea label={t('modal.comments')} rows={2} maxLength={500} {...form.getInputProps('comment')} />
          <Group justify="space-between">
            <Text fw={700}>
              {t('modal.amount')}: {formatMoney(draftAmount(values))}
            </Text>
            <FormActions submitLabel={t('modal.save')} onCancel={onClose} pending={saving} gap="sm" />
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
