import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { ChecklistFormOptions, WorkOrderDetail } from '@fleet-ops/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { bookedAppointment } from '../../test/appointment';
import { aDefectDetail } from '../../test/defects';
import { renderWithProviders } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { MarkDoneModal } from '../features/appointments/components/mark-done-modal';
import '../features/appointments/i18n';
import { ChecklistFields } from '../features/checklists/components/checklist-fields';
import { blankChecklist, type ChecklistFormValues } from '../features/checklists/components/checklist-values';
import '../features/checklists/i18n';
import { RepairModal } from '../features/defects/components/repair-modal';
import '../features/defects/i18n';
import { FuelForm } from '../features/fuel/components/fuel-form';
import '../features/fuel/i18n';
import { RecordDoneModal } from '../features/maintenance/components/record-done-modal';
import { ServiceTaskFormModal } from '../features/maintenance/components/service-task-form-modal';
import '../features/maintenance/i18n';
import { RateFormModal } from '../features/rates/components/rate-form-modal';
import '../features/rates/i18n';
import { ChecklistSettingsSection } from '../features/settings/components/checklist-settings-section';
import '../features/settings/i18n';
import { EditTrackingModal } from '../features/tracking/components/edit-tracking-modal';
import { RateEditor } from '../features/tracking/components/tracking-cells';
import '../features/tracking/i18n';
import { aTrackingRow, fixtureDays } from '../../test/tracking';
import { draftOf } from '../features/tracking/tracking-edit';
import { ExpenseForm } from '../features/vehicles/components/expense/expense-form';
import { IdentitySection } from '../features/vehicles/form/components/identity-section';
import '../features/vehicles/form/i18n';
import {
  toVehicleRequest,
  vehicleFormState,
  type VehicleFormState,
} from '../features/vehicles/form/vehicle-form-values';
import '../features/vehicles/i18n';
import { aVehicleRow } from '../../test/vehicles';
import { DoneModal } from '../features/work-orders/components/done-modal';
import { emptyLine, LineEditor } from '../features/work-orders/components/line-editor';
import '../features/work-orders/i18n';
import { authStore } from '../lib/auth-store';
import { changeLanguage, i18n, type Language } from '../lib/i18n';

/*
 * Every number box of the app, in every form that has one: what a person types in French or in
 * English is what the form sends, and text no language reads stays in the box with a message
 * and is never sent as a number. A form with a new number box gets a row here.
 */

type Sent = Record<string, unknown>;
type Case = [typed: string, meant: number];

/** The three readings each box is typed with, one form filled per reading, and text no language reads. */
type Round = { language: Language; decimal: Case; whole: Case };
const rounds: Round[] = [
  { language: 'fr', decimal: ['45,5', 45.5], whole: ['1 234', 1234] },
  { language: 'fr', decimal: ['1 234,56', 1234.56], whole: ['12\u202f345', 12345] },
  { language: 'en', decimal: ['1,234.56', 1234.56], whole: ['12,345', 12345] },
];
const unreadable = { decimal: '45,5', whole: '12,34' };
const readable = { decimal: ['45.5', 45.5] as Case, whole: ['1,234', 1234] as Case };

type NumberBox = {
  /** The box's name in the language of the round. */
  label: () => string;
  whole?: boolean;
  /** Where the number is in what the form sent ("expenses.gas"). */
  path: string;
  /** Readings within the field's range, when the usual ones are not (a percentage): per round, then a readable one. */
  cases?: Case[];
};

type FormUnderTest = {
  name: string;
  render: () => void;
  boxes: NumberBox[];
  /** The other fields a form needs before it sends. */
  fill?: () => void;
  /** The button that sends, for a form that checks what it sends; a field of a larger form has none. */
  submit?: () => string;
  /** What the form sent so far (its requests), or holds (a field of a larger form). */
  sent: () => Sent[];
};

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);
let fetchMock: Mock<typeof fetch>;

/** The bodies of the calls that write, JSON or form data, as objects. */
function writes(): Sent[] {
  return fetchMock.mock.calls
    .filter(([, init]) => init?.method !== undefined && init.method !== 'GET')
    .map(([, init]) =>
      init!.body instanceof FormData ? Object.fromEntries(init!.body.entries()) : JSON.parse(String(init!.body)),
    );
}

/** What Edit Tracking was saved with: the tracking screen sends it. */
let saved: Sent[] = [];

/** What a field's larger form holds, written out for the test to read (NaN as "NaN"). */
function Held({ value }: { value: object }) {
  const text = JSON.stringify(value, (_, part: unknown) => (Number.isNaN(part) ? 'NaN' : part));
  return <output aria-label="held">{text}</output>;
}
const held = (): Sent[] => [JSON.parse(screen.getByLabelText('held').textContent)];

const workOrder: WorkOrderDetail = {
  id: 31,
  vehicle_id: 5,
  equipment_number: 'TRK-5',
  title: 'Front brakes',
  kind: 'general',
  status: 'in_progress',
  notes: null,
  opened_on: '2026-11-18',
  due_on: null,
  completed_on: null,
  odometer: null,
  hours: null,
  total: 0,
  expense_week: null,
  vehicle_has_odometer: true,
  vehicle_has_hour_meter: true,
  lines: [],
  service_tasks: [],
  defects: [],
};

const checklistOptions: ChecklistFormOptions = {
  mode: 'driver',
  today: '2026-11-18',
  earliest_date: '2026-11-11',
  may_backdate: false,
  vehicles: [
    { equipment_number: 'T-44', vehicle_type: 'F-150', driver_ids: [7], out_of_service: false, open_defects: [] },
  ],
  operators: [{ id: 7, name: 'Dan Driverson' }],
  locations: [],
  require_every_item: false,
};

function ChecklistFieldsForm() {
  const form = useForm<ChecklistFormValues>({ mode: 'controlled', initialValues: blankChecklist(checklistOptions) });
  return (
    <>
      <ChecklistFields
        form={form}
        options={checklistOptions}
        vehicleItems={undefined}
        chooseVehicle={() => undefined}
        chooseOperator={() => undefined}
      />
      <Held value={form.values} />
    </>
  );
}

function VehicleIdentity() {
  const form = useForm<VehicleFormState>({ mode: 'controlled', initialValues: vehicleFormState() });
  return (
    <>
      <IdentitySection form={form} />
      <Held value={toVehicleRequest(form.values)} />
    </>
  );
}

function WorkOrderLines() {
  const [lines, setLines] = useState([emptyLine]);
  return (
    <>
      <LineEditor lines={lines} onChange={setLines} errors={{}} />
      <Held value={lines[0]!} />
    </>
  );
}

function InlineRate() {
  const [rate, setRate] = useState<number | string>(90);
  return (
    <>
      <RateEditor rateType="custom_rate" rate={rate} onRateTypeChange={() => undefined} onRateChange={setRate} />
      <Held value={{ rate }} />
    </>
  );
}

const trackingRow = aTrackingRow({ rate_type: 'custom_rate', rate: 90 });
const maintenanceRow = {
  vehicle_id: 44,
  equipment_number: 'E-44',
  vehicle_parent_type: 'SUV',
  task_id: 3,
  task_name: 'Oil change',
  last_done_on: null,
  last_done_odometer: null,
  next_due_on: null,
  next_due_odometer: 5000,
  current_odometer: 6200,
  days_left: null,
  km_left: -1200,
  last_done_hours: null,
  next_due_hours: null,
  current_hours: 0,
  hours_left: null,
  status: 'overdue' as const,
};

const forms: FormUnderTest[] = [
  {
    name: 'the fill-up form',
    render: () =>
      renderWithProviders(
        <FuelForm
          vehicles={[
            {
              id: 5,
              equipment_number: 'TRK-5',
              last_odm_read: 100,
              has_odometer: true,
              has_hour_meter: false,
              last_hour_read: 0,
            },
          ]}
          entry={null}
          vehicleId={5}
          office={false}
          onSaved={() => undefined}
          onCancel={() => undefined}
        />,
      ),
    boxes: [
      { label: () => t('fuel:form.litres'), path: 'litres' },
      { label: () => t('fuel:form.cost'), path: 'cost' },
      { label: () => t('fuel:form.odometer'), path: 'odometer', whole: true },
    ],
    submit: () => t('fuel:form.add'),
    sent: writes,
  },
  {
    name: 'the week’s revenue and expenses',
    render: () =>
      renderWithProviders(
        <ExpenseForm vehicle={aVehicleRow()} startDate="2026-11-15" stored={null} onClose={() => undefined} />,
      ),
    boxes: [
      { label: () => t('vehicles:expense.revenue'), path: 'revenue' },
      { label: () => t('vehicles:expense.rentalCost'), path: 'expenses.rental_cost' },
      { label: () => t('vehicles:expense.gas'), path: 'expenses.gas' },
      { label: () => t('vehicles:expense.ins'), path: 'expenses.ins' },
      { label: () => t('vehicles:expense.maintenance'), path: 'expenses.maintenance' },
    ],
    submit: () => t('vehicles:expense.save'),
    sent: writes,
  },
  {
    name: 'a vehicle type’s rates',
    render: () =>
      renderWithProviders(
        <RateFormModal
          rate={{ id: 2, vehicle_parent_type: 'Light Duty Truck', full_day_rate: 120, shared_day_rate: 60 }}
          opened
          onClose={() => undefined}
        />,
      ),
    boxes: [
      { label: () => t('rates:form.fullDayRate'), path: 'full_day_rate' },
      { label: () => t('rates:form.sharedDayRate'), path: 'shared_day_rate' },
    ],
    submit: () => t('rates:form.save'),
    sent: writes,
  },
  {
    name: 'a work order’s lines',
    render: () => renderWithProviders(<WorkOrderLines />),
    boxes: [
      {
        label: () => t('workOrders:lines.fieldOf', { field: t('workOrders:lines.quantity'), number: 1 }),
        path: 'quantity',
      },
      {
        label: () => t('workOrders:lines.fieldOf', { field: t('workOrders:lines.unitCost'), number: 1 }),
        path: 'unit_cost',
      },
    ],
    sent: held,
  },
  {
    name: 'a work order marked done',
    render: () => renderWithProviders(<DoneModal order={workOrder} opened onClose={() => undefined} />),
    boxes: [
      { label: () => t('workOrders:steps.odometer'), path: 'odometer', whole: true },
      { label: () => t('meterFields.hourRead'), path: 'hours', whole: true },
    ],
    submit: () => t('workOrders:steps.confirmDone'),
    sent: writes,
  },
  {
    name: 'the checklist’s odometer and oil life',
    render: () => renderWithProviders(<ChecklistFieldsForm />),
    boxes: [
      { label: () => t('checklists:form.odmRead'), path: 'odm_read', whole: true },
      {
        label: () => t('checklists:form.oilLife'),
        path: 'oil_life',
        whole: true,
        cases: [
          ['85', 85],
          ['100', 100],
          ['0', 0],
          ['60', 60],
        ],
      },
    ],
    sent: held,
  },
  {
    name: 'the week’s custom rate in the tracking row',
    render: () => renderWithProviders(<InlineRate />),
    boxes: [{ label: () => t('tracking:inline.rate'), path: 'rate' }],
    sent: held,
  },
  {
    name: 'the week’s custom rate in Edit Tracking',
    render: () =>
      renderWithProviders(
        <EditTrackingModal
          row={trackingRow}
          days={fixtureDays}
          initial={draftOf(trackingRow, fixtureDays)}
          opened
          saving={false}
          onSave={(draft) => saved.push(draft)}
          onClose={() => undefined}
        />,
      ),
    boxes: [{ label: () => t('tracking:modal.rate'), path: 'rate' }],
    submit: () => t('tracking:modal.save'),
    sent: () => saved,
  },
  {
    name: 'the quick-check threshold',
    render: () =>
      renderWithProviders(
        <ChecklistSettingsSection
          settings={{
            quick_check_seconds: 60,
            require_every_item: false,
            digest_time: '06:00',
            shift_starts: ['06:00', '18:00'],
          }}
        />,
      ),
    boxes: [
      {
        label: () => t('settings:checklists.quickCheckSeconds'),
        path: 'quick_check_seconds',
        whole: true,
        cases: [
          ['1 234', 1234],
          ['3\u00a0600', 3600],
          ['1,234', 1234],
          ['90', 90],
        ],
      },
    ],
    submit: () => t('settings:checklists.save'),
    sent: writes,
  },
  {
    name: 'a service task’s intervals',
    render: () => renderWithProviders(<ServiceTaskFormModal task={null} opened onClose={() => undefined} />),
    fill: () =>
      fireEvent.change(screen.getByRole('textbox', { name: t('maintenance:taskForm.name') }), {
        target: { value: 'Oil change' },
      }),
    boxes: [
      { label: () => t('maintenance:taskForm.everyMonths'), path: 'interval_months', whole: true },
      { label: () => t('maintenance:taskForm.intervalKm'), path: 'interval_km', whole: true },
      { label: () => t('maintenance:taskForm.dueSoonDays'), path: 'due_soon_days', whole: true },
      { label: () => t('maintenance:taskForm.dueSoonKm'), path: 'due_soon_km', whole: true },
    ],
    submit: () => t('maintenance:taskForm.add'),
    sent: writes,
  },
  {
    name: 'a service task’s engine hours',
    render: () =>
      renderWithProviders(
        <ServiceTaskFormModal
          task={{
            id: 9,
            name: 'Engine service',
            interval_days: null,
            interval_months: null,
            interval_km: null,
            interval_hours: 250,
            due_soon_days: 14,
            due_soon_km: 1000,
            due_soon_hours: 25,
            applies_to: 'all',
            vehicle_parent_type: null,
            vehicle_ids: [],
            created_at: '2026-11-01 09:00:00',
          }}
          opened
          onClose={() => undefined}
        />,
      ),
    boxes: [
      { label: () => t('maintenance:taskForm.intervalHours'), path: 'interval_hours', whole: true },
      { label: () => t('maintenance:taskForm.dueSoonHours'), path: 'due_soon_hours', whole: true },
    ],
    submit: () => t('maintenance:taskForm.save'),
    sent: writes,
  },
  {
    name: 'a service recorded as done',
    render: () => renderWithProviders(<RecordDoneModal row={maintenanceRow} opened onClose={() => undefined} />),
    boxes: [{ label: () => t('maintenance:recordForm.odometer'), path: 'odometer', whole: true }],
    submit: () => t('maintenance:recordForm.save'),
    sent: writes,
  },
  {
    name: 'an appointment marked done',
    render: () =>
      renderWithProviders(<MarkDoneModal appointment={bookedAppointment} opened onClose={() => undefined} />),
    boxes: [{ label: () => t('appointments:done.odometer'), path: 'done_odometer', whole: true }],
    submit: () => t('appointments:done.save'),
    sent: writes,
  },
  {
    name: 'a defect’s repair',
    render: () => renderWithProviders(<RepairModal defect={aDefectDetail()} opened onClose={() => undefined} />),
    fill: () =>
      fireEvent.change(screen.getByRole('textbox', { name: t('defects:repairForm.notes') }), {
        target: { value: 'Replaced the bulb' },
      }),
    boxes: [{ label: () => t('defects:repairForm.cost'), path: 'repair_cost' }],
    submit: () => t('defects:repairForm.save'),
    sent: writes,
  },
  {
    name: 'a vehicle’s last odometer reading',
    render: () => renderWithProviders(<VehicleIdentity />),
    boxes: [{ label: () => t('vehicleForm:fields.lastOdmRead'), path: 'last_odm_read', whole: true }],
    sent: held,
  },
];

const box = (field: NumberBox) => screen.getByRole('textbox', { name: field.label() }) as HTMLInputElement;

function type(field: NumberBox, text: string) {
  fireEvent.change(box(field), { target: { value: text } });
  fireEvent.blur(box(field));
}

function valueAt(sent: Sent, path: string): unknown {
  return path.split('.').reduce<unknown>((part, key) => (part as Sent | undefined)?.[key], sent);
}

/** Sends the form with its button, or reads what the larger form holds; what it sent last. */
async function send(form: FormUnderTest, count: number): Promise<Sent> {
  if (form.submit) fireEvent.click(screen.getByRole('button', { name: form.submit() }));
  await waitFor(() => expect(form.sent()).toHaveLength(count));
  return form.sent().at(-1)!;
}

function caseOf(field: NumberBox, round: number): Case {
  return field.cases?.[round] ?? (field.whole ? rounds[round]!.whole : rounds[round]!.decimal);
}

beforeEach(() => {
  saved = [];
  vi.spyOn(notifications, 'show').mockReturnValue('toast');
  // jsdom has no font loading API, which the notes boxes' autosize listens to.
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { status: 'loaded', addEventListener: () => undefined, removeEventListener: () => undefined },
  });
  authStore.signIn({ token: 'token-admin', role: 'admin', name: 'Pat Test', email: 'pat@example.com' });
  // Whatever a form loads or sends is answered "no stub": the test reads what was sent.
  fetchMock = stubApi([]);
});
afterEach(async () => {
  authStore.signOut();
  await changeLanguage('en');
});

describe.each(forms)('$name', (form) => {
  it.each(rounds.map((round, index) => ({ ...round, index, typed: `${round.decimal[0]}, ${round.whole[0]}` })))(
    'sends what is typed in $language ($typed) as that language means it',
    async ({ language, index }) => {
      await changeLanguage(language);
      form.render();
      form.fill?.();
      for (const field of form.boxes) type(field, caseOf(field, index)[0]);
      const sent = await send(form, 1);
      for (const field of form.boxes) expect(Number(valueAt(sent, field.path))).toBe(caseOf(field, index)[1]);
    },
  );

  it('keeps text no language reads in its box with a message, and sends a number only once it reads', async () => {
    form.render();
    form.fill?.();
    for (const field of form.boxes) type(field, field.cases ? '8,5' : unreadable[field.whole ? 'whole' : 'decimal']);
    for (const field of form.boxes) {
      expect(box(field).value).toBe(field.cases ? '8,5' : unreadable[field.whole ? 'whole' : 'decimal']);
      expect(box(field).getAttribute('aria-invalid')).toBe('true');
    }
    expect(screen.getAllByText(/^Enter a number like /)).toHaveLength(form.boxes.length);
    if (form.submit) fireEvent.click(screen.getByRole('button', { name: form.submit() }));
    else for (const field of form.boxes) expect(Number(valueAt(form.sent()[0]!, field.path))).toBeNaN();

    // Set right, the form sends once: the refused press sent nothing.
    const fixes = form.boxes.map((field) => field.cases?.[3] ?? readable[field.whole ? 'whole' : 'decimal']);
    form.boxes.forEach((field, index) => type(field, fixes[index]![0]));
    const sent = await send(form, 1);
    form.boxes.forEach((field, index) => expect(Number(valueAt(sent, field.path))).toBe(fixes[index]![1]));
  });
});
