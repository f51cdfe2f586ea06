import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { dvsApi, type License } from '@console/contract/dvs/api';
import { Module } from '@console/contract/gates';
import { Permission } from '@console/contract/permissions';
import { needsPermissionMessage } from '@console/contract/permission-texts';
import { fakeServer } from '../../testing/fakeServer';
import { bootstrapAs, renderRoutes, type StaffKind } from '../../testing/render';
import { LicensesPanel } from './LicensesPanel';
import { TEXT } from './texts';

const license: License = {
  id: 4,
  key: 'DIVE-4F2K-9QX1',
  label: 'Front desk',
  deviceLimit: 2,
  devices: [{ serial: 'SN-0001', activatedAt: '2026-10-01T09:00:00Z' }],
  status: 'active',
  disabled: false,
  expirationDate: null,
  createdAt: '2026-09-01T09:00:00Z',
  createdBy: 'Avery Admin',
};

/** As staff of a company with the DIVE module. */
function renderPanel(as: StaffKind) {
  fakeServer().on(dvsApi.licenses, [license]);
  return renderRoutes([{ path: '/', element: <LicensesPanel accountId={5} /> }], {
    bootstrap: bootstrapAs(as, { modules: [{ id: 1, name: Module.DVS, moduleFeatures: [] }] }),
  });
}

describe('LicensesPanel', () => {
  it('shows staff without "Manage tokens and licenses" the licenses, every action disabled saying so', async () => {
    renderPanel('support');
    const row = (await screen.findByText(license.key)).closest('tr') as HTMLElement;
    const reason = needsPermissionMessage(Permission.ManageCredentials);
    const refused = [
      screen.getByRole('button', { name: new RegExp(TEXT.issueLicense), description: reason }),
      within(row).getByRole('button', { name: `Edit ${license.key}`, description: reason }),
      within(row).getByRole('button', { name: 'Disable', description: reason }),
      within(row).getByRole('button', { name: `Delete ${license.key}`, description: reason }),
    ];
    for (const button of refused) expect((button as HTMLButtonElement).disabled).toBe(true);
    // No seat can be released: the device's tag has no close mark.
    expect(
      within(row).getByText('SN-0001').closest('.ant-tag')?.querySelector('.ant-tag-close-icon'),
    ).toBeNull();
  });

  it('offers every action to an Admin', async () => {
    renderPanel('admin');
    const row = (await screen.findByText(license.key)).closest('tr') as HTMLElement;
    const issue = screen.getByRole('button', { name: new RegExp(TEXT.issueLicense) }) as HTMLButtonElement;
    expect(issue.disabled).toBe(false);
    expect((within(row).getByRole('button', { name: 'Disable' }) as HTMLButtonElement).disabled).toBe(false);
    expect(
      within(row).getByText('SN-0001').closest('.ant-tag')?.querySelector('.ant-tag-close-icon'),
    ).toBeTruthy();
  });
});
