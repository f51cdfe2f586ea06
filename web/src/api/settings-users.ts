import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TimeZone } from '@console/contract/books';
import type {
  SettingsUser,
  SettingsUserInput,
  SettingsUserListQuery,
  SettingsUserPage,
} from '@console/contract/settings-users';
import { api } from './client';

const USERS = '/api/AdminManagement/Users';
const settingsUsersKey = ['settings-users'] as const;

/** One page of settings users; the previous page stays on screen while the next one loads. */
export function useSettingsUsers(query: SettingsUserListQuery) {
  return useQuery({
    queryKey: [...settingsUsersKey, query],
    queryFn: ({ signal }) => api.get<SettingsUserPage>(USERS, query, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Adds a user (no id) or updates one; field errors come back on the ApiError for the dialog. */
export function useSaveSettingsUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: SettingsUserInput }) =>
      id === undefined
        ? api.post<SettingsUser>(USERS, input, { forbidden: 'notify' })
        : api.put<SettingsUser>(`${USERS}/${id}`, input, { forbidden: 'notify' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsUsersKey }),
  });
}

export function useDeleteSettingsUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`${USERS}/${id}`, undefined, { forbidden: 'notify' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsUsersKey }),
  });
}

/** Time zones for the user dialog; a failure only leaves the list empty (console-core §8). */
export function useTimeZones() {
  return useQuery({
    queryKey: ['time-zones'],
    queryFn: ({ signal }) => api.get<TimeZone[]>('/api/TimeZone', undefined, { signal, handleErrors: false }),
    staleTime: Infinity,
  });
}
