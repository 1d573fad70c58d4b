import { z } from 'zod';
import { fromJsonText, queryMessages } from './fields.js';

export const customizationMessages = {
  noColumns: 'At least one column must be selected.',
  onlyActions: '"Actions" must be used with at least one other column.',
  saved: 'Column preferences have been saved.',
} as const;

export const columnPreference = z.object({
  column: z.string().trim().min(1).max(60),
  label: z.string().trim().max(100),
  visible: z.boolean(),
});
export type ColumnPreference = z.infer<typeof columnPreference>;

export const actionsColumn = 'actions';

/** The rules the column options panel and the server share. */
export const columnVisibility = z
  .array(columnPreference)
  .max(60)
  .superRefine((columns, context) => {
    const visible = columns.filter((column) => column.visible);
    if (visible.length === 0) {
      context.addIssue({ code: 'custom', message: customizationMessages.noColumns });
    } else if (visible.every((column) => column.column.toLowerCase() === actionsColumn)) {
      context.addIssue({ code: 'custom', message: customizationMessages.onlyActions });
    }
  });

export const customizationPage = z.string().regex(/^[a-z][a-z0-9_-]{0,39}$/, { error: queryMessages.screenUnknown });

export const saveCustomizationRequest = z.object({ column_visibility: fromJsonText(columnVisibility) });

export const customization = z.object({
  page: z.string(),
  /** null until the user saves a choice: the screen then shows its default columns. */
  column_visibility: z.array(columnPreference).nullable(),
});
export type Customization = z.infer<typeof customization>;
