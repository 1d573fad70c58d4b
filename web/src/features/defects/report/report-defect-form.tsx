import { Alert, Button, FileInput, Radio, Select, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { defectReportForm, type DefectDetail, type InspectionFormVersion } from '@fleet-ops/shared';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../../components/toasts';
import { ApiError } from '../../../lib/api-client';
import { newClientRequestId } from '../../../lib/client-request-id';
import { showFormErrors } from '../../../lib/form-errors';
import { validateWith } from '../../../lib/form-validation';
import { fileOf, neverArrived, useOutbox, type QueuedDefectReport } from '../../checklists';
import { useReportDefect, useReportForm } from '../api/report-defect';
import { checkedValues, emptyReport, formItems, otherDefect, reportRequest, type ReportValues } from './report-values';

export type ReportVehicle = { id: number; label: string };

type ReportDefectFormProps = {
  vehicles: ReportVehicle[];
  preselected: string;
  /** The server took the report (the defect it opened or added to). */
  onReported: (defect: DefectDetail) => void;
  /** No network: the report waits on the phone. */
  onQueued: () => void;
  /** A report the server refused, taken off the outbox to be fixed and sent again (issue 35). */
  reopened?: QueuedDefectReport;
};

/** A refused report's request as the form holds it: "Other" when it named no description. */
function reopenedValues({ request }: QueuedDefectReport): ReportValues {
  return {
    vehicle_id: String(request.vehicle_id),
    item: request.item,
    choice: request.code ?? otherDefect,
    note: request.note ?? '',
  };
}

const validate = validateWith<ReturnType<typeof checkedValues>>(defectReportForm);

/**
 * The phone's "Report a defect": the vehicle, the item of its inspection form, which of the item's
 * defects (each Minor or Major) or "Other" with a note, and photos. A report that cannot reach the
 * server waits in the phone's outbox with its request id and is sent when the network is back.
 */
export function ReportDefectForm({ vehicles, preselected, onReported, onQueued, reopened }: ReportDefectFormProps) {
  const { t, i18n } = useTranslation('defects');
  const french = i18n.language.startsWith('fr');
  const form = useForm<ReportValues>({
    initialValues: reopened
      ? reopenedValues(reopened)
      : emptyReport(preselected || (vehicles.length === 1 ? String(vehicles[0]!.id) : '')),
    validate: (values) => validate(checkedValues(values)),
  });
  const [photos, setPhotos] = useState<File[]>(() => reopened?.photos.map(fileOf) ?? []);
  // A refused report stored nothing under its request id: the fixed one is sent as the same request.
  const [requestId, setRequestId] = useState(() => reopened?.requestId ?? newClientRequestId());
  const vehicleId = form.values.vehicle_id ? Number(form.values.vehicle_id) : undefined;
  const inspectionForm = useReportForm(vehicleId);
  const version: InspectionFormVersion | undefined = inspectionForm.data;
  const items = formItems(version);
  const item = items.find((entry) => entry.key === form.values.item);
  const chosen = item?.defects.find((defect) => defect.code === form.values.choice);
  const major = chosen ? chosen.class === 'major' : item?.defects.length === 0 && item.severity === 'major';
  const report = useReportDefect();
  const outbox = useOutbox();
  // The server's reasons go under the fields they name, as if the report had just been sent.
  useEffect(() => {
    if (reopened) showFormErrors(form, new ApiError(422, reopened.message ?? '', reopened.errors));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the report this form was opened with.
  }, [reopened]);

  function startOver() {
    form.setValues(emptyReport(form.values.vehicle_id));
    setPhotos([]);
    setRequestId(newClientRequestId());
  }

  async function submit(values: ReportValues) {
    const submission = { request: reportRequest(values, version), photos, requestId };
    try {
      const answer = await report.mutateAsync(submission);
      startOver();
      onReported(answer.data);
    } catch (error) {
      if (neverArrived(error) && outbox.owner && outbox.token) {
        const vehicle = vehicles.find((entry) => entry.id === submission.request.vehicle_id)?.label ?? '';
        const what = [item ? (french ? item.label_fr : item.label) : values.item, chosen?.code].filter(Boolean);
        await outbox.queueReport({
          kind: 'defect_report',
          requestId,
          owner: outbox.owner,
          token: outbox.token,
          request: submission.request,
          photos,
          label: `${vehicle} · ${what.join(' ')}`,
          queuedAt: new Date().toISOString(),
          state: 'waiting',
          attempts: 1,
          lastStatus: error.status,
        });
        startOver();
        onQueued();
      } else if (error instanceof ApiError && error.status === 422) {
        showFormErrors(form, error);
      } else {
        showError(error instanceof ApiError ? error.lines : [t('report.failed')]);
      }
    }
  }

  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
      <Stack gap="md">
        <Select
          size="md"
          label={t('report.vehicle')}
          placeholder={t('report.choose')}
          data={vehicles.map((vehicle) => ({ value: String(vehicle.id), label: vehicle.label }))}
          allowDeselect={false}
          withAsterisk
          {...form.getInputProps('vehicle_id')}
          onChange={(value: string | null) => form.setValues({ ...emptyReport(value ?? ''), note: form.values.note })}
        />
        <Select
          size="md"
          label={t('report.item')}
          placeholder={t('report.choose')}
          data={(version?.sections ?? []).map((section) => ({
            group: french ? section.title_fr : section.title,
            items: section.items.map((entry) => ({ value: entry.key, label: french ? entry.label_fr : entry.label })),
          }))}
          disabled={!version}
          searchable
          allowDeselect={false}
          withAsterisk
          nothingFoundMessage={t('report.noItem')}
          {...form.getInputProps('item')}
          onChange={(value: string | null) => form.setValues({ item: value ?? '', choice: '' })}
        />
        {vehicleId !== undefined && inspectionForm.isError && (
          <Text size="sm" c="red.9">
            {t('report.noForm')}
          </Text>
        )}
        {item && (
          <Radio.Group label={t('report.which')} withAsterisk {...form.getInputProps('choice')}>
            <Stack gap="xs" mt={6}>
              {item.defects.map((defect) => (
                <Radio
                  key={defect.code}
                  value={defect.code}
                  label={`${defect.code} ${french ? defect.text_fr : defect.text} (${t(`severity.${defect.class}`)})`}
                />
              ))}
              <Radio value={otherDefect} label={t('report.other')} />
            </Stack>
          </Radio.Group>
        )}
        {major && (
          <Alert color="red" variant="filled" icon={<IconAlertTriangle />} role="alert">
            {t('report.doNotOperate')}
          </Alert>
        )}
        <Textarea
          size="md"
          label={t('report.note')}
          description={t('report.noteHint')}
          rows={3}
          maxLength={500}
          {...form.getInputProps('note')}
        />
        <FileInput
          size="md"
          label={t('report.photos')}
          description={t('repairForm.photosHint')}
          placeholder={t('repairForm.photosPlaceholder')}
          accept="image/png,image/jpeg"
          multiple
          clearable
          value={photos}
          onChange={setPhotos}
        />
        <Button type="submit" size="lg" color={major ? 'red' : undefined} loading={report.isPending}>
          {t('report.submit')}
        </Button>
      </Stack>
    </form>
  );
}
