import { vehicleFileMessages, vehicleImageKeys, type VehicleFiles, type VehicleFilesResult } from '@fleet-ops/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { uploadVehicleFile } from '../api/upload-vehicle-images';
import { pendingUpload } from './pending-uploads';
import { uploadAll, uploadOutcome } from './upload-files';

vi.mock('../api/upload-vehicle-images', () => ({ uploadVehicleFile: vi.fn() }));
const upload = vi.mocked(uploadVehicleFile);

afterEach(() => vi.resetAllMocks());

function filesWith(taken: string[]): VehicleFiles {
  return Object.fromEntries(
    vehicleImageKeys.map((key) => [key, taken.includes(key) ? `/api/vehicles/1/files/${key}` : null]),
  ) as VehicleFiles;
}

function answer(taken: string[]): { data: VehicleFilesResult; message: string } {
  return {
    message: vehicleFileMessages.uploaded,
    data: { vehicle_id: 1, stored: [], vehicle_files: filesWith(taken), inspection_file: null, remaining: 0 },
  };
}

const file = (name: string) => new File(['x'], name, { type: 'image/png' });

describe('uploading the new files', () => {
  it('sends them one at a time, each image into the first free slot the previous answer left', async () => {
    upload
      .mockResolvedValueOnce(answer(['image_1', 'image_2']))
      .mockResolvedValueOnce(answer(['image_1', 'image_2', 'image_3']));
    upload.mockResolvedValueOnce(answer(['image_1', 'image_2', 'image_3']));
    const uploads = [
      pendingUpload('image', file('a.png')),
      pendingUpload('image', file('b.png')),
      pendingUpload('inspection_file', file('report.pdf')),
    ];
    const progress = vi.fn();
    const results = await uploadAll(1, filesWith(['image_1']), uploads, progress);

    expect(upload.mock.calls.map(([id, key, sent]) => [id, key, sent.name])).toEqual([
      [1, 'image_2', 'a.png'],
      [1, 'image_3', 'b.png'],
      [1, 'inspection_file', 'report.pdf'],
    ]);
    expect(results.map((result) => result.error)).toEqual([undefined, undefined, undefined]);
    expect(uploadOutcome(results)).toBe('uploaded');
    expect(progress).toHaveBeenCalledWith({ current: 2, total: 3, name: 'b.png', fraction: 0 });
  });

  it("goes on after a refused file, keeping the server's message, and calls the outcome partial", async () => {
    const refused = new ApiError(422, vehicleFileMessages.imageType, { image_1: [vehicleFileMessages.imageType] });
    upload.mockRejectedValueOnce(refused).mockResolvedValueOnce(answer(['image_1']));
    const results = await uploadAll(
      1,
      filesWith([]),
      [pendingUpload('image', file('notes.png')), pendingUpload('image', file('photo.png'))],
      () => undefined,
    );
    expect(upload.mock.calls.map(([, key]) => key)).toEqual(['image_1', 'image_1']);
    expect(results.map((result) => [result.file.name, result.error])).toEqual([
      ['notes.png', 'The image must be a PNG, JPEG or SVG file.'],
      ['photo.png', undefined],
    ]);
    expect(uploadOutcome(results)).toBe('partial');
  });

  it('calls the outcome failed when no file got through', async () => {
    upload.mockRejectedValue(new ApiError(422, vehicleFileMessages.slotFull));
    const results = await uploadAll(1, filesWith([]), [pendingUpload('image', file('a.png'))], () => undefined);
    expect(results[0]?.error).toBe('Slot is full! Remove any image to replace.');
    expect(uploadOutcome(results)).toBe('failed');
  });
});
