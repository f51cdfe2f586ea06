import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type {
  AttachmentInfo,
  CollectorAttachments,
  CollectorItem,
  CollectorList,
  CollectorListQuery,
} from '@console/contract/collector';
import { api, type Download } from './client';

const BASE = '/api/DocumentCollector';

/** On the collector pages a failed fetch only stops the loading indicator (console-core §8). */
const quietly = { handleErrors: false } as const;

const path = (...parts: string[]) => [BASE, ...parts.map(encodeURIComponent)].join('/');

export const collectorKeys = {
  all: ['collector'] as const,
  list: (query: CollectorListQuery) => [...collectorKeys.all, 'list', query] as const,
  log: (referenceId: string) => [...collectorKeys.all, 'log', referenceId] as const,
  attachments: (referenceId: string) => [...collectorKeys.all, 'attachments', referenceId] as const,
};

/** A page of logs; the previous page stays on screen while the next one loads. */
export function useCollectorList(query: CollectorListQuery) {
  return useQuery({
    queryKey: collectorKeys.list(query),
    queryFn: ({ signal }) =>
      api.get<CollectorList>(path('List'), query, { ...quietly, signal }).catch((error: unknown) => {
        // The list's failures are logged, not shown (console-core §8); a cancelled load is no failure.
        if (!signal.aborted) console.error('The collector logs could not be loaded', error);
        throw error;
      }),
    placeholderData: keepPreviousData,
  });
}

export function useCollectorLog(referenceId: string) {
  return useQuery({
    queryKey: collectorKeys.log(referenceId),
    queryFn: ({ signal }) => api.get<CollectorItem>(path(referenceId), undefined, { ...quietly, signal }),
  });
}

export function useCollectorAttachments(referenceId: string) {
  return useQuery({
    queryKey: collectorKeys.attachments(referenceId),
    queryFn: ({ signal }) =>
      api.get<CollectorAttachments>(path('AttachmentsInfo', referenceId), undefined, { ...quietly, signal }),
    select: (data) => data.attachmentInfoModels,
  });
}

/** One attachment's file; the answer names it, else the attachment's own name does. */
export function useDownloadAttachment() {
  return useMutation({
    mutationFn: async (attachment: AttachmentInfo): Promise<Download> => {
      const file = await api.download(path('Download', String(attachment.id)), undefined, quietly);
      return { ...file, fileName: file.fileName ?? attachment.fileName };
    },
  });
}

/** Every attachment of a log in one zip, named <referenceId>.zip. */
export function useDownloadZip() {
  return useMutation({
    mutationFn: async (referenceId: string): Promise<Download> => {
      const file = await api.download(path('DownloadZip', referenceId), undefined, quietly);
      return { ...file, fileName: file.fileName ?? `${referenceId}.zip` };
    },
  });
}
