/**
 * Cadastral data of a property (docs/domain.md §19, decision 211), pure: the categories of the
 * catasto fabbricati as data, the shape of a comune's cadastral code, the numbers of foglio,
 * particella and subalterno, the classe, and the 17-character 'codice identificativo' the Agenzia
 * delle Entrate gives a contract at registration.
 */

/**
 * The categories of the catasto fabbricati with the Agenzia's short description. Source: Agenzia
 * delle Entrate, 'Quadro generale delle categorie' (D.P.R. 1142/1949 and later changes). The
 * group F ('categorie fittizie', no rendita) is left out: such a unit is not rented.
 */
export const CADASTRAL_CATEGORIES = [
  ['A/1', 'Abitazioni di tipo signorile'],
  ['A/2', 'Abitazioni di tipo civile'],
  ['A/3', 'Abitazioni di tipo economico'],
  ['A/4', 'Abitazioni di tipo popolare'],
  ['A/5', 'Abitazioni di tipo ultrapopolare'],
  ['A/6', 'Abitazioni di tipo rurale'],
  ['A/7', 'Abitazioni in villini'],
  ['A/8', 'Abitazioni in ville'],
  ['A/9', 'Castelli, palazzi di eminenti pregi artistici o storici'],
  ['A/10', 'Uffici e studi privati'],
  ['A/11', 'Abitazioni ed alloggi tipici dei luoghi'],
  ['B/1', 'Collegi e convitti, educandati, ricoveri, orfanotrofi, ospizi, conventi, seminari, caserme'],
  ['B/2', 'Case di cura ed ospedali (senza fine di lucro)'],
  ['B/3', 'Prigioni e riformatori'],
  ['B/4', 'Uffici pubblici'],
  ['B/5', 'Scuole e laboratori scientifici'],
  ['B/6', 'Biblioteche, pinacoteche, musei, gallerie, accademie'],
  ['B/7', 'Cappelle ed oratori non destinati all\u2019esercizio pubblico del culto'],
  ['B/8', 'Magazzini sotterranei per depositi di derrate'],
  ['C/1', 'Negozi e botteghe'],
  ['C/2', 'Magazzini e locali di deposito'],
  ['C/3', 'Laboratori per arti e mestieri'],
  ['C/4', 'Fabbricati e locali per esercizi sportivi (senza fine di lucro)'],
  ['C/5', 'Stabilimenti balneari e di acque curative (senza fine di lucro)'],
  ['C/6', 'Stalle, scuderie, rimesse, autorimesse (senza fine di lucro)'],
  ['C/7', 'Tettoie chiuse od aperte'],
  ['D/1', 'Opifici'],
  ['D/2', 'Alberghi e pensioni (con fine di lucro)'],
  ['D/3', 'Teatri, cinematografi, sale per concerti e spettacoli (con fine di lucro)'],
  ['D/4', 'Case di cura ed ospedali (con fine di lucro)'],
  ['D/5', 'Istituti di credito, cambio e assicurazione (con fine di lucro)'],
  ['D/6', 'Fabbricati e locali per esercizi sportivi (con fine di lucro)'],
  ['D/7', 'Fabbricati costruiti o adattati per le speciali esigenze di un\u2019attività industriale'],
  ['D/8', 'Fabbricati costruiti o adattati per le speciali esigenze di un\u2019attività commerciale'],
  ['D/9', 'Edifici galleggianti o sospesi assicurati a punti fissi del suolo, ponti privati soggetti a pedaggio'],
  ['D/10', 'Fabbricati per funzioni produttive connesse alle attività agricole'],
  ['E/1', 'Stazioni per servizi di trasporto terrestri, marittimi ed aerei'],
  ['E/2', 'Ponti comunali e provinciali soggetti a pedaggio'],
  ['E/3', 'Costruzioni e fabbricati per speciali esigenze pubbliche'],
  ['E/4', 'Recinti chiusi per speciali esigenze pubbliche'],
  ['E/5', 'Fabbricati costituenti fortificazioni e loro dipendenze'],
  ['E/6', 'Fari, semafori, torri per rendere d\u2019uso pubblico l\u2019orologio comunale'],
  ['E/7', 'Fabbricati destinati all\u2019esercizio pubblico dei culti'],
  ['E/8', 'Fabbricati e costruzioni nei cimiteri, esclusi i colombari, i sepolcri e le tombe di famiglia'],
  ['E/9', 'Edifici a destinazione particolare non compresi nelle categorie precedenti del gruppo E'],
] as const satisfies readonly (readonly [string, string])[];

export type CadastralCategory = (typeof CADASTRAL_CATEGORIES)[number][0];

export const CADASTRAL_CATEGORY_CODES = CADASTRAL_CATEGORIES.map(([code]) => code) as CadastralCategory[];

export function isCadastralCategory(value: unknown): value is CadastralCategory {
  return typeof value === 'string' && (CADASTRAL_CATEGORY_CODES as string[]).includes(value);
}

/**
 * A comune's cadastral code (codice catastale / Belfiore): a letter A–M and three digits, 'H501'
 * for Roma. The form only: no list of comuni is shipped (decision 211); 'Z…' codes name foreign
 * states, not comuni.
 */
export function isComuneCadastralCode(code: string): boolean {
  return /^[A-M][0-9]{3}$/.test(code);
}

/** Foglio (up to 4 digits), particella (up to 5), subalterno (up to 4): whole numbers, not 0. */
export const CADASTRAL_NUMBER_DIGITS = { foglio: 4, particella: 5, subalterno: 4 } as const;

export function isCadastralNumber(value: string, digits: number): boolean {
  return new RegExp(`^[0-9]{1,${digits}}$`).test(value) && Number(value) > 0;
}

/** The classe: a number of up to 2 digits, or 'U' (classe unica). */
export function isCadastralClass(value: string): boolean {
  return /^(U|[0-9]{1,2})$/.test(value);
}

/** The contract's 'codice identificativo': 17 letters and digits, as the registration receipt prints it. */
export const REGISTRATION_CODE_LENGTH = 17;

export function isRegistrationCode(code: string): boolean {
  return /^[A-Z0-9]{17}$/.test(code);
}

/** A code as typed → as stored: blanks removed, upper case ('tlq 17 t...' → 'TLQ17T...'). */
export function normalizeCode(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}
