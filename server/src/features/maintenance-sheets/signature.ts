import { maintenanceSheetMessages } from '@fleet-ops/shared';
import { fieldError } from '../../lib/errors.js';
import { detectFileKind } from '../../lib/file-types.js';

const dataUrlPrefix = /^data:image\/png;base64,/i;
/** A drawn signature is a small PNG; the checklist takes the same bound. */
const signatureMaxBytes = 200_000;

/**
 * The drawn signature as it is kept (the PNG in base64), checked by its bytes: a data URL that is
 * not a PNG is refused whatever it says it is.
 */
export function drawnSignature(dataUrl: string): string {
  if (!dataUrlPrefix.test(dataUrl)) throw fieldError('signature', maintenanceSheetMessages.signatureInvalid);
  const data = Buffer.from(dataUrl.replace(dataUrlPrefix, ''), 'base64');
  if (data.length > signatureMaxBytes) throw fieldError('signature', maintenanceSheetMessages.signatureTooLarge);
  if (detectFileKind(data) !== 'png') throw fieldError('signature', maintenanceSheetMessages.signatureInvalid);
  return data.toString('base64');
}
