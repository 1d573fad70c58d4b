import { describe, expect, it } from 'vitest';
import { wordsChunkName } from './field-app';

describe("the field app's words", () => {
  it("gather every area's catalogue that loads later into one file per language", () => {
    expect(
      [
        '/web/src/features/checklists/i18n/en.ts',
        '/web/src/features/defects/i18n/fr.ts',
        '/web/src/lib/i18n/messages-fr.ts',
      ].map((id) => wordsChunkName(id, true)),
    ).toEqual(['words-en', 'words-fr', 'words-fr']);
  });

  it('leave in the entry the English the entry imports itself, and any module that is not a catalogue', () => {
    expect(
      [
        ['/web/src/lib/i18n/en.ts', false],
        ['/web/src/features/checklists/dashboard-screen.tsx', true],
        ['/web/src/features/checklists/i18n/index.ts', true],
      ].map(([id, loadedLater]) => wordsChunkName(id as string, loadedLater as boolean)),
    ).toEqual([null, null, null]);
  });
});
