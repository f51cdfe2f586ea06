import { ocrApi } from '@console/contract/ocr/api';
import { useUrlList } from '../../kit/list/useUrlList';

// OCR (contract/src/ocr/api.ts): the product's users.
export const useOcrUsersList = () => useUrlList(ocrApi.users);
