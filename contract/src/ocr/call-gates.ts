// Generated from the calls of this folder by `npm run contract:call-gates` (contract/src/call-gates.ts).
import type { Gate } from '../gates.ts';

/** ocrApi.users: GET /api/Ocr/Users */
export const users: Gate = { module: 'OCR', permission: 'data.read' };
