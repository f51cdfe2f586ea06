import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdministeredCompany } from '@console/contract/session';
import type { TestMode } from '@console/contract/test-mode';
import { api } from './client';

/** Administers another company; the caller reloads the page so every view starts afresh. */
export function useSetAdministeredCompany() {
  return useMutation({
    mutationFn: (companyType: number) =>
      api.post<AdministeredCompany>(
        '/api/user/AdministeredCompany',
        { companyType },
        { forbidden: 'notify' },
      ),
  });
}

/** Switches Test Mode; the page data (and so the banner) follows. */
export function useSetTestMode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) =>
      api.put<TestMode>('/api/Company/TestMode', { enabled }, { forbidden: 'notify' }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
