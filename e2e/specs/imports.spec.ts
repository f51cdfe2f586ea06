import type { Page } from '@playwright/test';
import { expectAccessible } from '../axe';
import { chooseOption, createAccountThroughApi, expect, signIn, test, VERISCAN_ONLINE } from '../fixtures';

// The Dashboard's imports (issue 13): a file with an error is refused in the preview, the corrected
// file previews clean and imports through the job, with its progress and its result.

const HEADER =
  'Type,Login,First Name,Last Name,Email,Phone,Active,Admin,Read Only,Serial,Device Name,Kind,App Version,Location';

const fileOf = (rows: string[]) => ({
  name: 'e2e-users.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from([HEADER, ...rows].join('\r\n') + '\r\n'),
});

/** Searches the customer picker and chooses the customer, again if a click during the list's opening was lost. */
async function chooseCustomer(page: Page, name: string, id: number) {
  const picker = page.getByLabel('Customer', { exact: true });
  const option = `${name} (${id})`;
  const search = async () => {
    await picker.click();
    await picker.fill(name);
  };
  await chooseOption(
    page,
    search,
    option,
    () => expect(page).toHaveURL(new RegExp(`customerId=${id}`), { timeout: 1_000 }),
    { exact: false },
  );
  // The address changes before React draws the steps for the customer (the router renders in a
  // transition): a file set on the earlier, disabled drop zone would be dropped silently.
  await expect(page.getByText('Click or drop a CSV file here to check it')).toBeVisible();
}

test('import a Users & Devices file with an error, then the corrected file', async ({ page }) => {
  await signIn(page, 'admin');
  const id = await createAccountThroughApi(page, {
    name: 'E2E Import Homes',
    login: 'e2e.import.owner',
    product: VERISCAN_ONLINE,
  });

  await page.getByRole('menuitem', { name: 'Dashboard' }).click();
  await page.getByRole('menuitem', { name: 'Import Users & Devices' }).click();
  await expect(page.getByRole('heading', { name: 'Import Users & Devices' })).toBeVisible();
  await chooseCustomer(page, 'E2E Import Homes', id);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download template' }).click();
  expect((await download).suggestedFilename()).toBe('users-devices-template.csv');

  const upload = page.locator('input[type=file]');
  await upload.setInputFiles(
    fileOf([
      'User,e2e.import.ann,Ann,Archer,ann@example.com,,Yes,,,,,,,',
      'User,e2e.import.bob,Bob,Baker,not-an-address,,Yes,,,,,,,',
      'Device,,,,,,,,,E2E-IMPORT-1,Lobby iPad,iPad,5.0.0,',
    ]),
  );
  const errors = page.getByRole('table', { name: 'Errors of the file' });
  await expect(page.getByText('The file has 1 error')).toBeVisible();
  await expect(
    errors.getByRole('row', { name: /3\s*Email\s*Email is not a valid e-mail address/ }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import' })).toBeDisabled();
  await expectAccessible(page, 'the import preview with an error');

  await upload.setInputFiles(
    fileOf([
      'User,e2e.import.ann,Ann,Archer,ann@example.com,,Yes,,,,,,,',
      'User,e2e.import.bob,Bob,Baker,bob@example.com,,Yes,,,,,,,',
      'Device,,,,,,,,,E2E-IMPORT-1,Lobby iPad,iPad,5.0.0,',
    ]),
  );
  const outcomes = page.getByRole('table', { name: 'What each row does' });
  await expect(outcomes.getByRole('row', { name: /e2e\.import\.bob\s*Create/ })).toBeVisible();
  await expect(page.getByText('The file has')).toBeHidden();
  await page.getByRole('button', { name: 'Import' }).click();

  await expect(page.getByText('Imported', { exact: true })).toBeVisible();
  await expect(page.getByText('e2e-users.csv: 3 rows imported.')).toBeVisible();
  const written = page.getByRole('table', { name: 'What the import wrote' });
  await expect(written.getByRole('row', { name: /Users\s*2\s*0\s*0/ })).toBeVisible();
  await expect(written.getByRole('row', { name: /Devices\s*1\s*0\s*0/ })).toBeVisible();
  await expectAccessible(page, 'the import result');

  // The customer's Users tab lists the imported users.
  await page.getByRole('link', { name: 'Open the customer' }).click();
  await expect(page.getByRole('heading', { name: 'E2E Import Homes' })).toBeVisible();
  await page.getByRole('tab', { name: /Users/ }).click();
  await expect(page.getByText('e2e.import.bob')).toBeVisible();
});

const LOCATIONS_HEADER = 'Location,Address 1,Address 2,City,State,Zip,Time Zone,Active,Team Member Login';

test('import a Team Members & Locations file naming a stranger, then the corrected file', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const id = await createAccountThroughApi(page, {
    name: 'E2E Teams Homes',
    login: 'e2e.teams.owner',
    product: VERISCAN_ONLINE,
  });
  const locationsFile = (login: string) => ({
    name: 'e2e-teams.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      [
        LOCATIONS_HEADER,
        `Harbor Desk,1 Pier Road,,Portland,OR,97201,Pacific Standard Time,Yes,${login}`,
      ].join('\r\n') + '\r\n',
    ),
  });

  await page.getByRole('menuitem', { name: 'Dashboard' }).click();
  await page.getByRole('menuitem', { name: 'Import Team Members & Locations' }).click();
  await expect(page.getByRole('heading', { name: 'Import Team Members & Locations' })).toBeVisible();
  await chooseCustomer(page, 'E2E Teams Homes', id);

  const upload = page.locator('input[type=file]');
  await upload.setInputFiles(locationsFile('e2e.teams.stranger'));
  await expect(page.getByText('The file has 1 error')).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Errors of the file' }).getByRole('row', {
      name: /2\s*Team Member Login\s*e2e\.teams\.stranger is not a user of this customer/,
    }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import' })).toBeDisabled();

  await upload.setInputFiles(locationsFile('e2e.teams.owner'));
  await expect(page.getByText('The file has')).toBeHidden();
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByText('Imported', { exact: true })).toBeVisible();
  const written = page.getByRole('table', { name: 'What the import wrote' });
  await expect(written.getByRole('row', { name: /Locations\s*1\s*0\s*0/ })).toBeVisible();
  await expect(written.getByRole('row', { name: /Team members\s*1\s*0\s*0/ })).toBeVisible();
  await expectAccessible(page, 'the team members and locations import result');
});
