import { dataResponse, vehicleFilesResult, type VehicleFileKey } from '@fleet-ops/shared';
import { api } from '../../../lib/api-client';

const filesResponse = dataResponse(vehicleFilesResult);

/**
 * `POST api/vehicles/{id}/upload_image`: one file, under its image slot (`image_1`..`image_10`,
 * the server moves it to a free one if that is taken) or `inspection_file`. `onProgress` hears
 * how much has been sent (0 to 1). Failures are not toasted: the form sums every file up in one.
 */
export function uploadVehicleFile(
  vehicleId: number,
  key: VehicleFileKey,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
) {
  const body = new FormData();
  body.append(key, file, file.name);
  return api.post(`/api/vehicles/${vehicleId}/upload_image`, filesResponse, body, {
    errorToasts: 'none',
    onUploadProgress: onProgress,
    signal,
  });
}
