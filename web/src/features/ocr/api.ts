import { ocrApi } from '@console/contract/ocr';
import { useUrlList } from '../../kit/list/useUrlList';

// OCR (contract/src/ocr.ts): the product's users.
export const useOcrUsersList = () => useUrlList(ocrApi.users);
