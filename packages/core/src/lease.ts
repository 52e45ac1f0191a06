/**
 * The lease's legal life (docs/domain.md §14, §15): the values the contract's new fields may hold.
 * One home: the database checks (migration 0015), the schemas, the forms and the deadline rules
 * read these lists.
 */

export const CONTRACT_TYPES = ['libero_4_4', 'concordato_3_2', 'transitorio', 'studenti', 'altro'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];

export const CONTRACT_TYPE_LABELS: Record<ContractType, string> = {
  libero_4_4: 'Libero 4+4',
  concordato_3_2: 'Concordato 3+2',
  transitorio: 'Transitorio',
  studenti: 'Studenti',
  altro: 'Altro',
};

/** Share of the yearly FOI index change applied at each anniversary, in percent. */
export const ISTAT_UPDATE_SHARES = [0, 75, 100] as const;
export type IstatUpdateShare = (typeof ISTAT_UPDATE_SHARES)[number];

export const ISTAT_UPDATE_SHARE_LABELS: Record<IstatUpdateShare, string> = {
  0: 'Nessun aggiornamento',
  75: '75 % della variazione ISTAT',
  100: '100 % della variazione ISTAT',
};

/**
 * The lengths the law sets for two contract types (art. 5 L. 431/1998, docs/domain.md §15), in months:
 * 'transitorio' 1–18, 'studenti' 6–36. Outside them the forms and the API warn but accept
 * (decision 171): a landlord may be recording an old or unusual contract.
 */
export const CONTRACT_TYPE_MONTHS: Partial<Record<ContractType, { min: number; max: number }>> = {
  transitorio: { min: 1, max: 18 },
  studenti: { min: 6, max: 36 },
};
