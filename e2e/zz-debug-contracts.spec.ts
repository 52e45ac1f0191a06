import { expect, signedInLandlord, test } from './fixtures';
test('debug', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signedInLandlord(page, request);
  const res = await page.request.post('/api/properties', { data: { propertyDetails: { name: 'X', street_address: 'Via', postal_code: '1', province: 'MI', country: 'IT' }, rooms: [{ name: 'A', description: null }] } });
  const { id } = await res.json();
  await page.goto(`/dashboard/landlord/contracts/new?property_id=${id}`);
  await page.getByLabel('Email').fill('a@b.it');
  await page.getByLabel('Nome', { exact: true }).fill('A');
  await page.getByLabel('Cognome', { exact: true }).fill('B');
  await page.getByRole('button', { name: 'Avanti' }).click();
  await expect(page.getByText('Passo 2 di 4')).toBeVisible();
  await page.getByRole('button', { name: 'Avanti' }).click();
  await page.waitForTimeout(1000);
  console.log((await page.locator('main').innerText()).slice(0, 2000));
});
