import { LANDLORD_REFUND_LABEL, TENANT_CREDIT_LABEL } from '@casaconti/core/labels';
import { formatEuro, sumCents } from '@casaconti/core/money';
import { formatDateIt } from '@casaconti/core/dates';
import { type ReceiptData, receiptLabel } from '@casaconti/core/receipts';
import { BANK_ACCOUNT_MESSAGES } from '@casaconti/core/messages';
import { formatIban } from '@casaconti/core/iban';
import { formatCreditorReference } from '@casaconti/core/payment-reference';
import { button, type EmailBlock, emailText, image, p, url } from './email-blocks';
import type { MailAttachment, MailMessage } from './mailer';

/**
 * Every email the product sends, in Italian, with absolute links. Each is written once as blocks
 * (./email-blocks.ts): the mailer sends them as HTML with this plain text as the alternative
 * (decision 078).
 */
const GREETING = p('Ciao,');

function message(to: string, subject: string, blocks: EmailBlock[]): MailMessage {
  return { to, subject, text: emailText(blocks), blocks };
}

/**
 * A person's name as the emails show it: clearly a name, in quotes, on one line, never read as
 * the email's own words or link (a name is what someone else typed). In the HTML, React escapes it
 * as well.
 */
export function quotedName(name: string): string {
  const oneLine = name
    .replace(/\s+/g, ' ')
    .replace(/["“”«»]/g, "'")
    .trim()
    .slice(0, 100);
  return `«${oneLine}»`;
}

/** "Il locatore «Mario Rossi»", or `fallback` when the name is blank. */
function landlordLabel(landlordName: string, fallback: string): string {
  return landlordName.trim() ? `Il locatore ${quotedName(landlordName)}` : fallback;
}

/**
 * The registration's confirmation. It greets nobody by name: whoever registers types the name,
 * and may type someone else's address.
 */
export function verificationEmail(to: string, link: string): MailMessage {
  return message(to, 'CasaConti: conferma il tuo indirizzo email', [
    GREETING,
    p(
      "grazie per esserti registrato su CasaConti. Per attivare l'account conferma il tuo indirizzo email aprendo questo link:",
    ),
    button(link, 'Conferma il tuo indirizzo email'),
    p('Se non hai richiesto la registrazione, ignora questo messaggio.'),
  ]);
}

export function existingAccountEmail(to: string, loginUrl: string, resetUrl: string): MailMessage {
  return message(to, 'CasaConti: hai già un account', [
    p('Qualcuno (forse tu) ha provato a registrarsi su CasaConti con questo indirizzo, che ha già un account.'),
    p('Per accedere: ', url(loginUrl), '\nSe hai dimenticato la password: ', url(resetUrl)),
    p('Se non sei stato tu, ignora questo messaggio.'),
  ]);
}

/**
 * To an active tenant who registered as a landlord with the same address (docs/domain.md §8, decision
 * 058): the link adds the landlord role; nothing changes until it is followed.
 */
export function landlordRoleEmail(to: string, link: string): MailMessage {
  return message(to, 'CasaConti: conferma che vuoi diventare anche proprietario', [
    GREETING,
    p(
      "hai chiesto di registrarti su CasaConti come proprietario con l'indirizzo del tuo account inquilino. Per aggiungere al tuo account l'area proprietario apri questo link entro 24 ore (vale una sola volta):",
    ),
    button(link, "Aggiungi l'area proprietario"),
    p(
      "Accederai con la stessa email e la password di sempre (quella scritta nel modulo di registrazione non viene usata); la tua area inquilino resta com'è.",
    ),
    p('Se non sei stato tu, ignora questo messaggio: il tuo account non cambia.'),
  ]);
}

export function resetPasswordEmail(to: string, link: string): MailMessage {
  return message(to, 'CasaConti: reimposta la password', [
    p('Abbiamo ricevuto una richiesta di reimpostazione della password del tuo account CasaConti.'),
    p("Apri questo link entro un'ora per scegliere una nuova password (vale una sola volta):"),
    button(link, 'Scegli una nuova password'),
    p('Se non hai fatto tu la richiesta, ignora questo messaggio: la password resta invariata.'),
  ]);
}

export function invitationEmail(to: string, link: string, landlordName: string): MailMessage {
  return message(to, 'CasaConti: sei stato invitato', [
    GREETING,
    p(
      `${landlordLabel(landlordName, 'Il tuo locatore')} ti ha invitato su CasaConti, dove potrai consultare il tuo contratto e i pagamenti.`,
    ),
    p('Completa il tuo account entro 7 giorni aprendo questo link (vale una sola volta):'),
    button(link, 'Completa il tuo account'),
  ]);
}

export function statementLinkEmail(to: string, link: string, landlordName: string): MailMessage {
  return message(to, 'CasaConti: il tuo estratto conto', [
    GREETING,
    p(
      `${landlordLabel(landlordName, 'Il tuo locatore')} ti ha inviato il link al tuo estratto conto: importi da pagare, pagamenti e documenti del contratto.`,
    ),
    button(link, "Apri l'estratto conto"),
    p("Chi ha questo link può consultare l'estratto conto: non inoltrarlo."),
  ]);
}

/**
 * To an invited person who has not completed the account yet, instead of a reset link or a
 * second account: the invitation link is the way in. `registering`: they tried to register.
 */
export function invitedAccountEmail(to: string, opts: { registering: boolean }): MailMessage {
  return message(to, 'CasaConti: completa il tuo account dal link dell’invito', [
    p('Il tuo account CasaConti non è ancora attivo: sei stato invitato da un locatore.'),
    p(
      'Per entrare apri il link dell\'email "CasaConti: sei stato invitato" e scegli lì la tua password. Se il link è scaduto, chiedi al tuo locatore di reinviare l\'invito.',
    ),
    ...(opts.registering
      ? [
          p(
            "Hai chiesto anche di registrarti come proprietario: dopo aver completato l'account troverai, con lo stesso indirizzo e la stessa password, anche l'area per gestire i tuoi immobili.",
          ),
        ]
      : []),
    p('Se non sei stato tu a fare questa richiesta, ignora questo messaggio.'),
  ]);
}

export function contractOfferEmail(to: string, link: string, landlordName: string): MailMessage {
  return message(to, 'CasaConti: un contratto attende la tua conferma', [
    GREETING,
    p(
      `${landlordLabel(landlordName, 'Un locatore')} ha registrato su CasaConti un contratto d'affitto con te come inquilino.`,
    ),
    p('Per vederlo nella tua area inquilino, accettalo entro 7 giorni aprendo questo link (vale una sola volta):'),
    button(link, 'Vedi il contratto'),
    p('Se non conosci questo locatore, ignora questo messaggio: il contratto non comparirà nel tuo account.'),
  ]);
}

/** 'Ricevuta n. 2026/0007 — Via Roma 1, 20121 Milano (MI)': the receipt email's subject. */
export function receiptEmailSubject(data: Pick<ReceiptData, 'number' | 'propertyAddress'>): string {
  return `${receiptLabel(data.number)} — ${data.propertyAddress.replace(/\s+/g, ' ').trim()}`;
}

/**
 * A receipt to the tenant (docs/domain.md §12), its PDF attached (`pdf`: renderReceiptPdf's bytes), with
 * the link to their statement, where every receipt of the contract can be downloaded again.
 */
export function receiptEmail(
  to: string,
  opts: { data: ReceiptData; statementUrl: string; pdf: Uint8Array },
): MailMessage {
  const { data } = opts;
  const attachment: MailAttachment = {
    filename: `ricevuta-${data.number.replace('/', '-')}.pdf`,
    contentType: 'application/pdf',
    content: opts.pdf,
  };
  const blocks = [
    GREETING,
    p(
      `${landlordLabel(data.landlord.name, 'Il tuo locatore')} ti ha inviato la ricevuta n. ${data.number} di ${formatEuro(data.amountCents)} per l'immobile in ${data.propertyAddress.replace(/\s+/g, ' ').trim()}: la trovi allegata in PDF.`,
    ),
    ...(data.cancelled ? [p('Questa ricevuta è stata ANNULLATA: il pagamento è stato stornato.')] : []),
    p('Nel tuo estratto conto trovi i pagamenti e le ricevute del contratto:'),
    button(opts.statementUrl, "Apri l'estratto conto"),
    p("Chi ha questo link può consultare l'estratto conto: non inoltrarlo."),
  ];
  return { ...message(to, receiptEmailSubject(data), blocks), attachments: [attachment] };
}

/**
 * One contract's items in a reminder or digest email: `overdue` when due before today (due today
 * is 'in scadenza', docs/domain.md §13); `creditCents` the contract's open conguaglio credits (≥ 0), netted
 * from the total as a payment would net them.
 */
export type ReminderEmailGroup = {
  propertyName: string;
  statementUrl: string;
  items: { label: string; dueDate: string; remainingCents: number; overdue: boolean }[];
  creditCents: number;
  /** How to pay the group's total by transfer (decisions 203, 204); absent without a receiving account. */
  payment?: ReminderPayment | null;
};

/** The transfer's details and the EPC QR code as a PNG (attached inline). */
export type ReminderPayment = {
  beneficiaryName: string;
  iban: string;
  amountCents: number;
  reference: string;
  text: string;
  qrPng: Uint8Array;
};

/** The transfer's lines: to whom, the IBAN in groups of four, how much, the causale with its reference. */
export function paymentDetailsText(pay: Omit<ReminderPayment, 'qrPng'>): string {
  return [
    'Per pagare con un bonifico:',
    `Beneficiario: ${pay.beneficiaryName}`,
    `IBAN: ${formatIban(pay.iban)}`,
    `Importo: ${formatEuro(pay.amountCents)}`,
    `Causale: ${formatCreditorReference(pay.reference)} ${pay.text}`,
    'Oppure inquadra il codice QR con la app della tua banca.',
  ].join('\n');
}

function reminderLine(item: ReminderEmailGroup['items'][number]): string {
  const when = item.overdue ? `scaduto il ${formatDateIt(item.dueDate)}` : `scade il ${formatDateIt(item.dueDate)}`;
  return `• ${item.label}: ${formatEuro(item.remainingCents)}, ${when}`;
}

/** What a group asks: Σ of its items less the credit netted (never more than the items). */
export function reminderTotals(group: Pick<ReminderEmailGroup, 'items' | 'creditCents'>): {
  netted: number;
  total: number;
} {
  const sum = sumCents(group.items.map((i) => i.remainingCents));
  const netted = Math.min(Math.max(0, group.creditCents), sum);
  return { netted, total: sum - netted };
}

/**
 * A group's lines (decision 165): 'Scaduti' then 'In scadenza', each item once, in the one order;
 * the credit netted; the total. `reader` words the credit and the total for whom reads it.
 */
function reminderGroupBlocks(group: ReminderEmailGroup, reader: 'tenant' | 'landlord'): EmailBlock[] {
  const blocks: EmailBlock[] = [];
  const overdue = group.items.filter((i) => i.overdue);
  const upcoming = group.items.filter((i) => !i.overdue);
  if (overdue.length > 0) blocks.push(p('Scaduti:'), ...overdue.map((i) => p(reminderLine(i))));
  if (upcoming.length > 0) blocks.push(p('In scadenza:'), ...upcoming.map((i) => p(reminderLine(i))));
  const { netted, total } = reminderTotals(group);
  if (netted > 0) {
    const label = reader === 'tenant' ? TENANT_CREDIT_LABEL : `${LANDLORD_REFUND_LABEL}, detratto`;
    blocks.push(p(`${label}: ${formatEuro(-netted)}`));
  }
  blocks.push(p(`${reader === 'tenant' ? 'Totale da pagare' : 'Totale scaduto'}: ${formatEuro(total)}`));
  return blocks;
}

/**
 * The tenant's payment reminder (docs/domain.md §13): one email per tenant per day, every item concerned,
 * grouped by contract with that contract's statement link: the overdue items apart from the
 * upcoming ones, the contract's credit netted and the total to pay.
 */
export function paymentReminderEmail(to: string, groups: ReminderEmailGroup[]): MailMessage {
  const anyOverdue = groups.some((g) => g.items.some((i) => i.overdue));
  const subject = anyOverdue ? 'CasaConti: pagamenti scaduti' : 'CasaConti: pagamenti in scadenza';
  const blocks: EmailBlock[] = [GREETING, p('ti ricordiamo questi importi da pagare:')];
  const attachments: MailAttachment[] = [];
  for (const [i, group] of groups.entries()) {
    blocks.push(p(`Immobile ${quotedName(group.propertyName)}:`));
    blocks.push(...reminderGroupBlocks(group, 'tenant'));
    if (group.payment) {
      const cid = `qr-bonifico-${i + 1}@casaconti`;
      blocks.push(p(paymentDetailsText(group.payment)), image(cid, BANK_ACCOUNT_MESSAGES.qrAlt, 200));
      attachments.push({
        filename: `qr-bonifico-${i + 1}.png`,
        contentType: 'image/png',
        content: group.payment.qrPng,
        cid,
      });
    }
    blocks.push(button(group.statementUrl, "Apri l'estratto conto"));
  }
  if (groups.length > 1) {
    blocks.push(
      p(`Totale da pagare per tutti gli immobili: ${formatEuro(sumCents(groups.map((g) => reminderTotals(g).total)))}`),
    );
  }
  blocks.push(p('Se hai già pagato, ignora questo messaggio.'));
  blocks.push(p("Chi ha questo link può consultare l'estratto conto: non inoltrarlo."));
  const sent = message(to, subject, blocks);
  return attachments.length > 0 ? { ...sent, attachments } : sent;
}

/** A lease deadline of the coming weeks in the landlord's digest (docs/domain.md §15). */
export type DigestDeadline = { date: string; label: string; propertyName: string; tenantName: string };

/**
 * The landlord's weekly digest (docs/domain.md §13): the overdue items, then the lease deadlines of the
 * coming weeks (docs/domain.md §15) with a link to 'Scadenze'. Either part may be empty, not both.
 */
export function overdueDigestEmail(
  to: string,
  groups: (ReminderEmailGroup & { tenantName: string })[],
  paymentsUrl: string,
  deadlines: { items: DigestDeadline[]; url: string } = { items: [], url: '' },
): MailMessage {
  const blocks: EmailBlock[] = [GREETING];
  if (groups.length > 0) {
    blocks.push(p('questi importi risultano scaduti e non ancora pagati:'));
    for (const group of groups) {
      blocks.push(p(`Immobile ${quotedName(group.propertyName)}, inquilino ${quotedName(group.tenantName)}:`));
      blocks.push(...reminderGroupBlocks(group, 'landlord'));
    }
    blocks.push(button(paymentsUrl, 'Vai ai pagamenti'));
  }
  if (deadlines.items.length > 0) {
    blocks.push(p('le scadenze delle prossime settimane:'));
    for (const d of deadlines.items) {
      blocks.push(
        p(
          `• ${formatDateIt(d.date)}: ${d.label}, ${quotedName(d.propertyName)}, inquilino ${quotedName(d.tenantName)}`,
        ),
      );
    }
    blocks.push(button(deadlines.url, 'Vai alle scadenze'));
  }
  const subject =
    groups.length > 0
      ? 'CasaConti: riepilogo settimanale dei pagamenti scaduti'
      : 'CasaConti: riepilogo settimanale delle scadenze';
  return message(to, subject, blocks);
}
