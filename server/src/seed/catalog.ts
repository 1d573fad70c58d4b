import type { VehicleEquipmentItem } from '@fleet-ops/shared';

/** The seeded Rates lookup's parent types, with how common each is in a mining-site fleet. */
export const parentTypeShares = {
  SUV: 28,
  'Light Duty Truck': 34,
  'Heavy Duty Truck': 10,
  'Sept Iles - F250': 11,
  'Sept Iles - F125': 8,
  'Sept Iles - SUV': 9,
} as const;
export type SeedParentType = keyof typeof parentTypeShares;

type Model = { name: string; wmi: string };

/** Makes and models per parent type, with the manufacturer prefix their VINs start with. */
export const modelsByParentType: Record<SeedParentType, Model[]> = {
  SUV: [
    { name: 'Ford Explorer', wmi: '1FM' },
    { name: 'Chevrolet Tahoe', wmi: '1GN' },
    { name: 'Toyota 4Runner', wmi: 'JTE' },
    { name: 'Jeep Grand Cherokee', wmi: '1C4' },
  ],
  'Light Duty Truck': [
    { name: 'Ford F-150', wmi: '1FT' },
    { name: 'RAM 1500', wmi: '1C6' },
    { name: 'Chevrolet Silverado 1500', wmi: '1GC' },
    { name: 'Toyota Tacoma', wmi: '3TM' },
  ],
  'Heavy Duty Truck': [
    { name: 'Ford F-550 Service Body', wmi: '1FD' },
    { name: 'RAM 3500', wmi: '3C7' },
    { name: 'Chevrolet Silverado 3500HD', wmi: '1GB' },
    { name: 'Kenworth T370 Fuel Truck', wmi: '2NK' },
  ],
  'Sept Iles - F250': [{ name: 'Ford F-250 Super Duty', wmi: '1FT' }],
  'Sept Iles - F125': [{ name: 'Ford F-150 XL', wmi: '1FT' }],
  'Sept Iles - SUV': [
    { name: 'Ford Expedition', wmi: '1FM' },
    { name: 'Chevrolet Suburban', wmi: '1GN' },
  ],
};

/** Equipment-number prefixes: light vehicles, heavy trucks, the Sept-Îles pool. */
export const equipmentPrefix: Record<SeedParentType, string> = {
  SUV: 'LV',
  'Light Duty Truck': 'LV',
  'Heavy Duty Truck': 'HD',
  'Sept Iles - F250': 'SI',
  'Sept Iles - F125': 'SI',
  'Sept Iles - SUV': 'SI',
};

/** Kilometres a day in use, by parent type: pit trucks crawl, Sept-Îles runs drive the 389. */
export const dailyKilometres: Record<SeedParentType, [number, number]> = {
  SUV: [60, 220],
  'Light Duty Truck': [40, 180],
  'Heavy Duty Truck': [15, 90],
  'Sept Iles - F250': [90, 320],
  'Sept Iles - F125': [90, 300],
  'Sept Iles - SUV': [110, 340],
};

/** Today's daily rates in dollars (full day, shared day); earlier years billed a little less. */
export const currentRates: Record<SeedParentType, [number, number]> = {
  SUV: [185, 110],
  'Light Duty Truck': [210, 125],
  'Heavy Duty Truck': [325, 195],
  'Sept Iles - F250': [240, 140],
  'Sept Iles - F125': [195, 115],
  'Sept Iles - SUV': [175, 105],
};

/** How often each equipment item is fitted. */
export const equipmentShares: Record<VehicleEquipmentItem, number> = {
  buggy_whip: 0.55,
  amber_light: 0.8,
  back_up_alarm: 0.7,
  radio: 0.72,
  first_aid_kit: 0.9,
  cones: 0.75,
  wheel_chock: 0.8,
  fire_extinguisher: 0.93,
  snow_brush: 0.85,
  extension_cord: 0.6,
  spill_kit: 0.5,
  stripping_color: 0.45,
  vehicle_num_on_3_sides: 0.65,
};

/** DESIGN.md: the equipment numbers whose checklist adds the equipment items. */
export const extraChecklistEquipment = ['44', '20', '31', '33', '36', '3', '28', '12wr', 'New16', '8E', '22e'];

export const otherLocations = ['Fermont', 'Wabush', 'Pointe-Noire', 'Port-Cartier', 'Labrador City'];
export const inspectorNames = ['R. Lapointe (SAAQ)', 'D. Noseworthy', 'M. Gagné', 'Côte-Nord Inspection Inc.'];
export const rotations = ['14/14', '7/7', '21/21', '4/3', '5/2', null];
export const vehicleColors = ['#ffd8a8', '#c3fae8', '#d0ebff', '#ffe3e3', '#e5dbff'];

/** What a driver writes when an item fails, per item. */
export const issueRemarks: Record<string, string[]> = {
  fuel: ['Fuel gauge stuck at half', 'Fuel cap missing'],
  light_and_signals: ['Left turn signal out', 'Rear marker light broken'],
  brakes_and_hand_brakes: ['Hand brake does not hold on the ramp', 'Brakes grinding front right'],
  wiper: ['Driver side wiper blade torn', 'Washer fluid pump not working'],
  vehicle_body: ['Dent on rear bumper from the loading area', 'Tailgate latch loose'],
  dash_warnings_and_lights: ['Check engine light on', 'ABS warning light on'],
  tires: ['Low pressure front left', 'Sidewall cut rear right'],
  block_heater_cord: ['Block heater cord frayed', 'Block heater plug cracked'],
  horn: ['Horn not working'],
  mirrors: ['Passenger mirror cracked'],
  seatbelt: ['Driver seatbelt does not retract'],
  hrpp_signage: ['HRPP sign missing from the windshield'],
  vehicle_decal_number: ['Number decal peeling off the door'],
};
export const genericRemark = 'Item missing or damaged, reported to the shop';

export const trackingComments = [
  'Shared with night shift',
  'Driver on rotation, spare Thursday',
  'Back from the garage Tuesday',
  'Used for the Sept-Îles run',
  'Contractor recharge',
];

export const appointmentComments: Record<string, string[]> = {
  Cleaning: ['Interior and exterior wash', 'Mud wash after pit work', 'Full detail before handover'],
  Maintenance: ['Oil and filter change', 'Scheduled service', 'Brake inspection and rotation'],
  'Tire change': ['Swap to winter tires', 'Swap to summer tires'],
  Inspection: ['Annual SAAQ inspection', 'Mine-readiness inspection'],
  Repair: ['Repair reported checklist issue', 'Body shop estimate'],
  Other: ['Radio installation', 'Decal replacement'],
};
