/** Every checklist query starts with this key, so a new checklist refreshes them all. */
export const checklistsQueryKey = ['checklists'] as const;
