/**
 * The portfolio import (issue 50, decisions 196–199): what a spreadsheet's cells mean. Pure: the
 * server decodes the file (XLSX, CSV) into rows of cell texts and gives them here; this module
 * finds the header, guesses which column is which field, reads each cell (dates, amounts, yes/no,
 * cost models) and validates each row with the same schemas the contract wizard and the property
 * form use, so an imported row is refused exactly where a typed one would be. The checks that
 * need the database (what exists already, a room taken by a stored contract) are the server's.
 */
import { COST_MODELS, type CostModel, UTILITY_CATEGORIES, type UtilityCategory } from './constants';
import { addDays, isCalendarDate, periodsOverlap } from './dates';
import { categoryLabel, costModelLabel } from './labels';
import { CONTRACT_TYPE_LABELS, CONTRACT_TYPES, type ContractType, ISTAT_UPDATE_SHARES } from './lease';
import { IMPORT_MESSAGES } from './messages/imports';
import { parseEuroAmount } from './money';
import { NEGATIVE_AMOUNT_MESSAGE } from './schemas/common';
import { createCompleteContractSchema, type CreateCompleteContractInput } from './schemas/contract';
import { type PropertyDetailsInput, propertyDetailsSchema, roomInputSchema } from './schemas/property';

/** At most this many rows under the header (issue 50: 5,000 accepted, more refused with a message). */
export const MAX_IMPORT_ROWS = 5_000;
/** At most this many bytes of file (a 5,000-row portfolio is well under 2 MB as XLSX or CSV). */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
/** The header is looked for in the first rows (a title, a date or blank lines may come before it). */
const HEADER_SEARCH_ROWS = 30;
/** Several rooms of one contract in one cell: 'Camera 1; Camera 2'. */
export const ROOM_SEPARATOR = ';';
/** A blank country reads as Italy (decision 197). */
export const DEFAULT_COUNTRY = 'Italia';

type FieldSpec = { key: string; header: string; aliases: readonly string[]; required?: boolean };

const costModelField = <C extends UtilityCategory>(category: C, aliases: readonly string[]) => ({
  key: `cost_${category}` as const,
  header: categoryLabel(category),
  aliases: [category, `cost ${category}`, `modello ${categoryLabel(category)}`, ...aliases],
});

/**
 * The template's columns, in order: each field's header (the template's, Italian) and the other
 * names a landlord's own file may give it (Italian and English, compared folded: no case, no
 * accents, no punctuation). `required`: the mapping must name a column for it.
 */
export const IMPORT_FIELD_SPECS = [
  {
    key: 'property_name',
    header: 'Immobile',
    aliases: ['nome immobile', 'proprieta', 'nome proprieta', 'property', 'property name', 'building', 'appartamento'],
    required: true,
  },
  {
    key: 'street_address',
    header: 'Indirizzo',
    aliases: ['via', 'address', 'street', 'street address'],
    required: true,
  },
  {
    key: 'postal_code',
    header: 'CAP',
    aliases: ['codice postale', 'postal code', 'zip', 'zip code', 'postcode'],
    required: true,
  },
  { key: 'province', header: 'Provincia', aliases: ['prov', 'province', 'state', 'county'], required: true },
  { key: 'country', header: 'Paese', aliases: ['nazione', 'stato', 'country'] },
  {
    key: 'room_name',
    header: 'Stanza',
    aliases: ['stanze', 'camera', 'camere', 'room', 'rooms', 'unita', 'unit'],
    required: true,
  },
  {
    key: 'tenant_first_name',
    header: 'Nome inquilino',
    aliases: ['nome', 'first name', 'firstname', 'tenant first name', 'given name'],
  },
  {
    key: 'tenant_last_name',
    header: 'Cognome inquilino',
    aliases: ['cognome', 'last name', 'lastname', 'surname', 'tenant last name', 'family name'],
  },
  {
    key: 'tenant_email',
    header: 'Email inquilino',
    aliases: ['email', 'e mail', 'mail', 'tenant email', 'email address'],
  },
  {
    key: 'start_date',
    header: 'Inizio contratto',
    aliases: ['inizio', 'data inizio', 'decorrenza', 'start', 'start date', 'lease start'],
  },
  {
    key: 'end_date',
    header: 'Fine contratto',
    aliases: ['fine', 'data fine', 'scadenza', 'end', 'end date', 'lease end'],
  },
  {
    key: 'rent_amount',
    header: 'Canone mensile',
    aliases: ['canone', 'affitto', 'canone mensile euro', 'rent', 'monthly rent', 'rent amount'],
  },
  { key: 'fixed_fee_amount', header: 'Quota fissa', aliases: ['forfait', 'quota forfettaria', 'fixed fee'] },
  {
    key: 'settlement_base_amount',
    header: 'Anticipo conguaglio',
    aliases: ['acconto spese', 'anticipo spese', 'advance', 'settlement advance'],
  },
  { key: 'number_of_occupants', header: 'Occupanti', aliases: ['numero occupanti', 'persone', 'occupants', 'people'] },
  costModelField('electricity', ['luce', 'elettricita', 'energia elettrica']),
  costModelField('gas', []),
  costModelField('water', ['acqua']),
  costModelField('heating', ['riscaldamento']),
  costModelField('admin', ['amministrative', 'condominio', 'spese condominiali', 'condominiali']),
  costModelField('internet', ['wifi', 'wi fi']),
  { key: 'contract_type', header: 'Tipo contratto', aliases: ['tipo', 'tipologia', 'contract type', 'lease type'] },
  { key: 'cedolare_secca', header: 'Cedolare secca', aliases: ['cedolare', 'flat tax'] },
  {
    key: 'istat_update_share',
    header: 'Aggiornamento ISTAT (%)',
    aliases: ['istat', 'aggiornamento istat', 'istat share', 'istat update'],
  },
  { key: 'registration_date', header: 'Data registrazione', aliases: ['registrazione', 'registration date'] },
  {
    key: 'registration_code',
    header: 'Codice registrazione',
    aliases: ['estremi registrazione', 'registration code', 'registration number'],
  },
  {
    key: 'deposit_amount',
    header: 'Deposito cauzionale',
    aliases: ['deposito', 'cauzione', 'deposit', 'security deposit'],
  },
  {
    key: 'deposit_received_on',
    header: 'Deposito ricevuto il',
    aliases: ['data deposito', 'deposit date', 'deposit received'],
  },
  { key: 'deposit_held_as', header: 'Deposito tenuto come', aliases: ['deposit held as', 'deposit held'] },
  {
    key: 'deposit_interest_due',
    header: 'Interessi sul deposito',
    aliases: ['interessi deposito', 'deposit interest'],
  },
] as const satisfies readonly FieldSpec[];

export type ImportField = (typeof IMPORT_FIELD_SPECS)[number]['key'];
export const IMPORT_FIELDS: readonly ImportField[] = IMPORT_FIELD_SPECS.map((f) => f.key);
export const REQUIRED_IMPORT_FIELDS: readonly ImportField[] = IMPORT_FIELD_SPECS.filter(
  (f) => 'required' in f && f.required,
).map((f) => f.key);
const SPEC_OF = new Map<string, FieldSpec>(IMPORT_FIELD_SPECS.map((f) => [f.key, f]));

/** The template's header of a field. */
export function importFieldHeader(field: ImportField): string {
  return SPEC_OF.get(field)?.header ?? field;
}

/** The template's column of a field (0-based): the fields' order. */
export function templateColumnOf(field: ImportField): number {
  return IMPORT_FIELDS.indexOf(field);
}

export function isImportField(value: unknown): value is ImportField {
  return typeof value === 'string' && SPEC_OF.has(value);
}

/** The fields that make a row a contract: any of them filled and the row is a contract's. */
const CONTRACT_FIELDS = IMPORT_FIELDS.filter(
  (f) => !['property_name', 'street_address', 'postal_code', 'province', 'country', 'room_name'].includes(f),
);

/** Which column (0-based) holds each field; a field not in the map is not in the file. */
export type ImportMapping = Partial<Record<ImportField, number>>;

/** A header or a value compared loosely: lower case, no accents, punctuation as spaces, single spaces. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}%]+/gu, ' ')
    .trim();
}

const FIELD_BY_NAME: ReadonlyMap<string, ImportField> = (() => {
  const byName = new Map<string, ImportField>();
  for (const spec of IMPORT_FIELD_SPECS) {
    for (const name of [spec.key.replace(/_/g, ' '), spec.header, ...spec.aliases]) {
      const folded = foldText(name);
      if (!byName.has(folded)) byName.set(folded, spec.key);
    }
  }
  return byName;
})();

/** The field a header names, or null: exact folded names first, then the header without '(…)' and units. */
export function guessField(header: string): ImportField | null {
  const folded = foldText(header);
  if (folded === '') return null;
  const exact = FIELD_BY_NAME.get(folded);
  if (exact) return exact;
  const bare = foldText(header.replace(/\([^)]*\)/g, ' ').replace(/€|\beur(o)?\b/gi, ' '));
  return FIELD_BY_NAME.get(bare) ?? null;
}

/** A landlord's last mapping, by folded header: their own names map to the fields they chose last time. */
export type RememberedMapping = Record<string, ImportField>;

export function rememberMapping(headers: readonly string[], mapping: ImportMapping): RememberedMapping {
  const remembered: RememberedMapping = {};
  for (const [field, column] of Object.entries(mapping) as [ImportField, number][]) {
    const header = headers[column];
    if (header !== undefined && foldText(header) !== '') remembered[foldText(header)] = field;
  }
  return remembered;
}

/**
 * Which column holds each field: the landlord's last choice for a header of the same name first,
 * then the guess from the header's name. A field takes the first column that names it; a column
 * gives at most one field.
 */
export function guessMapping(headers: readonly string[], remembered: RememberedMapping = {}): ImportMapping {
  const mapping: ImportMapping = {};
  const pick = (guess: (header: string) => ImportField | null | undefined) => {
    headers.forEach((header, column) => {
      if (Object.values(mapping).includes(column)) return;
      const field = guess(header);
      if (field && isImportField(field) && mapping[field] === undefined) mapping[field] = column;
    });
  };
  pick((header) => remembered[foldText(header)]);
  pick(guessField);
  return mapping;
}

const isBlank = (cell: string | undefined) => cell === undefined || cell.trim() === '';

/**
 * The header's row (0-based): the first of the first rows naming at least three fields, else the
 * first row with at least two cells filled; -1 when there is no such row.
 */
export function findHeaderRow(rows: readonly (readonly string[])[]): number {
  const limit = Math.min(rows.length, HEADER_SEARCH_ROWS);
  for (let i = 0; i < limit; i++) {
    const named = new Set(rows[i]!.map(guessField).filter((f) => f !== null));
    if (named.size >= 3) return i;
  }
  for (let i = 0; i < limit; i++) if (rows[i]!.filter((c) => !isBlank(c)).length >= 2) return i;
  return -1;
}

/** A mapping names a column for every required field, a real column each, no column twice. */
export function mappingProblem(mapping: ImportMapping, columnCount: number): string | null {
  const columns = Object.values(mapping).filter((c) => c !== undefined);
  if (columns.some((c) => !Number.isInteger(c) || c < 0 || c >= columnCount))
    return IMPORT_MESSAGES.mappingColumnInvalid;
  if (new Set(columns).size !== columns.length) return IMPORT_MESSAGES.mappingColumnTwice;
  if (REQUIRED_IMPORT_FIELDS.some((f) => mapping[f] === undefined)) return IMPORT_MESSAGES.mappingRequired;
  return null;
}

// ---------------------------------------------------------------------------------------------
// Cells
// ---------------------------------------------------------------------------------------------

export type CellResult<T> = { ok: true; value: T } | { ok: false; message: string };
const ok = <T>(value: T): CellResult<T> => ({ ok: true, value });
const fail = <T>(message: string): CellResult<T> => ({ ok: false, message });

/** Day 0 of spreadsheet serial dates (1900 system, Lotus' leap-year bug included: serial 60 is skipped). */
const SERIAL_EPOCH = '1899-12-30';
/** Serials 61..2958465 are 01/03/1900 .. 31/12/9999. */
const MAX_SERIAL = 2_958_465;

const pad2 = (n: string) => n.padStart(2, '0');

/**
 * A date as real files hold it: 'dd/mm/yyyy' (also with '-' or '.', one-digit day or month),
 * 'yyyy-mm-dd' (a time after it is ignored), or a spreadsheet serial number (45292 = 01/01/2024).
 * Two-digit years are refused, never guessed.
 */
export function parseImportDate(text: string): CellResult<string> {
  const t = text.trim();
  let iso: string | null = null;
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(t);
  const ymd = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ][\d:.]+Z?)?$/.exec(t);
  const serial = /^\d{1,7}(?:\.\d+)?$/.exec(t);
  if (dmy) iso = `${dmy[3]}-${pad2(dmy[2]!)}-${pad2(dmy[1]!)}`;
  else if (ymd) iso = `${ymd[1]}-${pad2(ymd[2]!)}-${pad2(ymd[3]!)}`;
  else if (serial) {
    const days = Math.floor(Number(t));
    if (days > 60 && days <= MAX_SERIAL) iso = addDays(SERIAL_EPOCH, days);
  }
  return iso !== null && isCalendarDate(iso) ? ok(iso) : fail(IMPORT_MESSAGES.invalidDate);
}

/**
 * An amount as real files hold it, into cents: '1.234,56', '1234.56', '€ 1.234,56', '1.234,56 €',
 * 'EUR 600'; read by the app's one amount parser (decision 057): a minus sign, more than two
 * decimals or an unreadable text are refused, never rounded.
 */
export function parseImportAmount(text: string): CellResult<number> {
  const bare = text
    .replace(/€|\bEUR\b|\beuro\b/gi, '')
    .replace(/[\s\u00a0\u202f]+/g, '')
    .trim();
  const parsed = parseEuroAmount(bare);
  if (parsed.ok) return ok(parsed.cents);
  switch (parsed.error) {
    case 'negative':
      return fail(NEGATIVE_AMOUNT_MESSAGE);
    case 'decimals':
      return fail(IMPORT_MESSAGES.tooManyDecimals);
    case 'tooLarge':
      return fail(IMPORT_MESSAGES.amountTooLarge);
    default:
      return fail(IMPORT_MESSAGES.invalidAmount);
  }
}

/**
 * A number cell as a spreadsheet stores it → the text the parsers read. A binary float that is a
 * whole number of cents within rounding noise (660.0000000000001 from a formula) is written in
 * cents ('660'); any other keeps every digit, so 1.005 still reads as three decimals.
 */
export function numberCellText(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const cents = Math.round(value * 100);
  if (Math.abs(value * 100 - cents) < 1e-6 && Math.abs(value) < 1e15) {
    const sign = cents < 0 ? '-' : '';
    const abs = Math.abs(cents);
    const whole = Math.floor(abs / 100);
    const rest = abs % 100;
    return rest === 0 ? `${sign}${whole}` : `${sign}${whole}.${String(rest).padStart(2, '0').replace(/0$/, '')}`;
  }
  return String(value);
}

const YES = new Set(['si', 'sì', 's', 'yes', 'y', 'true', 'vero', '1', 'x']);
const NO = new Set(['no', 'n', 'false', 'falso', '0']);

export function parseImportYesNo(text: string): CellResult<boolean> {
  const t = foldText(text);
  if (YES.has(t)) return ok(true);
  if (NO.has(t)) return ok(false);
  return fail(IMPORT_MESSAGES.invalidYesNo);
}

const COST_MODEL_BY_NAME: ReadonlyMap<string, CostModel> = new Map(
  COST_MODELS.flatMap((m): [string, CostModel][] => [
    [foldText(m), m],
    [foldText(m.replace(/_/g, ' ')), m],
    [foldText(costModelLabel(m)), m],
  ]).concat([
    [foldText('Forfettaria'), 'fixed_fee'],
    [foldText('Forfait'), 'fixed_fee'],
    [foldText('Autogestita'), 'self_managed'],
    [foldText('Gestione autonoma inquilino'), 'self_managed'],
    [foldText('Conguaglio'), 'settlement'],
    [foldText('Consumo'), 'consumption_based'],
  ]),
);

export function parseCostModel(text: string): CellResult<CostModel> {
  const model = COST_MODEL_BY_NAME.get(foldText(text));
  return model ? ok(model) : fail(IMPORT_MESSAGES.unknownCostModel);
}

const CONTRACT_TYPE_BY_NAME: ReadonlyMap<string, ContractType> = new Map(
  CONTRACT_TYPES.flatMap((t): [string, ContractType][] => [
    [foldText(t), t],
    [foldText(CONTRACT_TYPE_LABELS[t]), t],
  ]).concat([
    [foldText('4+4'), 'libero_4_4'],
    [foldText('3+2'), 'concordato_3_2'],
    [foldText('libero'), 'libero_4_4'],
    [foldText('concordato'), 'concordato_3_2'],
  ]),
);

export function parseContractType(text: string): CellResult<ContractType> {
  const type = CONTRACT_TYPE_BY_NAME.get(foldText(text));
  return type ? ok(type) : fail(IMPORT_MESSAGES.unknownContractType);
}

export function parseIstatShare(text: string): CellResult<number> {
  const t = text.replace(/%/g, '').trim();
  const share = /^\d{1,3}$/.test(t) ? Number(t) : Number.NaN;
  return (ISTAT_UPDATE_SHARES as readonly number[]).includes(share)
    ? ok(share)
    : fail(IMPORT_MESSAGES.unknownIstatShare);
}

export function parseOccupants(text: string): CellResult<number> {
  const t = text.trim();
  return /^\d{1,4}$/.test(t) ? ok(Number(t)) : fail(IMPORT_MESSAGES.invalidNumber);
}

// ---------------------------------------------------------------------------------------------
// Rows
// ---------------------------------------------------------------------------------------------

/** A problem the file's decoding found in a cell (a formula without a value, a merged cell). Row: the sheet's, 1-based. */
export type CellIssue = { row: number; column: number; message: string };

/** One error of a preview row: its cell's column (0-based) and field, null when it is the row's. */
export type ImportRowError = { column: number | null; field: ImportField | null; message: string };

/** What a row will create, validated as the property form and the contract wizard validate it. */
export type ImportContract = Omit<CreateCompleteContractInput, 'roomIds' | 'documentInfo' | 'contractDetails'> & {
  contractDetails: Omit<CreateCompleteContractInput['contractDetails'], 'property_id'>;
};

export type ImportRow = {
  /** The sheet's row number (1-based), as the landlord's spreadsheet shows it. */
  row: number;
  property: PropertyDetailsInput;
  roomNames: string[];
  contract: ImportContract | null;
  /** The tenant as the row writes them, when the row has a contract (valid or not): what the preview names. */
  tenant: { firstName: string; lastName: string; email: string } | null;
  errors: ImportRowError[];
};

/** The identity of a property in the portfolio: name and street address, folded (decision 197). */
export function propertyKey(name: string, streetAddress: string): string {
  return `${foldText(name)}|${foldText(streetAddress)}`;
}
/** A room's identity within its property: its name, folded. */
export function roomKey(name: string): string {
  return foldText(name);
}
/** A contract's identity: the tenant's email and the start date. */
export function contractKey(email: string, startDate: string): string {
  return `${email.trim().toLowerCase()}|${startDate}`;
}

/** A placeholder id for the wizard schema's property and rooms, which the import resolves later. */
const PLACEHOLDER_ID = '00000000-0000-0000-0000-000000000000';

const CONTRACT_PATH_FIELD: Record<string, ImportField> = {
  'tenantInfo.firstName': 'tenant_first_name',
  'tenantInfo.lastName': 'tenant_last_name',
  'tenantInfo.email': 'tenant_email',
};

function fieldOfContractPath(path: readonly PropertyKey[]): ImportField | null {
  const joined = path.map(String).join('.');
  if (CONTRACT_PATH_FIELD[joined]) return CONTRACT_PATH_FIELD[joined];
  if (path[0] === 'contractDetails' && isImportField(path[1])) return path[1];
  if (path[0] === 'utilityAgreements') {
    const index = typeof path[1] === 'number' ? path[1] : -1;
    const category = UTILITY_CATEGORIES[index];
    return category ? (`cost_${category}` as ImportField) : 'cost_electricity';
  }
  return null;
}

/**
 * Each data row (the rows under `headerRow`) read into what it will create, with its errors on
 * their cells. A row whose mapped cells are all blank is left out (empty trailing rows). The
 * decoding's cell issues (formulas without a value, merged cells) become errors of their cells.
 */
export function readImportRows(input: {
  rows: readonly (readonly string[])[];
  headerRow: number;
  mapping: ImportMapping;
  cellIssues?: readonly CellIssue[];
  /** Only the rows (0-based) from `from` up to `to` excluded: a slice at a time, for progress. */
  from?: number;
  to?: number;
}): ImportRow[] {
  const { rows, headerRow, mapping } = input;
  const from = Math.max(input.from ?? 0, headerRow + 1);
  const to = Math.min(input.to ?? rows.length, rows.length);
  const issuesByRow = new Map<number, CellIssue[]>();
  for (const issue of input.cellIssues ?? []) {
    const list = issuesByRow.get(issue.row) ?? [];
    list.push(issue);
    issuesByRow.set(issue.row, list);
  }
  const mapped = Object.entries(mapping) as [ImportField, number][];
  const out: ImportRow[] = [];
  for (let i = from; i < to; i++) {
    const cells = rows[i]!;
    const rowNumber = i + 1;
    const issues = issuesByRow.get(rowNumber) ?? [];
    if (mapped.every(([, column]) => isBlank(cells[column])) && issues.length === 0) continue;
    out.push(readRow(cells, rowNumber, mapping, issues));
  }
  return out;
}

function readRow(
  cells: readonly string[],
  row: number,
  mapping: ImportMapping,
  issues: readonly CellIssue[],
): ImportRow {
  const errors: ImportRowError[] = [];
  const fieldOfColumn = new Map<number, ImportField>(
    (Object.entries(mapping) as [ImportField, number][]).map(([f, c]) => [c, f]),
  );
  const failed = new Set<ImportField>();
  const addError = (field: ImportField | null, message: string, column: number | null = null) => {
    const col = column ?? (field ? (mapping[field] ?? null) : null);
    if (errors.some((e) => e.column === col && e.message === message)) return;
    errors.push({ column: col, field, message });
    if (field) failed.add(field);
  };
  for (const issue of issues) addError(fieldOfColumn.get(issue.column) ?? null, issue.message, issue.column);

  const raw = (field: ImportField): string => {
    const column = mapping[field];
    return column === undefined ? '' : (cells[column] ?? '').trim();
  };
  const read = <T>(field: ImportField, parse: (text: string) => CellResult<T>, blank: T): T | undefined => {
    if (failed.has(field)) return undefined;
    const text = raw(field);
    if (text === '') return blank;
    const result = parse(text);
    if (result.ok) return result.value;
    addError(field, result.message);
    return undefined;
  };

  // The property and its rooms: the property form's schema.
  const propertyInput = {
    name: raw('property_name'),
    street_address: raw('street_address'),
    postal_code: raw('postal_code'),
    province: raw('province'),
    country: raw('country') || DEFAULT_COUNTRY,
  };
  const property = propertyDetailsSchema.safeParse(propertyInput);
  if (!property.success) {
    const byPath: Record<string, ImportField> = {
      name: 'property_name',
      street_address: 'street_address',
      postal_code: 'postal_code',
      province: 'province',
      country: 'country',
    };
    for (const issue of property.error.issues)
      addError(byPath[String(issue.path[0])] ?? 'property_name', issue.message);
  }
  const roomNames = failed.has('room_name')
    ? []
    : raw('room_name')
        .split(ROOM_SEPARATOR)
        .map((n) => n.trim())
        .filter((n) => n !== '');
  if (!failed.has('room_name')) {
    if (roomNames.length === 0) addError('room_name', IMPORT_MESSAGES.required);
    for (const name of roomNames) {
      const parsed = roomInputSchema.safeParse({ name });
      if (!parsed.success) addError('room_name', parsed.error.issues[0]?.message ?? IMPORT_MESSAGES.required);
    }
    if (new Set(roomNames.map(roomKey)).size !== roomNames.length) addError('room_name', IMPORT_MESSAGES.roomRepeated);
  }

  // The contract, when the row has one: the wizard's schema (create-complete-contract).
  let contract: ImportContract | null = null;
  const hasContract = CONTRACT_FIELDS.some((f) => raw(f) !== '' || failed.has(f));
  if (hasContract) {
    const required = <T>(field: ImportField, parse: (text: string) => CellResult<T>): T | undefined => {
      if (!failed.has(field) && raw(field) === '') {
        addError(field, IMPORT_MESSAGES.required);
        return undefined;
      }
      return read(field, parse, undefined as T);
    };
    const text = (t: string): CellResult<string> => ok(t);
    const tenantInfo = {
      firstName: required('tenant_first_name', text),
      lastName: required('tenant_last_name', text),
      email: required('tenant_email', text),
    };
    const details = {
      property_id: PLACEHOLDER_ID,
      start_date: required('start_date', parseImportDate),
      end_date: required('end_date', parseImportDate),
      rent_amount: required('rent_amount', parseImportAmount),
      fixed_fee_amount: read('fixed_fee_amount', parseImportAmount, 0),
      settlement_base_amount: read('settlement_base_amount', parseImportAmount, 0),
      number_of_occupants: read('number_of_occupants', parseOccupants, 1),
      contract_type: read('contract_type', parseContractType, 'altro' as ContractType),
      cedolare_secca: read('cedolare_secca', parseImportYesNo, false),
      istat_update_share: read('istat_update_share', parseIstatShare, 0),
      registration_date: read('registration_date', parseImportDate, null as string | null),
      registration_code: raw('registration_code') || null,
      deposit_amount: read('deposit_amount', parseImportAmount, null as number | null),
      deposit_received_on: read('deposit_received_on', parseImportDate, null as string | null),
      deposit_held_as: raw('deposit_held_as') || null,
      deposit_interest_due: read('deposit_interest_due', parseImportYesNo, true),
    };
    const utilityAgreements = UTILITY_CATEGORIES.map((category) => ({
      category,
      cost_model: required(`cost_${category}` as ImportField, parseCostModel),
    }));
    const parsed = createCompleteContractSchema.safeParse({
      tenantInfo,
      contractDetails: details,
      utilityAgreements,
      roomIds: [PLACEHOLDER_ID],
    });
    if (parsed.success) {
      const { property_id: _unused, ...contractDetails } = parsed.data.contractDetails;
      contract = {
        tenantInfo: parsed.data.tenantInfo,
        contractDetails,
        utilityAgreements: parsed.data.utilityAgreements,
      };
    } else {
      for (const issue of parsed.error.issues) {
        const field = fieldOfContractPath(issue.path);
        // A cell already refused (or left blank) keeps its own message.
        if (field && failed.has(field)) continue;
        if (field === null && errors.length > 0) continue;
        addError(field, issue.message);
      }
      if (errors.length === 0) addError(null, IMPORT_MESSAGES.contractFieldsWithoutTenant);
    }
  }
  const tenant = hasContract
    ? { firstName: raw('tenant_first_name'), lastName: raw('tenant_last_name'), email: raw('tenant_email') }
    : null;
  return { row, property: property.success ? property.data : propertyInput, roomNames, contract, tenant, errors };
}

/** The row's contract period: its end date, or open. */
const periodOf = (c: ImportContract) => ({ start: c.contractDetails.start_date, end: c.contractDetails.end_date });

/**
 * The checks between the rows of one file, added to their rows' errors: a row repeated, a
 * contract repeated (same tenant email and start), one email for two different tenants, one
 * property given with different details, a room let twice in one period.
 */
export function checkImportRowsTogether(rows: ImportRow[], mapping: ImportMapping): void {
  const firstOf = (field: ImportField) => mapping[field] ?? null;
  const seenRows = new Map<string, number>();
  const seenContracts = new Map<string, number>();
  const tenantOfEmail = new Map<string, string>();
  const propertyDetails = new Map<string, string>();
  const roomPeriods = new Map<string, { start: string; end: string | null }[]>();
  for (const r of rows) {
    if (r.errors.length > 0) continue;
    const signature = JSON.stringify([r.property, r.roomNames.map(roomKey), r.contract]);
    if (seenRows.has(signature)) {
      r.errors.push({
        column: firstOf('property_name'),
        field: 'property_name',
        message: IMPORT_MESSAGES.duplicateRow,
      });
      continue;
    }
    seenRows.set(signature, r.row);
    const pKey = propertyKey(r.property.name, r.property.street_address);
    const details = JSON.stringify([
      foldText(r.property.postal_code),
      foldText(r.property.province),
      foldText(r.property.country),
    ]);
    const known = propertyDetails.get(pKey);
    if (known !== undefined && known !== details) {
      r.errors.push({
        column: firstOf('postal_code'),
        field: 'postal_code',
        message: IMPORT_MESSAGES.propertyDetailsDiffer,
      });
      continue;
    }
    propertyDetails.set(pKey, details);
    const c = r.contract;
    if (!c) continue;
    const cKey = contractKey(c.tenantInfo.email, c.contractDetails.start_date);
    if (seenContracts.has(cKey)) {
      r.errors.push({
        column: firstOf('tenant_email'),
        field: 'tenant_email',
        message: IMPORT_MESSAGES.sameContractTwice,
      });
      continue;
    }
    const who = `${foldText(c.tenantInfo.firstName)}|${foldText(c.tenantInfo.lastName)}`;
    const email = c.tenantInfo.email.trim().toLowerCase();
    const earlier = tenantOfEmail.get(email);
    if (earlier !== undefined && earlier !== who) {
      r.errors.push({
        column: firstOf('tenant_email'),
        field: 'tenant_email',
        message: IMPORT_MESSAGES.emailTwoTenants,
      });
      continue;
    }
    const period = periodOf(c);
    const taken = r.roomNames.some((name) =>
      (roomPeriods.get(`${pKey}|${roomKey(name)}`) ?? []).some((p) =>
        periodsOverlap(p.start, p.end, period.start, period.end),
      ),
    );
    if (taken) {
      r.errors.push({ column: firstOf('room_name'), field: 'room_name', message: IMPORT_MESSAGES.roomLetTwice });
      continue;
    }
    seenContracts.set(cKey, r.row);
    tenantOfEmail.set(email, who);
    for (const name of r.roomNames) {
      const key = `${pKey}|${roomKey(name)}`;
      roomPeriods.set(key, [...(roomPeriods.get(key) ?? []), period]);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// The template and the export (item 5): the same columns
// ---------------------------------------------------------------------------------------------

/** The template's example row, as a landlord would type it. */
export const IMPORT_EXAMPLE_ROW: Readonly<Record<ImportField, string>> = {
  property_name: 'Via Roma 12',
  street_address: 'Via Roma 12',
  postal_code: '20121',
  province: 'MI',
  country: DEFAULT_COUNTRY,
  room_name: 'Camera 1',
  tenant_first_name: 'Mario',
  tenant_last_name: 'Rossi',
  tenant_email: 'mario.rossi@example.com',
  start_date: '01/09/2025',
  end_date: '31/08/2026',
  rent_amount: '450,00',
  fixed_fee_amount: '30,00',
  settlement_base_amount: '0,00',
  number_of_occupants: '1',
  cost_electricity: costModelLabel('fixed_fee'),
  cost_gas: costModelLabel('fixed_fee'),
  cost_water: costModelLabel('fixed_fee'),
  cost_heating: costModelLabel('fixed_fee'),
  cost_admin: costModelLabel('self_managed'),
  cost_internet: costModelLabel('fixed_fee'),
  contract_type: CONTRACT_TYPE_LABELS.transitorio,
  cedolare_secca: 'Sì',
  istat_update_share: '0',
  registration_date: '',
  registration_code: '',
  deposit_amount: '900,00',
  deposit_received_on: '01/09/2025',
  deposit_held_as: 'Bonifico',
  deposit_interest_due: 'Sì',
};

/** The template's sheet of allowed values: each field and what it accepts. */
export function importAllowedValues(): { field: string; required: string; values: string }[] {
  const costModels = COST_MODELS.map(costModelLabel).join(', ');
  const described: Partial<Record<ImportField, string>> = {
    property_name:
      'Testo. Insieme all\u2019indirizzo identifica l\u2019immobile: righe con lo stesso immobile lo creano una volta.',
    country: `Testo; vuoto = ${DEFAULT_COUNTRY}`,
    room_name: `Nome della stanza; più stanze dello stesso contratto separate da '${ROOM_SEPARATOR}'. Una riga senza inquilino crea solo la stanza.`,
    tenant_email:
      'Email. Insieme alla data di inizio identifica il contratto: importare di nuovo lo stesso file non crea nulla due volte.',
    start_date: 'Data: gg/mm/aaaa, aaaa-mm-gg o data del foglio di calcolo',
    end_date: 'Data: gg/mm/aaaa, aaaa-mm-gg o data del foglio di calcolo; dopo l\u2019inizio',
    rent_amount: 'Importo in euro: 1.234,56 o 1234.56 (al massimo 2 decimali, non negativo)',
    fixed_fee_amount: 'Importo in euro; vuoto = 0. Richiede almeno una categoria Forfettario',
    settlement_base_amount: 'Importo in euro; vuoto = 0. Richiede almeno una categoria A conguaglio',
    number_of_occupants: 'Numero intero; vuoto = 1',
    contract_type: `${CONTRACT_TYPES.map((t) => CONTRACT_TYPE_LABELS[t]).join(', ')}; vuoto = ${CONTRACT_TYPE_LABELS.altro}`,
    cedolare_secca: 'Sì o No; vuoto = No',
    istat_update_share: '0, 75 o 100; vuoto = 0 (con cedolare secca sempre 0)',
    registration_date: 'Data, facoltativa',
    deposit_amount: 'Importo in euro, facoltativo; con la data di ricezione',
    deposit_received_on: 'Data, obbligatoria se c\u2019è un deposito',
    deposit_interest_due: 'Sì o No; vuoto = Sì',
  };
  return IMPORT_FIELD_SPECS.map((spec) => {
    const isCost = spec.key.startsWith('cost_');
    const required =
      'required' in spec && spec.required
        ? 'Sì'
        : isCost ||
            ['tenant_first_name', 'tenant_last_name', 'tenant_email', 'start_date', 'end_date', 'rent_amount'].includes(
              spec.key,
            )
          ? 'Sì, nelle righe con inquilino'
          : 'No';
    const values = isCost ? costModels : (described[spec.key as ImportField] ?? 'Testo');
    return { field: spec.header, required, values };
  });
}
