import { readEpcQrPayload } from '@casaconti/core/epc-qr';
import { BANK_ACCOUNT_MESSAGES } from '@casaconti/core/messages';
import { formatEuro } from '@casaconti/core/money';
import { contractMonthReference, formatCreditorReference } from '@casaconti/core/payment-reference';
import { eq } from 'drizzle-orm';
import { PNG } from 'pngjs';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payable } from '../db/schema';
import { findOutboxHtml } from '../lib/mailer';
import { qrPng } from '../services/bank-accounts/payment-request';
import { sendDueReminders } from '../services/reminders/send-due-reminders';
import { answer, createTestContext, type TestContext } from '../test/harness';
import { acceptLatestContract, contractBody, createContractVia, seedProperty } from './contracts.test-support';

type Landlord = Awaited<ReturnType<TestContext['createLandlord']>>;
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const IBAN = 'IT60X0542811101000000123456';
const OTHER_IBAN = 'DE89370400440532013000';

/** A landlord's flat with a contract accepted by its tenant (rent 600,00 € from 16/01/2026; today 15/03/2026). */
async function world() {
  const landlord = await ctx.createLandlord();
  const tenant = await ctx.createTenant();
  const flat = await seedProperty(ctx, landlord.user.id, ['A']);
  const contractId = await createContractVia(
    landlord,
    contractBody(flat.property.id, [flat.rooms[0]!.id], { tenantInfo: { email: tenant.email } }),
  );
  await acceptLatestContract(ctx, tenant.email);
  const link = await answer(landlord.api.contracts[':id']['share-link'].$get({ param: { id: contractId } }));
  const token = new URL(link.body.link).pathname.split('/').pop()!;
  return { landlord, tenant, propertyId: flat.property.id, contractId, token };
}

const publicStatement = async (token: string) =>
  (await answer(ctx.agent().api.statement[':token'].$get({ param: { token } }))).body;
const tenantStatement = async (tenant: Pick<Landlord, 'api'>) =>
  (await answer(tenant.api.tenant.statements.$get())).body.items[0].statement;
const addAccount = (l: Landlord, json: Record<string, unknown>) =>
  answer(
    l.api['bank-accounts'].$post({
      json: { name: 'Conto', holderName: 'Laura Bianchi', iban: IBAN, ...json } as never,
    }),
  );

/** The QR code's modules in a PNG (black = true), sampled at each module's centre. */
function modulesOf(png: Buffer, size: number, margin: number): boolean[] {
  const image = PNG.sync.read(png);
  const cell = image.width / (size + 2 * margin);
  const out: boolean[] = [];
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const px = Math.floor((x + margin + 0.5) * cell);
      const py = Math.floor((y + margin + 0.5) * cell);
      out.push(image.data[(py * image.width + px) * 4]! < 128);
    }
  }
  return out;
}

describe('the request to pay on the statements (decisions 203, 204)', () => {
  it('without a receiving account nothing new is shown', async () => {
    const w = await world();
    expect((await publicStatement(w.token)).payment_request).toBeNull();
    expect((await tenantStatement(w.tenant)).payment_request).toBeNull();
  });

  it("with the landlord's default account: IBAN, holder, what is owed, the reference and the EPC QR code", async () => {
    const w = await world();
    // Read once so that the answer is kept: the new account must still show (the data version moves).
    await publicStatement(w.token);
    expect((await addAccount(w.landlord, {})).status).toBe(201);
    const statement = await publicStatement(w.token);
    const request = statement.payment_request;
    const reference = contractMonthReference(w.contractId, '2026-01');
    expect(request).toMatchObject({
      beneficiary_name: 'Laura Bianchi',
      iban: IBAN,
      amount: statement.payables_summary.total_due,
      reference,
      text: 'Affitto 01/2026-03/2026 Via Roma 1',
    });
    expect(statement.payables_summary.total_due).toBe(150968);
    expect(readEpcQrPayload(request.qr_payload)).toEqual({
      version: '002',
      characterSet: '1',
      identification: 'SCT',
      bic: '',
      beneficiaryName: 'Laura Bianchi',
      iban: IBAN,
      amountCents: 150968,
      purpose: '',
      structuredReference: reference,
      unstructuredRemittance: '',
      information: 'Affitto 01/2026-03/2026 Via Roma 1',
    });
    // The image on the page is the QR code of that text.
    expect(request.qr_svg_data_url).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(request.qr_svg_data_url.split(',')[1], 'base64').toString('utf8');
    expect(svg).toBe(await QRCode.toString(request.qr_payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 }));
    // The tenant's area shows the same request.
    expect((await tenantStatement(w.tenant)).payment_request).toEqual(request);
  });

  it("a property's own account wins over the default; deleting it falls back to the default", async () => {
    const w = await world();
    await addAccount(w.landlord, {});
    const own = await addAccount(w.landlord, {
      name: 'Casa',
      holderName: 'Laura e Piero',
      iban: OTHER_IBAN,
      propertyIds: [w.propertyId],
    });
    expect((await publicStatement(w.token)).payment_request).toMatchObject({
      iban: OTHER_IBAN,
      beneficiary_name: 'Laura e Piero',
    });
    await answer(w.landlord.api['bank-accounts'][':id'].$delete({ param: { id: own.body.id } }));
    expect((await publicStatement(w.token)).payment_request).toMatchObject({
      iban: IBAN,
      beneficiary_name: 'Laura Bianchi',
    });
  });

  it("another landlord's account is never used", async () => {
    const w = await world();
    const stranger = await ctx.createLandlord();
    await addAccount(stranger, {});
    expect((await publicStatement(w.token)).payment_request).toBeNull();
  });

  it('nothing owed: no request; the reference follows the oldest month still owed', async () => {
    const w = await world();
    await addAccount(w.landlord, {});
    const [january] = await ctx.db
      .select({ id: payable.id })
      .from(payable)
      .where(eq(payable.contractId, w.contractId))
      .orderBy(payable.dueDate)
      .limit(1);
    await answer(w.landlord.api.payments.payables[':id'].confirm.$post({ param: { id: january!.id }, json: {} }));
    const after = (await publicStatement(w.token)).payment_request;
    expect(after).toMatchObject({
      reference: contractMonthReference(w.contractId, '2026-02'),
      amount: 120000,
      text: 'Affitto 02/2026-03/2026 Via Roma 1',
    });
    await answer(w.landlord.api.payments.contracts[':id'].confirm.$post({ param: { id: w.contractId }, json: {} }));
    expect((await publicStatement(w.token)).payment_request).toBeNull();
  });
});

describe('the reminder email (decision 204)', () => {
  const remind = (contractId: string) =>
    sendDueReminders({ ...ctx.deps, appUrl: ctx.env.appUrl }, { contractIds: [contractId] });

  it('says how to pay by transfer, with the QR code attached inline, when the landlord has an account', async () => {
    const w = await world();
    await addAccount(w.landlord, {});
    expect(await remind(w.contractId)).toBe(1);
    const [mail] = (await ctx.outbox()).filter((m) => m.to === w.tenant.email && m.subject.includes('pagamenti'));
    const reference = formatCreditorReference(contractMonthReference(w.contractId, '2026-01'));
    expect(mail!.text).toContain(
      [
        'Per pagare con un bonifico:',
        'Beneficiario: Laura Bianchi',
        'IBAN: IT60 X054 2811 1010 0000 0123 456',
        `Importo: ${formatEuro(150968)}`,
        `Causale: ${reference} Affitto 01/2026-03/2026 Via Roma 1`,
      ].join('\n'),
    );
    expect(mail!.attachments).toEqual([
      { filename: 'qr-bonifico-1.png', contentType: 'image/png', size: expect.any(Number) },
    ]);
    const html = await findOutboxHtml(ctx.db, mail!.id);
    expect(html).toContain('src="cid:qr-bonifico-1@casaconti"');
    expect(html).toContain(`alt="${BANK_ACCOUNT_MESSAGES.qrAlt}"`);
  });

  it('without an account, the reminder is as before: no transfer details, nothing attached', async () => {
    const w = await world();
    expect(await remind(w.contractId)).toBe(1);
    const [mail] = (await ctx.outbox()).filter((m) => m.to === w.tenant.email && m.subject.includes('pagamenti'));
    expect(mail!.text).not.toContain('Per pagare con un bonifico');
    expect(mail!.attachments).toEqual([]);
  });
});

describe('the QR code PNG (emails)', () => {
  it('holds exactly the QR code of the EPC text', async () => {
    const payload = [
      'BCD',
      '002',
      '1',
      'SCT',
      '',
      'Laura Bianchi',
      IBAN,
      'EUR150.00',
      '',
      contractMonthReference(crypto.randomUUID(), '2026-03'),
    ].join('\n');
    const png = await qrPng(payload, 400);
    const qr = QRCode.create(payload, { errorCorrectionLevel: 'M' });
    const expected = Array.from({ length: qr.modules.size ** 2 }, (_, i) => qr.modules.data[i] === 1);
    expect(modulesOf(png, qr.modules.size, 4)).toEqual(expected);
    // And not that of another text.
    const other = QRCode.create(`${payload}X`, { errorCorrectionLevel: 'M' });
    if (other.modules.size === qr.modules.size) {
      expect(modulesOf(png, qr.modules.size, 4)).not.toEqual(Array.from(other.modules.data, (v) => v === 1));
    }
  });
});
