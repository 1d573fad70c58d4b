import { z } from 'zod';
import { maxId } from './fields.js';
import { vehicleExportQuery } from './vehicles-list.js';

/**
 * QR start (issue 20): each vehicle's code opens `/qr/{equipment number}`, which signs the person
 * in if needed and opens that vehicle's checklist. The server prints the codes as label sheets.
 */

/** The most labels one request prints (84 Letter pages at 12 a page). */
export const qrLabelsMax = 1000;

/** Labels on a Letter page: 3 across, 4 down. */
export const qrLabelsPerPage = { columns: 3, rows: 4 } as const;

export const qrLabelsFileName = 'vehicle-qr-labels.pdf';

export const vehicleQrMessages = {
  idInvalid: 'Each vehicle id must be a whole number.',
  tooManyIds: `Choose at most ${qrLabelsMax} vehicles.`,
  tooManyVehicles: `At most ${qrLabelsMax} labels print at once: narrow the list.`,
  nothingToPrint: 'No vehicle matches: there is nothing to print.',
  /** One id or several, as listed: "No vehicle has the id 99." / "No vehicle has the ids 98, 99." */
  unknownIds: (ids: number[]) => `No vehicle has the ${ids.length === 1 ? 'id' : 'ids'} ${ids.join(', ')}.`,
} as const;

/**
 * The path a vehicle's QR code opens, relative to the app's address. The equipment number is
 * encoded, so a slash or a space in it stays one path segment.
 */
export function vehicleQrPath(equipmentNumber: string): string {
  return `/qr/${encodeURIComponent(equipmentNumber)}`;
}

/** The whole address a code holds: `appUrl` is the server's APP_URL, without a trailing slash. */
export function vehicleQrUrl(appUrl: string, equipmentNumber: string): string {
  return `${appUrl.replace(/\/+$/, '')}${vehicleQrPath(equipmentNumber)}`;
}

const vehicleId = z
  .number({ error: vehicleQrMessages.idInvalid })
  .int({ error: vehicleQrMessages.idInvalid })
  .min(1, { error: vehicleQrMessages.idInvalid })
  .max(maxId, { error: vehicleQrMessages.idInvalid });

/**
 * `POST api/vehicles/qr_labels`: the vehicles to print, by id; without ids (or with none), the
 * Vehicles list's filter decides, as its Export CSV does (by default the whole visible fleet).
 */
export const qrLabelsRequest = vehicleExportQuery.extend({
  ids: z
    .array(vehicleId, { error: vehicleQrMessages.idInvalid })
    .max(qrLabelsMax, { error: vehicleQrMessages.tooManyIds })
    .optional(),
});
export type QrLabelsRequest = z.input<typeof qrLabelsRequest>;

/** `GET api/vehicles/{id}/qr_code`: what the vehicle record shows under its code. */
export const vehicleQrCode = z.object({
  id: z.number().int(),
  equipment_number: z.string(),
  vehicle_parent_type: z.string(),
  /** The address the code holds (the server's APP_URL, then `/qr/{equipment number}`). */
  url: z.string(),
});
export type VehicleQrCode = z.infer<typeof vehicleQrCode>;
