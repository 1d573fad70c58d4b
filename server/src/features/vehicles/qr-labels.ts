import type { FastifyReply } from 'fastify';
import {
  qrLabelsFileName,
  qrLabelsMax,
  uploadMessages,
  vehicleQrMessages,
  vehicleQrUrl,
  type VehicleFilter,
  type VehicleQrCode,
} from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { AppError, fieldError, notFound } from '../../lib/errors.js';
import { storedFileContentSecurityPolicy } from '../../lib/send-stored-file.js';
import { createWorkLimit, type WorkLimit } from '../../lib/work-limit.js';
import { listVehiclesAfter } from './list-queries.js';
import { qrLabelsDocument, type QrLabel } from './qr-label-pdf.js';
import { findLabelVehicles } from './qr-label-queries.js';
import { findVehicleRow } from './queries.js';

export type QrLabelsChoice = VehicleFilter & { ids?: number[] | undefined };

type LabelVehicle = { id: number; equipmentNumber: string; vehicleParentType: string };

/**
 * Label sheets made at once per server, and how many may wait: a sheet of the whole fleet is a
 * few seconds of drawing, so a burst of them is told to come back (503) rather than pile up.
 */
const labelLimits = { running: 1, waiting: 4 } as const;
const retryAfterSeconds = 5;
const labelWork = new WeakMap<AppContext, WorkLimit>();

function labelWorkOf(context: AppContext): WorkLimit {
  let limit = labelWork.get(context);
  if (!limit) labelWork.set(context, (limit = createWorkLimit(labelLimits)));
  return limit;
}

/** The vehicles chosen by id (every id must name one), or else the ones the list's filter shows. */
async function labelVehicles(context: AppContext, choice: QrLabelsChoice): Promise<LabelVehicle[]> {
  const ids = [...new Set(choice.ids ?? [])];
  if (ids.length > 0) {
    const found = await findLabelVehicles(context.db, ids);
    const known = new Set(found.map((vehicle) => vehicle.id));
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length > 0) throw fieldError('ids', vehicleQrMessages.unknownIds(unknown));
    return found;
  }
  // One more than allowed, to tell "too many" from "exactly the most".
  const rows = await listVehiclesAfter(
    context.db,
    choice,
    undefined,
    qrLabelsMax + 1,
    context.clock.now(),
    context.clock.today(),
  );
  if (rows.length > qrLabelsMax) throw new AppError('validation', vehicleQrMessages.tooManyVehicles);
  return rows.map(({ vehicle }) => vehicle);
}

/**
 * `POST api/vehicles/qr_labels`: the label sheet as a PDF download. The PDF is made whole before
 * the first byte is sent, so a refusal is still a clean JSON answer.
 */
export async function sendQrLabels(context: AppContext, reply: FastifyReply, choice: QrLabelsChoice) {
  const vehicles = await labelVehicles(context, choice);
  if (vehicles.length === 0) throw new AppError('validation', vehicleQrMessages.nothingToPrint);
  const labels: QrLabel[] = vehicles.map((vehicle) => ({
    equipmentNumber: vehicle.equipmentNumber,
    vehicleParentType: vehicle.vehicleParentType,
    url: vehicleQrUrl(context.config.appUrl, vehicle.equipmentNumber),
  }));
  const made = await labelWorkOf(context).run(async () => Buffer.concat(await qrLabelsDocument(labels).toArray()));
  if (made.refused) {
    return reply.status(503).header('Retry-After', String(retryAfterSeconds)).send({ message: uploadMessages.pdfBusy });
  }
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `attachment; filename="${qrLabelsFileName}"`)
    .header('Content-Security-Policy', storedFileContentSecurityPolicy)
    .send(made.value);
}

/** `GET api/vehicles/{id}/qr_code`: the address the vehicle's code holds, for the vehicle record. */
export async function vehicleQrCodeOf(context: AppContext, id: number): Promise<VehicleQrCode> {
  const row = await findVehicleRow(context.db, id);
  if (!row) throw notFound('Vehicle');
  return {
    id: row.id,
    equipment_number: row.equipmentNumber,
    vehicle_parent_type: row.vehicleParentType,
    url: vehicleQrUrl(context.config.appUrl, row.equipmentNumber),
  };
}
