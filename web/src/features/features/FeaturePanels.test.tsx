import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { featuresApi, type FeatureState } from '@console/contract/features/api';
import { fakeServer, reply, type FakeServer } from '../../testing/fakeServer';
import { Module } from '@console/contract/gates';
import { READ_ONLY_REASON } from '../../kit/permit';
import { makeBootstrap, renderRoutes } from '../../testing/render';
import { LocationFeaturesPanel } from './FeaturePanels';
import { UsersFeaturesDialog } from './UsersFeaturesDialog';

const feature = (featureId: number, title: string, state: Partial<FeatureState>): FeatureState => ({
  featureId,
  name: title.replace(/\s/g, ''),
  title,
  description: `${title} does things.`,
  enabled: true,
  setting: null,
  source: 'inherited',
  lockedBy: null,
  lockedReason: null,
  ...state,
});

const AT_LOCATION: FeatureState[] = [
  feature(1, 'ID scanning', {}),
  feature(2, 'Face match', { enabled: false, setting: false, source: 'set' }),
  feature(3, 'Manual review', {
    enabled: false,
    lockedBy: 'customer',
    lockedReason: 'Turned off for the customer',
  }),
];

let server: FakeServer;
beforeEach(() => {
  server = fakeServer();
});

const rowOf = (title: string) => screen.getByRole('listitem', { name: title });

describe('LocationFeaturesPanel', () => {
  const renderPanel = (readOnly = false) =>
    renderRoutes([{ path: '/', element: <LocationFeaturesPanel locationId={7} /> }], {
      bootstrap: makeBootstrap({
        user: { id: 1, name: 'Casey', userName: 'casey', readOnly },
        modules: [{ id: 1, name: Module.Veriscan, moduleFeatures: [] }],
      }),
    });

  it('shows each toggle inherited or set here, and a locked one disabled with its reason', async () => {
    server.on(featuresApi.location, { locationId: 7, customerId: 3, features: AT_LOCATION });
    renderPanel();
    expect(await screen.findByRole('switch', { name: 'ID scanning' })).toBeTruthy();
    expect(within(rowOf('ID scanning')).getByText('Inherited')).toBeTruthy();
    expect(within(rowOf('Face match')).getByText('Set here: Off')).toBeTruthy();
    const locked = within(rowOf('Manual review'));
    expect(locked.getAllByText('Turned off for the customer').length).toBeGreaterThan(0);
    expect((locked.getByRole('switch') as HTMLButtonElement).disabled).toBe(true);
    // Only what is set here can be reset.
    expect(screen.getAllByRole('button', { name: /^Reset to inherited/ })).toHaveLength(1);
  });

  it('saves a switch at once, and a reset as null, saying so', async () => {
    server.on(featuresApi.location, { locationId: 7, customerId: 3, features: AT_LOCATION });
    server.on(featuresApi.updateLocation, { locationId: 7, customerId: 3, features: AT_LOCATION });
    renderPanel();
    await userEvent.click(await screen.findByRole('switch', { name: 'ID scanning' }));
    expect(await screen.findByText('Features updated')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reset to inherited: Face match' }));
    await waitFor(() => expect(server.callsOf(featuresApi.updateLocation)).toHaveLength(2));
    expect(server.callsOf(featuresApi.updateLocation).map((c) => c.body)).toEqual([
      { locationId: 7, features: [{ featureId: 1, isEnabled: false }] },
      { locationId: 7, features: [{ featureId: 2, isEnabled: null }] },
    ]);
  });

  it('shows the reason of a refused switch', async () => {
    server.on(featuresApi.location, { locationId: 7, customerId: 3, features: AT_LOCATION });
    server.on(
      featuresApi.updateLocation,
      reply(400, {
        code: 'ValidationError',
        message: 'x',
        propertyErrors: { 'features[0].isEnabled': ['ID scanning: turned off for the customer'] },
      }),
    );
    renderPanel();
    await userEvent.click(await screen.findByRole('switch', { name: 'ID scanning' }));
    expect(
      await screen.findByText('Features update is failed: ID scanning: turned off for the customer'),
    ).toBeTruthy();
  });

  it('lets read-only staff look but not switch, each switch saying why', async () => {
    server.on(featuresApi.location, { locationId: 7, customerId: 3, features: AT_LOCATION });
    renderPanel(true);
    const toggle = (await screen.findByRole('switch', { name: 'ID scanning' })) as HTMLButtonElement;
    expect(toggle.disabled).toBe(true);
    expect(screen.getByRole('switch', { name: 'ID scanning', description: READ_ONLY_REASON })).toBe(toggle);
  });
});

describe('UsersFeaturesDialog', () => {
  const AT_CUSTOMER: FeatureState[] = [
    feature(1, 'ID scanning', { setting: true, source: 'set' }),
    feature(2, 'Face match', { setting: true, source: 'set' }),
    feature(3, 'Manual review', { enabled: false, setting: false, source: 'set' }),
  ];
  const renderDialog = (onDone = vi.fn()) => {
    renderRoutes([
      {
        path: '/',
        element: (
          <UsersFeaturesDialog customerId={3} userIds={[11, 12, 13]} onClose={vi.fn()} onDone={onDone} />
        ),
      },
    ]);
    return onDone;
  };

  it('sends only the changed features for every selected user with the customer and company', async () => {
    server.on(featuresApi.customer, AT_CUSTOMER).on(featuresApi.updateUsers, { users: [] });
    const onDone = renderDialog();
    expect(await screen.findByRole('dialog', { name: 'Set features for 3 selected users' })).toBeTruthy();
    await screen.findByText('Face match');
    await userEvent.click(within(rowOf('Face match')).getByText('Off'));
    await userEvent.click(within(rowOf('ID scanning')).getByText('Inherit'));
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(server.callsOf(featuresApi.updateUsers)[0]?.body).toEqual({
      users: [11, 12, 13],
      features: [
        { featureId: 1, isEnabled: null },
        { featureId: 2, isEnabled: false },
      ],
      customerId: 3,
      companyId: 1,
    });
    expect(await screen.findByText('Features updated for 3 users')).toBeTruthy();
  });

  it('offers no On for a feature the customer has off, and asks for a change before sending', async () => {
    server.on(featuresApi.customer, AT_CUSTOMER);
    renderDialog();
    await screen.findByText('Manual review');
    const on = within(rowOf('Manual review')).getByText('On').closest('label');
    expect(on?.className).toMatch(/disabled/);
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Choose at least one feature to change')).toBeTruthy();
    expect(server.callsOf(featuresApi.updateUsers)).toEqual([]);
  });

  it('lists each user that failed and why, and stays open', async () => {
    server.on(featuresApi.customer, AT_CUSTOMER).on(
      featuresApi.updateUsers,
      reply(400, {
        code: 'ValidationError',
        message: '2 of 3 users cannot be switched; nothing was changed',
        propertyErrors: {
          'users[1]': ['User 12 is not a user of this customer'],
          'users[2]': ['User 13 is listed twice'],
        },
      }),
    );
    const onDone = renderDialog();
    await screen.findByText('Face match');
    await userEvent.click(within(rowOf('Face match')).getByText('Off'));
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('User 12 is not a user of this customer')).toBeTruthy();
    expect(screen.getByText('User 13 is listed twice')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });
});
