import { describe, expect, it } from 'vitest';
import { ocrApi } from '@console/contract/ocr/api';
import { enforcedPageGates, mainCallGates } from '../../testing/routeGates';
import { routes } from './routes';

describe('the OCR pages', () => {
  it('are gated as their main call: the users', () => {
    expect(enforcedPageGates(routes)).toEqual(mainCallGates({ 'Ocr.Users': ocrApi.users }));
  });
});
