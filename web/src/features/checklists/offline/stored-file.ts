/**
 * A photo or the signature as bytes: some phones' stores have lost Blobs kept in IndexedDB, and
 * plain bytes survive everywhere.
 */
export type StoredFile = { name: string; type: string; lastModified: number; bytes: ArrayBuffer };

export async function storedFile(file: Blob, name = 'file'): Promise<StoredFile> {
  const named = file as Partial<File>;
  return {
    name: named.name ?? name,
    type: file.type,
    lastModified: named.lastModified ?? Date.now(),
    bytes: await file.arrayBuffer(),
  };
}

export function fileOf(stored: StoredFile): File {
  return new File([stored.bytes], stored.name, { type: stored.type, lastModified: stored.lastModified });
}
