import type { Vehicle } from '@fleet-ops/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showSuccess } from '../../../components/toasts';
import { useCreateVehicle } from '../api/create-vehicle';
import { vehicleQueryOptions } from '../api/get-vehicle';
import { useUpdateVehicle } from '../api/update-vehicle';
import type { PendingUpload } from './pending-uploads';
import { uploadAll, type UploadProgress, type UploadResult } from './upload-files';
import { showUploadInProgress, showUploadOutcome } from './upload-toasts';
import { toVehicleRequest, type VehicleFormState } from './vehicle-form-values';

export type SaveResult = { vehicle: Vehicle; failed: UploadResult[] };

/**
 * Saving a vehicle (spec 02 section 4): the fields first (add or update), then each new file, one
 * at a time, with its progress; the outcome is toasted. A refused form rejects with the server's
 * error (for `showFormErrors`); refused files are returned, the vehicle stays saved.
 */
export function useSaveVehicle(vehicle?: Vehicle) {
  const queryClient = useQueryClient();
  const create = useCreateVehicle();
  const update = useUpdateVehicle(vehicle?.id ?? 0);
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState<UploadProgress | null>(null);

  const save = async (values: VehicleFormState, uploads: PendingUpload[]): Promise<SaveResult> => {
    setSaving(true);
    try {
      const body = toVehicleRequest(values);
      const response = vehicle ? await update.mutateAsync(body) : await create.mutateAsync(body);
      if (uploads.length === 0) {
        showSuccess(response.message);
        return { vehicle: response.data, failed: [] };
      }
      showUploadInProgress();
      const results = await uploadAll(response.data.id, response.data.vehicle_files, uploads, setProgress);
      showUploadOutcome(results);
      await queryClient.invalidateQueries({ queryKey: vehicleQueryOptions(response.data.id).queryKey });
      return { vehicle: response.data, failed: results.filter((result) => result.error !== undefined) };
    } finally {
      setSaving(false);
      setProgress(null);
    }
  };

  return { save, saving, progress };
}
