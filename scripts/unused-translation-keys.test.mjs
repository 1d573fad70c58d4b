import { describe, expect, it } from 'vitest';
import { isUsed, keyUses, leafKeys } from './unused-translation-keys.mjs';

describe('the unused translation keys', () => {
  it('reads a plural form as its key and nested words as dotted paths', () => {
    expect(leafKeys({ title: 'T', form: { save: 'S' }, count_one: '1', count_other: 'n' })).toEqual([
      'title',
      'form.save',
      'count',
      'count',
    ]);
  });

  it('counts a key named whole, with its namespace, or under the keyPrefix the file sets', () => {
    const uses = keyUses(
      `t('form.title'); t("defects:detail.back"); useTranslation('x', { keyPrefix: 'toolbar' }); t('search');`,
    );
    expect(isUsed('form.title', 'defects', uses)).toBe(true);
    expect(isUsed('detail.back', 'defects', uses)).toBe(true);
    expect(isUsed('toolbar.search', 'defects', uses)).toBe(true);
    expect(isUsed('form.cancel', 'defects', uses)).toBe(false);
  });

  it('keeps every key a built key may be, by its fixed start or its fixed ending', () => {
    const uses = keyUses("t(`status.${status}`); t('types.' + type); t(`${refusal}.title`);");
    expect(['status.open', 'types.all', 'unknown.title'].map((key) => isUsed(key, 'qr', uses))).toEqual([
      true,
      true,
      true,
    ]);
    expect(isUsed('unknown.message', 'qr', uses)).toBe(false);
  });
});
