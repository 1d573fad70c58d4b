/** The words of `ShownOnce`, added when its code loads. */
export const en = { shownOnce: { copy: 'Copy', copied: 'Copied', done: 'Done' } };
