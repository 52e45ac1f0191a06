/** docs/product.md §8 "Bills" wording, plus the refusals docs/domain.md §5 asks for (plain Italian reasons). */
export const BILL_MESSAGES = {
  invalidBillId: 'ID spesa non valido',
  billNotFound: 'Spesa non trovata',
  deleteSettled: 'La spesa non può essere eliminata: la quota di almeno un inquilino è già stata conguagliata.',
  deletePaid: 'La spesa non può essere eliminata: la quota di almeno un inquilino è già stata pagata.',
} as const;
