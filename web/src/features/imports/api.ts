import { useEffect } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  IMPORT_FILE_FIELD,
  importsApi,
  type ImportJob,
  type ImportKind,
} from '@console/contract/imports/api';
import { accountsFamily } from '@console/contract/accounts/api';
import { vsOnlineApi, vsOnlineFamily } from '@console/contract/vsonline/api';
import { callEndpoint, queryKeys, uploadToEndpoint } from '../../kit/data/call';
import { useEndpoint } from '../../kit/data/queries';
import { saveDownload } from '../../kit/data/saveDownload';

// The Dashboard's imports (contract/src/imports/api.ts): the template, the preview and the import of a
// file, and the import job followed while it runs.

/** The pages show a file's problems in place (the errors table), not as a notification. */
const quietly = { handleErrors: false, forbidden: 'notify' } as const;

/** How often a running import is read again. */
export const IMPORT_POLL_MS = 500;

/** The online customers whose names contain the text, for the customer picker (the first 50). */
export const useImportCustomers = (textFilter: string) =>
  useEndpoint(
    vsOnlineApi.select,
    { query: { textFilter, pageSize: 50 } },
    { placeholderData: (previous) => previous },
  );

export const useImportCustomer = (id: number | undefined) =>
  useEndpoint(vsOnlineApi.get, { params: { id: id ?? 0 } }, { enabled: id !== undefined });

export const useDownloadTemplate = (kind: ImportKind) =>
  useMutation({
    mutationFn: async () => {
      const file = await callEndpoint(importsApi[kind].template, {}, { forbidden: 'notify' });
      saveDownload(file, `${kind}-template.csv`);
    },
  });

const formOf = (file: File) => {
  const form = new FormData();
  form.append(IMPORT_FILE_FIELD, file, file.name);
  return form;
};

export const usePreviewImport = (kind: ImportKind) =>
  useMutation({
    mutationFn: ({ customerId, file }: { customerId: number; file: File }) =>
      uploadToEndpoint(importsApi[kind].preview, { customerId }, formOf(file), quietly),
  });

export const useStartImport = (kind: ImportKind) =>
  useMutation({
    mutationFn: ({ customerId, file }: { customerId: number; file: File }) =>
      uploadToEndpoint(importsApi[kind].start, { customerId }, formOf(file), quietly),
  });

const ended = (job: ImportJob | undefined) => job?.state === 'completed' || job?.state === 'failed';

/**
 * An import job, read again every half second until it has ended; then what it wrote makes the
 * customer's screens stale (its users, locations and devices).
 */
export function useImportJob(id: string | undefined) {
  const queryClient = useQueryClient();
  const job = useEndpoint(
    importsApi.job,
    { params: { id: id ?? '' } },
    {
      enabled: id !== undefined,
      refetchInterval: (query) => (ended(query.state.data) ? false : IMPORT_POLL_MS),
    },
  );
  const done = ended(job.data);
  useEffect(() => {
    if (!done) return;
    void queryClient.invalidateQueries({ queryKey: queryKeys.family(vsOnlineFamily.name) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.family(accountsFamily.name) });
  }, [done, queryClient]);
  return job;
}
