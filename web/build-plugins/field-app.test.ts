import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { fieldFiles, wordsChunkName } from './field-app';

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

/** A chunk of the field build's output, as the landing script's lists read it. */
function chunk(fileName: string, name: string, imports: string[], entryCss?: string[]) {
  return {
    type: 'chunk',
    fileName,
    name,
    imports,
    isEntry: !!entryCss,
    viteMetadata: { importedCss: new Set(entryCss) },
  } as unknown as Rollup.OutputChunk;
}

describe("the field app's files", () => {
  it('name the entry with its stylesheet, and each language with the chunks its words import, the entry aside', () => {
    const output = [
      chunk('assets/field/field-main-1.js', 'field-main', [], ['assets/field/field-main-2.css']),
      chunk('assets/field/words-en-3.js', 'words-en', ['assets/field/field-main-1.js']),
      chunk('assets/field/words-fr-4.js', 'words-fr', ['assets/field/field-main-1.js', 'assets/field/api-5.js']),
      chunk('assets/field/api-5.js', 'api', ['assets/field/field-main-1.js']),
      chunk('assets/field/checklists-screen-6.js', 'checklists-screen', ['assets/field/api-5.js']),
    ];
    expect(fieldFiles(output)).toEqual({
      entry: 'assets/field/field-main-1.js',
      preload: ['assets/field/field-main-1.js'],
      css: ['assets/field/field-main-2.css'],
      words: {
        en: ['assets/field/words-en-3.js'],
        fr: ['assets/field/words-fr-4.js', 'assets/field/api-5.js'],
      },
    });
  });
});
