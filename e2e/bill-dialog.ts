import type { Page } from '@playwright/test';

/**
 * Opens 'Aggiungi spesa' on a property's bills tab and fills what every bill has: category,
 * period (dd/mm/yyyy as typed) and total. Returns the dialog for the spec's own steps.
 */
export async function startBill(
  page: Page,
  propertyId: string,
  bill: { category: string; start: string; end: string; total: string },
) {
  await page.goto(`/dashboard/landlord/properties/${propertyId}?tab=bills`);
  await page
    .getByRole('button', { name: /Aggiungi (la prima )?spesa/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Aggiungi spesa' });
  await dialog.getByLabel('Categoria').click();
  await page.getByRole('option', { name: bill.category }).click();
  await dialog.getByLabel('Data inizio', { exact: true }).fill(bill.start);
  await dialog.getByLabel('Data fine', { exact: true }).fill(bill.end);
  await dialog.getByLabel('Importo totale (€)').fill(bill.total);
  return dialog;
}
