import { dataResponse, siteSettings, type SiteSettingsRequest } from '@fleet-ops/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { siteSettingsQueryKey } from './get-site-settings';

/** `PUT api/site_settings` (admins). 422 field messages are left to the form. */
export function saveSiteSettings(values: SiteSettingsRequest) {
  return api.put('/api/site_settings', dataResponse(siteSettings), values, { errorToasts: 'except-validation' });
}

/** Refreshes the settings (and every screen that follows them: the checklist form reads them with its options). */
export function useSaveSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSiteSettings,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: siteSettingsQueryKey });
      await queryClient.invalidateQueries({ queryKey: ['checklists'] });
    },
  });
}
