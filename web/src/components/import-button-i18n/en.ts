/** The Import button's word (default namespace). */
export const en = {
  importButton: 'Import',
};
