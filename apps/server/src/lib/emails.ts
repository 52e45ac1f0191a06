import type { MailMessage } from './mailer';

/** Every email the product sends, in Italian, with absolute links. */
const signature = '\n\n— CasaConti';

/**
 * A person's name as the emails show it: clearly a name, in quotes, on one line, never read as
 * the email's own words or link (a name is what someone else typed). The text is plain; an HTML
 * version would escape it.
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
export function verificationEmail(to: string, url: string): MailMessage {
  return {
    to,
    subject: 'CasaConti: conferma il tuo indirizzo email',
    text: `Ciao,\n\ngrazie per esserti registrato su CasaConti. Per attivare l'account conferma il tuo indirizzo email aprendo questo link:\n\n${url}\n\nSe non hai richiesto la registrazione, ignora questo messaggio.${signature}`,
  };
}

export function existingAccountEmail(to: string, loginUrl: string, resetUrl: string): MailMessage {
  return {
    to,
    subject: 'CasaConti: hai già un account',
    text: `Qualcuno (forse tu) ha provato a registrarsi su CasaConti con questo indirizzo, che ha già un account.\n\nPer accedere: ${loginUrl}\nSe hai dimenticato la password: ${resetUrl}\n\nSe non sei stato tu, ignora questo messaggio.${signature}`,
  };
}

/**
 * To an active tenant who registered as a landlord with the same address (DOMAIN §8, decision
 * 058): the link adds the landlord role; nothing changes until it is followed.
 */
export function landlordRoleEmail(to: string, url: string): MailMessage {
  return {
    to,
    subject: 'CasaConti: conferma che vuoi diventare anche proprietario',
    text: `Ciao,\n\nhai chiesto di registrarti su CasaConti come proprietario con l'indirizzo del tuo account inquilino. Per aggiungere al tuo account l'area proprietario apri questo link entro 24 ore (vale una sola volta):\n\n${url}\n\nAccederai con la stessa email e la password di sempre (quella scritta nel modulo di registrazione non viene usata); la tua area inquilino resta com'è.\n\nSe non sei stato tu, ignora questo messaggio: il tuo account non cambia.${signature}`,
  };
}

export function resetPasswordEmail(to: string, url: string): MailMessage {
  return {
    to,
    subject: 'CasaConti: reimposta la password',
    text: `Abbiamo ricevuto una richiesta di reimpostazione della password del tuo account CasaConti.\n\nApri questo link entro un'ora per scegliere una nuova password (vale una sola volta):\n\n${url}\n\nSe non hai fatto tu la richiesta, ignora questo messaggio: la password resta invariata.${signature}`,
  };
}

export function invitationEmail(to: string, url: string, landlordName: string): MailMessage {
  return {
    to,
    subject: 'CasaConti: sei stato invitato',
    text: `Ciao,\n\n${landlordLabel(landlordName, 'Il tuo locatore')} ti ha invitato su CasaConti, dove potrai consultare il tuo contratto e i pagamenti.\n\nCompleta il tuo account entro 7 giorni aprendo questo link (vale una sola volta):\n\n${url}${signature}`,
  };
}

export function statementLinkEmail(to: string, url: string, landlordName: string): MailMessage {
  return {
    to,
    subject: 'CasaConti: il tuo estratto conto',
    text: `Ciao,\n\n${landlordLabel(landlordName, 'Il tuo locatore')} ti ha inviato il link al tuo estratto conto: importi da pagare, pagamenti e documenti del contratto.\n\n${url}\n\nChi ha questo link può consultare l'estratto conto: non inoltrarlo.${signature}`,
  };
}

/**
 * To an invited person who has not completed the account yet, instead of a reset link or a
 * second account: the invitation link is the way in. `registering`: they tried to register.
 */
export function invitedAccountEmail(to: string, opts: { registering: boolean }): MailMessage {
  const next = opts.registering
    ? "\n\nHai chiesto anche di registrarti come proprietario: dopo aver completato l'account troverai, con lo stesso indirizzo e la stessa password, anche l'area per gestire i tuoi immobili."
    : '';
  return {
    to,
    subject: 'CasaConti: completa il tuo account dal link dell’invito',
    text: `Il tuo account CasaConti non è ancora attivo: sei stato invitato da un locatore.\n\nPer entrare apri il link dell'email "CasaConti: sei stato invitato" e scegli lì la tua password. Se il link è scaduto, chiedi al tuo locatore di reinviare l'invito.${next}\n\nSe non sei stato tu a fare questa richiesta, ignora questo messaggio.${signature}`,
  };
}

export function contractOfferEmail(to: string, url: string, landlordName: string): MailMessage {
  return {
    to,
    subject: 'CasaConti: un contratto attende la tua conferma',
    text: `Ciao,\n\n${landlordLabel(landlordName, 'Un locatore')} ha registrato su CasaConti un contratto d'affitto con te come inquilino.\n\nPer vederlo nella tua area inquilino, accettalo entro 7 giorni aprendo questo link (vale una sola volta):\n\n${url}\n\nSe non conosci questo locatore, ignora questo messaggio: il contratto non comparirà nel tuo account.${signature}`,
  };
}
