import { chooseOption, expect, signIn, test } from '../fixtures';

test('an Admin finds the rank sweep among the background jobs and filters them by state', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.getByRole('menu').getByRole('link', { name: 'Background jobs' }).click();
  await expect(page).toHaveURL(/\/BackgroundJobs$/);
  await expect(page.getByRole('heading', { name: 'Background jobs' })).toBeVisible();

  // The server sweeps ranks every minute from its start: a completed sweep is listed, newest first.
  const sweep = page.getByRole('row').filter({ hasText: 'Rank sweep' }).filter({ hasText: 'Completed' });
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(sweep.first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await expect(sweep.first()).toContainText('1 of 1');

  const filters = page.getByRole('region', { name: 'Filters' });
  const stateFilter = filters.getByRole('combobox', { name: 'State filter' });
  await chooseOption(page, stateFilter, 'Failed', () =>
    expect(page).toHaveURL(/state=failed/, { timeout: 1_000 }),
  );
  await expect(page.getByText('No jobs match')).toBeVisible();

  await chooseOption(page, stateFilter, 'Completed', () =>
    expect(page).toHaveURL(/state=completed/, { timeout: 1_000 }),
  );
  await expect(sweep.first()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Queued' })).toHaveCount(0);
});
