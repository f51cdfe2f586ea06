import { describe, expect, it } from 'vitest';
import { validationSettingsApi } from '@console/contract/validation-settings/api';
import { enforcedPageGates, mainCallGates } from '../../testing/routeGates';
import { routes } from './routes';

describe('the validation settings page', () => {
  it('is gated as its settings call', () => {
    expect(enforcedPageGates(routes)).toEqual(
      mainCallGates({ ValidationSettings: validationSettingsApi.get }),
    );
  });
});
