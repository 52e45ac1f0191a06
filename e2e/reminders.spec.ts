import { REMINDER_MESSAGES } from '@casaconti/core/messages';
import { REMINDER_KIND_LABEL } from '@casaconti/core/reminders';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  PASSWORD,
  signedInLandlord,
  snap,
  test,
  uniqueEmail,
  waitForEmail,
} from './fixtures';
import { createContractApi, createPropertyApi, roomIdsApi } from './seed';

/**
 * Payment reminders (docs/domain.md §13, issue 22) as the landlord sees them: a contract whose September
 * rent is overdue (server clock 23/11/2026), the tenant's account completed. 'Promemoria
 * automatici' off, the daily job (run now through the dev route, decision 093) sends nothing; on,
 * it sends the reminder, whose statement link opens the statement, and the contract's
 * 'Promemoria inviati' lists it.
 */
const REMINDER_SUBJECT = 'pagamenti scaduti';

async function seedContract(page: Page, request: APIRequestContext) {
  const propertyId = await createPropertyApi(page, `Casa Promemoria ${Date.now().toString(36)}`, ['Camera 1']);
  const rooms = await roomIdsApi(page, propertyId);
  const tenantEmail = uniqueEmail('promemoria');
  const contractId = await createContractApi(page, {
    propertyId,
    roomIds: [rooms['Camera 1']!],
    email: tenantEmail,
    start: '2026-09-01',
    end: '2027-08-31',
    rentCents: 50000,
    firstName: 'Rita',
    lastName: 'Ritardo',
  });
  // Reminders go only to a tenant who completed the account.
  const invitation = await waitForEmail(request, tenantEmail, 'sei stato invitato');
  const link = invitation.links.find((l) => l.includes('/complete-account'));
  const token = new URL(link!).searchParams.get('token');
  const completed = await request.post('/api/account/complete', {
    data: { token, firstName: 'Rita', lastName: 'Ritardo', password: PASSWORD },
  });
  expect(completed.status()).toBe(200);
  return { contractId, tenantEmail };
}

async function runDailyJob(page: Page, contractId: string) {
  const res = await page.request.post('/api/dev/daily-job', { data: { contractId } });
  expect(res.status()).toBe(200);
  return (await res.json()) as { reminders: number };
}

async function remindersTo(request: APIRequestContext, to: string) {
  const res = await request.get('/api/dev/outbox?format=json');
  const list = (await res.json()) as { to: string; subject: string }[];
  return list.filter((m) => m.to === to && m.subject.includes(REMINDER_SUBJECT));
}

for (const [width, height, name] of [
  [1280, 900, 'desktop'],
  [390, 844, 'phone'],
] as const) {
  test(`reminders: off sends nothing, on sends one with the statement link, listed on the contract, at ${width} px`, async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width, height });
    await signedInLandlord(page, request);
    const { contractId, tenantEmail } = await seedContract(page, request);

    await page.goto(`/dashboard/landlord/contracts/${contractId}?tab=payments`);
    const toggle = page.getByRole('switch', { name: 'Promemoria automatici' });
    await expect(toggle).toBeChecked();
    await expect(page.getByText(REMINDER_MESSAGES.none)).toBeVisible();
    await expectAccessible(page);

    // Off: the job sends nothing.
    await toggle.click();
    await expect(page.getByText(REMINDER_MESSAGES.turnedOff)).toBeVisible();
    await expect(toggle).not.toBeChecked();
    expect((await runDailyJob(page, contractId)).reminders).toBe(0);
    expect(await remindersTo(request, tenantEmail)).toHaveLength(0);

    // On: the reminder goes, with the statement link.
    await toggle.click();
    await expect(page.getByText(REMINDER_MESSAGES.turnedOn)).toBeVisible();
    await expect(toggle).toBeChecked();
    expect((await runDailyJob(page, contractId)).reminders).toBe(1);
    const mail = await waitForEmail(request, tenantEmail, REMINDER_SUBJECT);
    expect(await remindersTo(request, tenantEmail)).toHaveLength(1);
    const statementLink = mail.links.find((l) => l.includes('/statement/'));
    expect(statementLink, 'statement link').toBeTruthy();

    const visitorContext = await browser.newContext({ viewport: { width, height } });
    const visitor = await visitorContext.newPage();
    await visitor.goto(new URL(statementLink!).pathname);
    await expect(visitor.getByRole('heading', { name: 'Estratto conto', level: 1 })).toBeVisible();
    await expect(visitor.getByText('Rita Ritardo').first()).toBeVisible();
    await expectAccessible(visitor);
    await visitorContext.close();

    // The contract lists it under 'Promemoria inviati'.
    await page.reload();
    const sent = page.getByRole('list', { name: 'Promemoria inviati' });
    await expect(sent.locator(':scope > li')).toHaveCount(1);
    await expect(sent.getByText(`a ${tenantEmail}`)).toBeVisible();
    await expect(sent.getByText(REMINDER_KIND_LABEL.overdue, { exact: false }).first()).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('heading', { name: 'Promemoria', exact: true }).scrollIntoViewIfNeeded();
    await snap(page, `contract-reminders-${name}`);
  });
}
