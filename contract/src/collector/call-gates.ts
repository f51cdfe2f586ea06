// Generated from the calls of this folder by `npm run contract:call-gates` (contract/src/call-gates.ts).
import type { Gate } from '../gates.ts';

/** collectorApi.list: GET /api/DocumentCollector/List */
export const list: Gate = { module: 'DocumentCollector', permission: 'data.read' };
/** collectorApi.attachments: GET /api/DocumentCollector/AttachmentsInfo/{id} */
export const attachments: Gate = { module: 'DocumentCollector', permission: 'data.read' };
/** collectorApi.download: GET /api/DocumentCollector/Download/{attachmentId} */
export const download: Gate = { module: 'DocumentCollector', permission: 'data.read' };
/** collectorApi.downloadZip: GET /api/DocumentCollector/DownloadZip/{id} */
export const downloadZip: Gate = { module: 'DocumentCollector', permission: 'data.read' };
/** collectorApi.tokens.list: GET /api/DocumentCollector/Tokens */
export const tokensList: Gate = { module: 'DocumentCollector', permission: 'credentials.manage' };
/** collectorApi.tokens.create: POST /api/DocumentCollector/Tokens */
export const tokensCreate: Gate = {
  writes: true,
  module: 'DocumentCollector',
  permission: 'credentials.manage',
};
/** collectorApi.tokens.update: PUT /api/DocumentCollector/Tokens/{tokenId} */
export const tokensUpdate: Gate = {
  writes: true,
  module: 'DocumentCollector',
  permission: 'credentials.manage',
};
/** collectorApi.tokens.remove: DELETE /api/DocumentCollector/Tokens/{tokenId} */
export const tokensRemove: Gate = {
  writes: true,
  module: 'DocumentCollector',
  permission: 'credentials.manage',
};
/** collectorApi.log: GET /api/DocumentCollector/{id} */
export const log: Gate = { module: 'DocumentCollector', permission: 'data.read' };
