import { ERROR_MESSAGES, PROPERTY_MESSAGES } from '@casaconti/core/messages';
import type { Page } from '@playwright/test';
import { DELETE_CONFIRMATION_WORD } from '@casaconti/core/constants';
import {
  expect,
  expectAccessible,
  signedInLandlord,
  snap,
  test,
  uniqueEmail,
  waitForHydration,
  screenshot,
} from './fixtures';
import { createContractApi } from './seed';

/** Euro amounts are formatted with a no-break space before the sign ('1.234,56 €'). */
const euro = (text: string) => text.replace(' €', '\u00a0€');

type RoomSeed = { name: string; description?: string | null };

/** A property created through the API with the page's session (cookies are shared). */
async function createProperty(page: Page, name: string, rooms: RoomSeed[] = [{ name: 'Camera 1' }]) {
  const res = await page.request.post('/api/properties', {
    data: {
      propertyDetails: {
        name,
        street_address: 'Via Garibaldi 12',
        postal_code: '10122',
        province: 'TO',
        country: 'Italia',
      },
      rooms: rooms.map((r) => ({ name: r.name, description: r.description ?? null })),
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function roomIds(page: Page, propertyId: string) {
  const res = await page.request.get(`/api/properties/${propertyId}`);
  return ((await res.json()) as { rooms: { id: string; name: string }[] }).rooms;
}

async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

// Whole user journeys with screenshots at two widths and axe runs: more than the default minute.
test.describe.configure({ timeout: 120_000 });

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

test('new property wizard: validation, back keeps the values, creates and opens the property', async ({
  page,
  request,
}) => {
  await signedInLandlord(page, request);
  const main = page.locator('main');

  // Empty portfolio: the tiles read zero and the dashed card leads to the wizard.
  await expect(main.getByText('Unità totali')).toBeVisible();
  await expect(main.getByText(euro('0,00 €'))).toBeVisible();
  await snap(page, 'properties-empty');
  await main.getByRole('link', { name: /Aggiungi Proprietà/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/landlord\/properties\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nuova Proprietà' })).toBeVisible();
  await expect(main.getByText('Passo 1 di 2')).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Dettagli Proprietà' })).toBeVisible();

  // Step 1: all five details are required to go on; the country starts as 'Italia' (issue 19),
  // so the other four are missing.
  await expect(main.getByLabel('Paese')).toHaveValue('Italia');
  await main.getByRole('button', { name: 'Avanti' }).click();
  await expect(main.getByText('Campo obbligatorio')).toHaveCount(4);
  await expect(main.getByLabel('Nome Proprietà')).toHaveAttribute('aria-invalid', 'true');
  await expect(main.getByText('Passo 1 di 2')).toBeVisible();
  await expectAccessible(page);
  await snap(page, 'property-new-step1-errors');

  await main.getByLabel('Nome Proprietà').fill('Casa Aurora');
  await main.getByLabel('Indirizzo').fill('Via Roma 1');
  await main.getByLabel('Codice Postale').fill('00184');
  await main.getByLabel('Provincia').fill('RM');
  // A blank (spaces only) value does not count.
  await main.getByLabel('Paese').fill('   ');
  await main.getByRole('button', { name: 'Avanti' }).click();
  await expect(main.getByText('Campo obbligatorio')).toHaveCount(1);
  await expect(main.getByLabel('Paese')).toHaveAttribute('aria-invalid', 'true');
  await main.getByLabel('Paese').fill('Italia');
  await main.getByRole('button', { name: 'Avanti' }).click();

  // Step 2: rooms, at least one, each with a name.
  await expect(main.getByText('Passo 2 di 2')).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Stanze' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Rimuovi stanza 1' })).toBeDisabled();
  const room = (n: number) => main.getByRole('group', { name: `Stanza ${n}` });
  const addRoom = main.getByRole('button', { name: 'Aggiungi Stanza' });
  const nameRequired = main.getByText('Il nome della stanza è obbligatorio');

  // Two quick clicks add two rows; a new row is not flagged before it is filled in or submitted.
  await addRoom.click();
  await addRoom.click();
  await expect(room(3)).toBeVisible();
  await expect(nameRequired).toHaveCount(0);
  await room(3).getByLabel('Nome Stanza').fill('   ');
  await room(3).getByLabel('Nome Stanza').blur();
  await expect(nameRequired).toHaveCount(1);
  await main.getByRole('button', { name: 'Rimuovi stanza 3' }).click();
  await main.getByRole('button', { name: 'Rimuovi stanza 2' }).click();
  await expect(room(2)).toHaveCount(0);

  await main.getByRole('button', { name: 'Crea Proprietà' }).click();
  await expect(nameRequired).toBeVisible();
  await expect(room(1).getByLabel('Nome Stanza')).toHaveAttribute('aria-invalid', 'true');
  // The message goes as the name is typed, and nothing below moves (the next click lands).
  const addRoomTop = (await addRoom.boundingBox())?.y;
  await room(1).getByLabel('Nome Stanza').fill('Camera Blu');
  await expect(nameRequired).toHaveCount(0);
  expect((await addRoom.boundingBox())?.y).toBe(addRoomTop);
  await room(1).getByLabel('Descrizione (facoltativa)').fill('Matrimoniale con balcone');
  await addRoom.click();
  // A row added after a refused submit is not flagged either.
  await expect(room(2)).toBeVisible();
  await expect(nameRequired).toHaveCount(0);
  await room(2).getByLabel('Nome Stanza').fill('Camera Verde');
  await main.getByRole('button', { name: 'Aggiungi Stanza' }).click();
  await room(3).getByLabel('Nome Stanza').fill('Da togliere');
  await main.getByRole('button', { name: 'Rimuovi stanza 3' }).click();
  await expect(room(3)).toHaveCount(0);
  await expectAccessible(page);
  await snap(page, 'property-new-step2');

  // Back keeps what was typed, in both steps.
  await main.getByRole('button', { name: 'Indietro' }).click();
  await expect(main.getByText('Passo 1 di 2')).toBeVisible();
  await expect(main.getByLabel('Nome Proprietà')).toHaveValue('Casa Aurora');
  await expect(main.getByLabel('Paese')).toHaveValue('Italia');
  await main.getByRole('button', { name: 'Avanti' }).click();
  await expect(room(1).getByLabel('Nome Stanza')).toHaveValue('Camera Blu');
  await expect(room(2).getByLabel('Nome Stanza')).toHaveValue('Camera Verde');

  await main.getByRole('button', { name: 'Crea Proprietà' }).click();
  await expect(page.getByText('Proprietà creata con successo!')).toBeVisible();
  // After 1.5 s the property page opens.
  await expect(page).toHaveURL(new RegExp(`/dashboard/landlord/properties/${UUID.source}$`), { timeout: 5_000 });
  await expect(main.getByRole('heading', { name: 'Casa Aurora' })).toBeVisible();
  // The status word is the one the select-property list shows.
  await expect(main.getByText('Attiva', { exact: true })).toBeVisible();
  await expect(main.getByText('Via Roma 1, 00184 RM, Italia')).toBeVisible();
  await expect(main.getByText('Camera Blu')).toBeVisible();
  await expect(main.getByText('Matrimoniale con balcone')).toBeVisible();
  await expect(main.getByText('Camera Verde')).toBeVisible();
  await expectAccessible(page);

  // The list shows it with its occupancy: 0 of 2 units, 0 %.
  await page.getByRole('link', { name: 'Proprietà', exact: true }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/landlord\/properties$/);
  const card = main.getByRole('link', { name: /Casa Aurora/ });
  await expect(card).toContainText('Via Roma 1');
  await expect(card).toContainText('0/2');
  await expect(card).toContainText('0%');
  await expect(card).toContainText(euro('0,00 €'));
  await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
});

test('property detail: tabs follow ?tab=bills, contracts tab lists vacant rooms, errors', async ({ page, request }) => {
  await signedInLandlord(page, request);
  const main = page.locator('main');
  const id = await createProperty(page, 'Residenza Mole', [
    { name: 'Camera 1', description: 'Vista Mole' },
    { name: 'Camera 2' },
  ]);

  await page.goto(`/dashboard/landlord/properties/${id}?tab=bills`);
  await expect(main.getByRole('heading', { name: 'Residenza Mole' })).toBeVisible();
  await expect(main.getByText('Via Garibaldi 12, 10122 TO, Italia')).toBeVisible();
  await expect(main.getByRole('tab', { name: 'Spese' })).toHaveAttribute('aria-selected', 'true');
  await expect(main.getByText('Aggiungi la prima spesa')).toBeVisible();
  await expectAccessible(page);
  await snap(page, 'property-detail-bills');

  await main.getByRole('tab', { name: 'Contratti' }).click();
  await expect(page).toHaveURL(/\?tab=contracts$/);
  await expect(main.getByRole('tab', { name: 'Contratti' })).toHaveAttribute('aria-selected', 'true');
  await expect(main.getByRole('link', { name: 'Aggiungi contratto' })).toHaveAttribute(
    'href',
    `/dashboard/landlord/contracts/new?property_id=${id}`,
  );
  const rooms = await roomIds(page, id);
  await expect(main.getByRole('link', { name: 'Nuovo contratto per Camera 1' })).toHaveAttribute(
    'href',
    `/dashboard/landlord/contracts/new?property_id=${id}&preselected_room_id=${rooms[0]?.id}`,
  );
  await expect(main.getByText('Vista Mole')).toBeVisible();
  await expectAccessible(page);
  await snap(page, 'property-detail-contracts');

  await main.getByRole('tab', { name: 'Spese' }).click();
  await expect(page).toHaveURL(/\?tab=bills$/);
  await expect(main.getByText('Aggiungi la prima spesa')).toBeVisible();

  // A current contract (the contracts API is another screen's): its card shows the tenant, the
  // monthly rent and the room badges, and opens the contract.
  const contractId = '11111111-1111-4111-8111-111111111111';
  await page.route(`**/api/properties/${id}`, async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    const [taken, ...vacant] = body.rooms;
    body.contractsAndRooms = {
      activeContracts: [
        {
          id: contractId,
          tenant: { firstName: 'Giulia', lastName: 'Rossi' },
          rent_amount: 123456,
          start_date: '2026-01-16',
          end_date: null,
          rooms: [taken],
        },
      ],
      vacantRooms: vacant,
    };
    await route.fulfill({ response, json: body });
  });
  await page.goto(`/dashboard/landlord/properties/${id}`);
  const contractCard = main.getByRole('link', { name: /Giulia Rossi/ });
  await expect(contractCard).toContainText(euro('1.234,56 €'));
  await expect(contractCard).toContainText('16/01/2026 – Indeterminato');
  await expect(contractCard.getByText('Camera 1')).toBeVisible();
  await expect(contractCard).toHaveAttribute('href', `/dashboard/landlord/contracts/${contractId}`);
  await expect(main.getByRole('link', { name: 'Nuovo contratto per Camera 1' })).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'Nuovo contratto per Camera 2' })).toBeVisible();
  await expectAccessible(page);
  await snap(page, 'property-detail-active-contract');
  await page.unroute(`**/api/properties/${id}`);

  // The edit button leads to the edit page.
  await main.getByRole('link', { name: 'Modifica', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/properties/${id}/edit$`));
  await expect(main.getByRole('heading', { name: 'Informazioni Immobile' })).toBeVisible();

  // A property without rooms.
  for (const r of rooms) expect((await page.request.delete(`/api/rooms/${r.id}`)).status()).toBe(200);
  await page.goto(`/dashboard/landlord/properties/${id}`);
  await expect(main.getByText(PROPERTY_MESSAGES.noRooms)).toBeVisible();
  // No contract is offered (it could only fail): the way is to add rooms.
  await expect(main.getByRole('link', { name: 'Aggiungi contratto' })).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'Aggiungi stanze' })).toHaveAttribute(
    'href',
    `/dashboard/landlord/properties/${id}/edit`,
  );
  await snap(page, 'property-detail-no-rooms');
  // The wizard opened on it anyway says so at once.
  await page.goto(`/dashboard/landlord/contracts/new?property_id=${id}`);
  await expect(main.getByText(PROPERTY_MESSAGES.noRooms)).toBeVisible();
  await expect(main.getByText('Passo 1 di 4')).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'Aggiungi stanze' })).toHaveAttribute(
    'href',
    `/dashboard/landlord/properties/${id}/edit`,
  );
  await snap(page, 'contract-wizard-no-rooms');

  // In the list: no units means 0 %.
  await page.goto('/dashboard/landlord/properties');
  const noUnits = main.getByRole('link', { name: /Residenza Mole/ });
  await expect(noUnits).toContainText('0/0');
  await expect(noUnits).toContainText('0%');

  // Malformed and unknown ids.
  await page.goto('/dashboard/landlord/properties/not-an-id');
  await expect(main.getByText(PROPERTY_MESSAGES.invalidPropertyId)).toBeVisible();
  await expectAccessible(page);
  await page.goto('/dashboard/landlord/properties/00000000-0000-4000-8000-000000000000');
  await expect(main.getByText(PROPERTY_MESSAGES.propertyNotFoundView)).toBeVisible();
  await expectAccessible(page);
  await snap(page, 'property-detail-not-found');
  await page.goto('/dashboard/landlord/properties/00000000-0000-4000-8000-000000000000/edit');
  await expect(main.getByRole('heading', { name: 'Proprietà non trovata' })).toBeVisible();
  await expect(main.getByText(PROPERTY_MESSAGES.propertyNotFoundEdit)).toBeVisible();
});

test('edit property: details, add, inline-edit and delete rooms', async ({ page, request }) => {
  await signedInLandlord(page, request);
  const main = page.locator('main');
  const id = await createProperty(page, 'Villa Lago', [
    { name: 'Camera 1' },
    { name: 'Camera 2', description: 'Piccola' },
  ]);

  await page.goto(`/dashboard/landlord/properties/${id}/edit`);
  await expect(page.getByRole('heading', { level: 1, name: 'Modifica Proprietà' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Informazioni Immobile' })).toBeVisible();
  await expect(main.getByLabel('Nome Proprietà')).toHaveValue('Villa Lago');
  await expect(main.getByRole('columnheader', { name: 'Nome Stanza' })).toBeVisible();
  await expect(main.getByRole('columnheader', { name: 'Descrizione' })).toBeVisible();
  await expect(main.getByRole('columnheader', { name: 'Azioni' })).toBeVisible();
  await expect(main.getByRole('row', { name: /Camera 1/ })).toContainText('Nessuna descrizione');
  await expect(main.getByRole('row', { name: /Camera 2/ })).toContainText('Piccola');
  await expectAccessible(page);
  await snap(page, 'property-edit');

  // Details: the server's refusal is shown beside the field, then a valid save.
  await main.getByLabel('Nome Proprietà').fill('');
  await main.getByRole('button', { name: 'Salva Modifiche' }).click();
  await expect(page.getByText("Errore durante l'aggiornamento dei dati dell'immobile.")).toBeVisible();
  await expect(main.getByLabel('Nome Proprietà')).toHaveAttribute('aria-invalid', 'true');
  await expect(main.getByText('Campo obbligatorio')).toBeVisible();
  await main.getByLabel('Nome Proprietà').fill('Villa sul Lago');
  await main.getByLabel('Provincia').fill('CO');
  await main.getByRole('button', { name: 'Salva Modifiche' }).click();
  await expect(page.getByText('Dati immobile aggiornati con successo.')).toBeVisible();
  await expect(page.getByText('Successo').first()).toBeVisible();
  await expect(main.getByText('Campo obbligatorio')).toHaveCount(0);

  // Add a room: disabled while the name is blank; empty description is stored as null.
  await main.getByRole('button', { name: 'Aggiungi Stanza' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Aggiungi Stanza' });
  await expect(addDialog.getByLabel('Descrizione')).toHaveAttribute('rows', '3');
  await expect(addDialog.getByRole('button', { name: 'Aggiungi' })).toBeDisabled();
  await addDialog.getByLabel('Nome Stanza *').fill('   ');
  await expect(addDialog.getByRole('button', { name: 'Aggiungi' })).toBeDisabled();
  await addDialog.getByLabel('Nome Stanza *').fill('Studio');
  await expectAccessible(page);
  await snap(page, 'property-edit-add-room');
  await addDialog.getByRole('button', { name: 'Aggiungi' }).click();
  await expect(page.getByText('Stanza aggiunta con successo.')).toBeVisible();
  await expect(addDialog).toHaveCount(0);
  await expect(main.getByRole('row', { name: /Studio/ })).toContainText('Nessuna descrizione');
  expect((await roomIds(page, id)).map((r) => r.name)).toEqual(['Camera 1', 'Camera 2', 'Studio']);

  // Inline edit: cancel keeps the row, save updates it in place.
  await main.getByRole('button', { name: 'Modifica Camera 1' }).click();
  await main.getByRole('textbox', { name: 'Nome Stanza' }).fill('Non salvare');
  await main.getByRole('button', { name: 'Annulla' }).click();
  await expect(main.getByRole('row', { name: /Camera 1/ })).toBeVisible();
  await expect(main.getByText('Non salvare')).toHaveCount(0);

  await main.getByRole('button', { name: 'Modifica Camera 1' }).click();
  await main.getByRole('textbox', { name: 'Nome Stanza' }).fill('Camera Grande');
  await main.getByRole('textbox', { name: 'Descrizione' }).fill('Con bagno privato');
  await expectAccessible(page);
  await snap(page, 'property-edit-inline');
  await main.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(page.getByText('Stanza aggiornata con successo.')).toBeVisible();
  await expect(main.getByRole('row', { name: /Camera Grande/ })).toContainText('Con bagno privato');

  // Delete after the confirmation.
  await main.getByRole('button', { name: 'Elimina Camera 2' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Elimina Stanza' });
  await expect(confirm).toContainText('Sei sicuro di voler eliminare la stanza Camera 2?');
  await expectAccessible(page);
  await snap(page, 'property-edit-delete-room');
  await confirm.getByRole('button', { name: 'Elimina' }).click();
  await expect(page.getByText('Stanza eliminata con successo.')).toBeVisible();
  await expect(main.getByRole('row', { name: /Camera 2/ })).toHaveCount(0);

  // The rest goes too: the empty state offers the first room.
  for (const name of ['Camera Grande', 'Studio']) {
    await main.getByRole('button', { name: `Elimina ${name}` }).click();
    await page.getByRole('alertdialog', { name: 'Elimina Stanza' }).getByRole('button', { name: 'Elimina' }).click();
    await expect(main.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
  }
  await expect(main.getByRole('table')).toHaveCount(0);
  await main.getByRole('button', { name: 'Aggiungi Prima Stanza' }).click();
  await expect(page.getByRole('dialog', { name: 'Aggiungi Stanza' })).toBeVisible();
  await page.getByRole('dialog').getByLabel('Nome Stanza *').fill('Mansarda');
  await page.getByRole('dialog').getByLabel('Descrizione').fill('Sottotetto');
  await page.getByRole('dialog').getByRole('button', { name: 'Aggiungi' }).click();
  await expect(main.getByRole('row', { name: /Mansarda/ })).toContainText('Sottotetto');

  // Back to the detail, which shows the saved values.
  await main.getByRole('link', { name: 'Torna alla proprietà' }).click();
  await expect(page).toHaveURL(new RegExp(`/properties/${id}$`));
  await expect(main.getByRole('heading', { name: 'Villa sul Lago' })).toBeVisible();
  await expect(main.getByText('Via Garibaldi 12, 10122 CO, Italia')).toBeVisible();
  await expect(main.getByText('Mansarda')).toBeVisible();
});

test('delete a property: ELIMINA enables the button, refusals stay in the dialog', async ({ page, request }) => {
  await signedInLandlord(page, request);
  const main = page.locator('main');
  const id = await createProperty(page, 'Casa da Eliminare');
  await createProperty(page, 'Casa che Resta');

  await page.goto(`/dashboard/landlord/properties/${id}`);
  await main.getByRole('button', { name: 'Elimina' }).click();
  const dialog = page.getByRole('alertdialog');
  const deleteButton = dialog.getByRole('button', { name: 'Elimina' });
  await expect(deleteButton).toBeDisabled();
  await dialog.getByLabel('Digita ELIMINA per confermare').fill('elimina');
  await expect(deleteButton).toBeDisabled();
  await dialog.getByLabel('Digita ELIMINA per confermare').fill(DELETE_CONFIRMATION_WORD);
  await expect(deleteButton).toBeEnabled();
  await expectAccessible(page);
  await snap(page, 'property-delete-dialog');

  // A refusal from the server (e.g. current contracts) is shown in the dialog, which stays open.
  const reason = PROPERTY_MESSAGES.propertyHasContracts;
  await page.route(`**/api/properties/${id}`, (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({ status: 409, json: { error: { code: 'CONFLICT', message: reason } } })
      : route.fallback(),
  );
  await deleteButton.click();
  await expect(dialog.getByText(reason)).toBeVisible();
  await page.unroute(`**/api/properties/${id}`);

  // Once deleted, the property leaves the cache: its page is not fetched again (no 404) before the redirect.
  const refetched: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'GET' && new URL(req.url()).pathname.startsWith(`/api/properties/${id}`))
      refetched.push(req.url());
  });
  await deleteButton.click();
  await expect(page.getByText('Immobile eliminato con successo.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/landlord\/properties$/);
  await expect(main.getByRole('link', { name: /Casa che Resta/ })).toBeVisible();
  await expect(main.getByRole('link', { name: /Casa da Eliminare/ })).toHaveCount(0);
  expect(refetched).toEqual([]);
  expect((await page.request.get(`/api/properties/${id}`)).status()).toBe(404);
});

/** The properties list's own request (decision 080: a page of the list). */
const isListApi = (url: URL) => url.pathname === '/api/properties/page';

test('properties list: loading placeholders, error, phone layout and keyboard', async ({ page, request }) => {
  await signedInLandlord(page, request);
  const main = page.locator('main');
  const first = await createProperty(page, 'Appartamento Centro', [{ name: 'Camera A' }, { name: 'Camera B' }]);
  await createProperty(page, 'Bilocale Navigli con un nome molto lungo per provare il troncamento');

  // The states the browser renders while it loads the list itself: the server renders the list
  // with its data (decision 030) only for the exact path, so these open it with a query string.
  const clientRendered = '/dashboard/landlord/properties?client=1';

  // While loading: 6 placeholder cards.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(isListApi, async (route) => {
    await held;
    await route.fallback();
  });
  await page.goto(clientRendered);
  await expect(main.getByTestId('portfolio-loading').locator('[data-slot="card"]')).toHaveCount(6);
  release();
  await page.unroute(isListApi);
  await expect(main.getByRole('link', { name: /Appartamento Centro/ })).toBeVisible();

  // Figures as the server computes them: percent of occupied units, euro amounts.
  await page.route(isListApi, (route) =>
    route.fulfill({
      json: {
        items: [
          {
            id: first,
            name: 'Appartamento Centro',
            street_address: 'Via Garibaldi 12',
            postal_code: '10122',
            province: 'TO',
            country: 'Italia',
            status: 'active',
            total_units: 3,
            occupied_units: 2,
            monthly_revenue: 123456,
          },
        ],
        summary: { properties: 1, total_units: 3, occupied_units: 2, monthly_revenue: 123456 },
        total: 1,
        page: 1,
        pageSize: 25,
      },
    }),
  );
  await page.goto(clientRendered);
  const mocked = main.getByRole('link', { name: /Appartamento Centro/ });
  await expect(mocked).toContainText('2/3');
  await expect(mocked).toContainText('67%');
  await expect(mocked).toContainText(euro('1.234,56 €'));
  await expect(mocked.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '67');
  await expect(main.getByText('Entrate mensili', { exact: true }).first().locator('..').locator('..')).toContainText(
    euro('1.234,56 €'),
  );
  await page.unroute(isListApi);
  await page.reload();

  // Summary tiles.
  await expect(main.getByText('Unità totali').locator('..').locator('..')).toContainText('3');
  await expect(main.getByText('Unità occupate').locator('..').locator('..')).toContainText('0');
  await expect(main.getByText('Entrate mensili').first()).toBeVisible();

  // Phone: nothing overflows, cards stack.
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page);
  await snap(page, 'properties-list');

  // Cards are links reachable by keyboard.
  await page.setViewportSize({ width: 1280, height: 800 });
  const card = main.getByRole('link', { name: /Appartamento Centro/ });
  await card.focus();
  await expect(card).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/properties/${first}$`));

  // Edit page on a phone: the rooms table stays inside its card.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/dashboard/landlord/properties/${first}/edit`);
  await expect(main.getByRole('row', { name: /Camera A/ })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Load failure.
  await page.route(isListApi, (route) =>
    route.fulfill({
      status: 500,
      json: { error: { code: 'INTERNAL', message: ERROR_MESSAGES.unexpected } },
    }),
  );
  await page.goto(clientRendered);
  await expect(main.getByText(PROPERTY_MESSAGES.portfolioLoadErrorTitle, { exact: true })).toBeVisible({
    timeout: 15_000,
  });
  await expect(main.getByText(PROPERTY_MESSAGES.portfolioLoadError)).toBeVisible();
  await snap(page, 'properties-error');
  // 'Riprova' loads the list again.
  await page.unroute(isListApi);
  await main.getByRole('button', { name: 'Riprova' }).click();
  await expect(main.getByRole('link', { name: /Appartamento Centro/ })).toBeVisible();
});

test('property detail with a real current contract: its card, and deletion refused while it runs', async ({
  page,
  request,
}) => {
  await signedInLandlord(page, request);
  const propertyId = await createProperty(page, 'Casa Navigli', [{ name: 'Camera Blu' }, { name: 'Camera Rossa' }]);
  const rooms = await roomIds(page, propertyId);
  const blu = rooms.find((r) => r.name === 'Camera Blu')!;
  await createContractApi(page, {
    propertyId,
    roomIds: [blu.id],
    email: uniqueEmail('inquilino'),
    start: '2026-01-01',
    end: '2099-12-31',
    rentCents: 75_000,
  });

  await page.goto(`/dashboard/landlord/properties/${propertyId}`);
  const card = page.getByRole('link', { name: /Marco Rossi/ });
  await expect(card).toBeVisible();
  await expect(card).toContainText(euro('750,00 €'));
  await expect(card).toContainText('Camera Blu');
  await expect(page.getByText('Camera Rossa')).toBeVisible();
  await expectAccessible(page);

  const main = page.locator('main');
  await main.getByRole('button', { name: 'Elimina' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByLabel('Digita ELIMINA per confermare').fill(DELETE_CONFIRMATION_WORD);
  await dialog.getByRole('button', { name: 'Elimina' }).click();
  await expect(dialog.getByText(PROPERTY_MESSAGES.propertyHasContracts)).toBeVisible();

  await page.goto('/dashboard/landlord/properties');
  const listCard = page.getByRole('link', { name: /Casa Navigli/ });
  await expect(listCard).toContainText('1/2');
  await expect(listCard).toContainText(euro('750,00 €'));
});

test('properties list rendered on the server: shown before any script, then hydrated without asking again', async ({
  page,
  request,
  browser,
}) => {
  await signedInLandlord(page, request);
  const propertyId = await createProperty(page, 'Trilocale Lingotto', [{ name: 'Camera 1' }]);

  // The HTML as sent (the page's cookies): the list is already in it, with the data it was made of.
  const html = await (await page.request.get('/dashboard/landlord/properties')).text();
  expect(html).toContain('<div id="root" data-prerendered>');
  expect(html).toContain('Le tue proprietà');
  expect(html).toContain('Trilocale Lingotto');
  expect(html).toContain('<script type="application/json" id="query-state">');

  // Without JavaScript at all: the page as the server rendered it, at both widths.
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const still = await noScript.newPage();
  for (const [label, width, height] of [
    ['desktop', 1280, 800],
    ['phone', 390, 844],
  ] as const) {
    await still.setViewportSize({ width, height });
    await still.goto('/dashboard/landlord/properties');
    await expect(still.getByRole('heading', { name: 'Le tue proprietà' })).toBeVisible();
    await expect(still.getByRole('link', { name: /Trilocale Lingotto/ })).toBeVisible();
    await screenshot(still, `properties-nojs-${label}`, { fullPage: false });
  }
  await noScript.close();

  // With JavaScript: hydrated (the console guard fails on a mismatch), nothing fetched again, usable.
  for (const [label, width, height] of [
    ['desktop', 1280, 800],
    ['phone', 390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    const asked: string[] = [];
    const onRequest = (req: { url(): string }) => {
      const path = new URL(req.url()).pathname;
      if (path === '/api/properties/page' || path === '/api/account/session') asked.push(path);
    };
    page.on('request', onRequest);
    await page.goto('/dashboard/landlord/properties');
    const card = page.locator('main').getByRole('link', { name: /Trilocale Lingotto/ });
    await expect(card).toBeVisible();
    await waitForHydration(page);
    await expectAccessible(page);
    await screenshot(page, `properties-hydrated-${label}`, { fullPage: false });
    // The router opens the property in the same document (a full page load would drop the mark).
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/landlord/properties/${propertyId}$`));
    await expect(page.getByRole('heading', { name: 'Trilocale Lingotto' })).toBeVisible();
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    page.off('request', onRequest);
    expect(asked).toEqual([]);
  }
});
