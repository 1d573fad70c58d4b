import { dataResponse, vehicleFilesResult, type VehicleFileKey } from '@fleet-ops/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { vehicleQueryOptions } from './get-vehicle';

const filesResponse = dataResponse(vehicleFilesResult);

/** `DELETE api/vehicles/{id}/remove_image/{image_key}`: empties an image slot or the inspection file. */
export function removeVehicleImage(vehicleId: number, key: VehicleFileKey) {
  return api.delete(`/api/vehicles/${vehicleId}/remove_image/${key}`, filesResponse);
}

/** The answer holds the vehicle's files as they now are: the stored vehicle takes them at once. */
export function useRemoveVehicleImage(vehicleId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: VehicleFileKey) => removeVehicleImage(vehicleId, key),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(vehicleQueryOptions(vehicleId).queryKey, (stored) =>
        stored ? { ...stored, vehicle_files: data.vehicle_files, inspection_file: data.inspection_file } : stored,
      );
    },
  });
}
