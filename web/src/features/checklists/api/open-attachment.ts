/**
 * Opens a checklist photo in a new tab, fetched with the caller's token (the vehicle form opens
 * its files the same way, so the code lives in `lib/protected-file.ts`).
 */
export { openProtectedFile as openAttachment } from '../../../lib/protected-file';
