import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { formatDateTime } from '../../lib/formats';

dayjs.extend(utc);

/** The collector screens' texts (console-core §2), verbatim. */
export const LABELS = {
  referenceId: 'Reference ID',
  uploadDateUtc: 'Upload Date UTC',
  licenseId: 'License ID',
  productName: 'Product Name',
  productVersion: 'Product Version',
  scannerData: 'Scanner Data',
  utilityData: 'Utility Date',
  comment: 'Comment',
  fileName: 'File Name',
  fileType: 'File Type',
  downloadAttachments: 'Download Attachments',
  details: 'Details',
  downloadZip: 'Download Zip',
} as const;

/**
 * Upload dates are shown in UTC on both screens, as the details label says, so a log reads the
 * same on the list and on its page whatever the viewer's time zone: MM/DD/YYYY h:mm A.
 */
export const formatUploadDate = (value: string) => formatDateTime(dayjs.utc(value));
