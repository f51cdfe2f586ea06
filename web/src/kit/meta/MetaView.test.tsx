import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { lookupsApi } from '@console/contract/lookups/api';
import { MetaView } from './MetaView';
import { NO, YES } from '../widgets/YesNo';
import {
  EVERY_TYPE,
  EVERY_TYPE_VALUES,
  makeField,
  PNG_PIXEL,
  renderWithQueries,
  serveAdminLookup,
} from './testing';

const shown = (caption: string) => within(screen.getByRole('group', { name: caption }));
const text = (caption: string) => {
  const group = screen.getByRole('group', { name: caption });
  return group.lastElementChild?.textContent;
};

describe('MetaView read-only text mode', () => {
  it('shows every type as text', async () => {
    const server = serveAdminLookup();
    renderWithQueries(<MetaView fields={EVERY_TYPE} values={EVERY_TYPE_VALUES} currentAccountId={5} />);
    expect(text('Account ID')).toBe('42');
    expect(text('External ID')).toBe('6f1c2a8e-0000-4000-8000-000000000001');
    expect(text('Account Name')).toBe('Harbor Screening');
    expect(text('Rate')).toBe('2.5');
    expect(text('Max Users')).toBe('10');
    expect(text('Expires')).toBe('04/07/2025');
    expect(text('Day Ends')).toBe('1:30 PM');
    expect(text('Status')).toBe('Active');
    expect(text('Active')).toBe(YES);
    expect(
      shown('Contacts')
        .getAllByRole('group', { name: 'Contact Name' })
        .map((group) => group.lastElementChild?.textContent),
    ).toEqual(['Dana', 'Lee']);
    expect(text('City')).toBe('Austin');
    expect(shown('Logo').getByRole('img', { name: 'Logo' }).getAttribute('src')).toBe(PNG_PIXEL);
    expect(await shown('Assigned To').findByText('Admin 7')).toBeTruthy();
    expect(server.calls.map((call) => `${call.path}?${call.query.toString()}`)).toEqual([
      `${lookupsApi.adminUsers.path}?page=1&pageSize=100&selectedId=7&currentAccountId=5`,
    ]);
  });

  it('shows an array of choices as their texts, in the choices order', () => {
    const roles = makeField({
      name: 'roles',
      caption: 'Roles',
      type: 'array',
      enumValues: [
        { value: 'Super Admin', text: 'Super Admin' },
        { value: 'Billing', text: 'Billing' },
      ],
    });
    renderWithQueries(<MetaView fields={[roles]} values={{ roles: ['Billing', 'Super Admin'] }} />);
    expect(text('Roles')).toBe('Super Admin, Billing');
  });

  it('never shows a secret', () => {
    serveAdminLookup();
    renderWithQueries(
      <MetaView
        fields={[
          ...EVERY_TYPE,
          makeField({ name: 'apiToken', caption: 'API Token', type: 'string', secret: true }),
        ]}
        values={{ ...EVERY_TYPE_VALUES, apiToken: 'tok-123' }}
      />,
    );
    expect(screen.queryByRole('group', { name: 'Password' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'API Token' })).toBeNull();
    expect(screen.queryByText('Secret#123')).toBeNull();
    expect(screen.queryByText('tok-123')).toBeNull();
  });

  it('shows Empty for blanks of every kind', () => {
    const fields = EVERY_TYPE.filter((field) => !field.isLookup && field.type !== 'object');
    renderWithQueries(<MetaView fields={fields} values={{ name: '  ', active: null, contacts: [] }} />);
    for (const field of fields.filter((f) => f.name !== 'password'))
      expect(text(field.caption), field.name).toBe('Empty');
  });

  it('shows a false bool as a cross and an instant with its time', () => {
    const fields = [
      makeField({ name: 'active', caption: 'Active', type: 'bool' }),
      makeField({ name: 'created', caption: 'Created', type: 'datetime' }),
    ];
    renderWithQueries(
      <MetaView
        fields={fields}
        values={{ active: false, created: new Date(2025, 0, 5, 9, 30).toISOString() }}
      />,
    );
    expect(text('Active')).toBe(NO);
    expect(text('Created')).toBe('01/05/2025 9:30 AM');
  });

  it('leaves out fields hidden from view mode, and says Settings is empty when none is left', () => {
    const hidden = makeField({ name: 'internal', caption: 'Internal', type: 'string', showInView: false });
    const { unmount } = renderWithQueries(
      <MetaView
        fields={[hidden, makeField({ name: 'name', caption: 'Name', type: 'string' })]}
        values={{ internal: 'x' }}
      />,
    );
    expect(screen.queryByRole('group', { name: 'Internal' })).toBeNull();
    unmount();
    renderWithQueries(<MetaView fields={[hidden]} values={{}} />);
    expect(screen.getByText('Settings is empty')).toBeTruthy();
  });

  it('lays groups out under their captions', () => {
    renderWithQueries(
      <MetaView
        fields={[
          makeField({ name: 'dayEnds', caption: 'Day Ends', type: 'time', group: 'settings' }),
          makeField({ name: 'name', caption: 'Name', type: 'string', group: 'general' }),
        ]}
        groups={[
          { name: 'general', caption: 'General Info' },
          { name: 'settings', caption: 'General Settings' },
        ]}
        values={{ name: 'Harbor', dayEnds: 0 }}
      />,
    );
    const general = within(screen.getByRole('region', { name: 'General Info' }));
    expect(general.getByRole('group', { name: 'Name' }).textContent).toContain('Harbor');
    const settings = within(screen.getByRole('region', { name: 'General Settings' }));
    expect(settings.getByRole('group', { name: 'Day Ends' }).textContent).toContain('12:00 AM');
  });
});
