import { collectorApi } from '@console/contract/collector/api';
import { useEndpoint, useEndpointMutation } from '../../kit/data/queries';
import { useUrlList } from '../../kit/list/useUrlList';

/** On the collector pages a failed fetch only stops the loading indicator (console-core §8). */
const quietly = { handleErrors: false } as const;

/**
 * The logs, paged in the address; the previous page stays on screen while the next one loads. The
 * list's failures are logged, not notified (console-core §8); the list itself says it could not load.
 */
export const useCollectorList = () =>
  useUrlList(collectorApi.list, { logFailuresAs: 'The collector logs could not be loaded' });

export const useCollectorLog = (referenceId: string) =>
  useEndpoint(collectorApi.log, { params: { id: referenceId } }, { call: quietly });

export const useCollectorAttachments = (referenceId: string) =>
  useEndpoint(
    collectorApi.attachments,
    { params: { id: referenceId } },
    { call: quietly, select: (data) => data.attachmentInfoModels },
  );

/** One attachment's file, named by the answer (the caller falls back to the attachment's name). */
export const useDownloadAttachment = () => useEndpointMutation(collectorApi.download, { call: quietly });

/** Every attachment of a log in one zip, named <referenceId>.zip. */
export const useDownloadZip = () => useEndpointMutation(collectorApi.downloadZip, { call: quietly });
