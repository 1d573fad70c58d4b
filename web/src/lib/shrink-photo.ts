/** Long enough to read a tire's sidewall or a cracked lens; a phone's 4000 px photo is ~10× the bytes. */
const longestSide = 1600;
const jpegQuality = 0.82;
/** A JPEG already this small and this size is sent as it is. */
const smallEnoughBytes = 800 * 1024;

/**
 * A phone's photo shrunk before upload (longest side 1600 px, JPEG), so a checklist with five
 * photos goes through on one bar of signal. A picture the browser cannot decode, or one the
 * shrinking would not make smaller, is kept as it is (the server's own limits still apply).
 */
export async function shrinkPhoto(photo: File): Promise<File> {
  if (!['image/jpeg', 'image/png'].includes(photo.type) || typeof createImageBitmap !== 'function') return photo;
  try {
    const bitmap = await createImageBitmap(photo);
    const scale = Math.min(1, longestSide / Math.max(bitmap.width, bitmap.height));
    if (scale === 1 && photo.type === 'image/jpeg' && photo.size <= smallEnoughBytes) {
      bitmap.close();
      return photo;
    }
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    const context = canvas.getContext('2d');
    if (!context) return photo;
    // JPEG has no transparency: a PNG's clear parts become white, not black.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const shrunk = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', jpegQuality));
    if (!shrunk || shrunk.size >= photo.size) return photo;
    const name = `${photo.name.replace(/\.[^.]*$/, '')}.jpg`;
    return new File([shrunk], name, { type: 'image/jpeg', lastModified: photo.lastModified });
  } catch {
    return photo;
  }
}
