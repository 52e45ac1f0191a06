/** Every user-facing message, one file per domain: the server answers them, the web app and the tests read them. */
export { ACCOUNT_MESSAGES, LANDLORD_PROFILE_MESSAGES } from './account';
export { BANK_ACCOUNT_MESSAGES } from './bank-accounts';
export { BILL_MESSAGES } from './bills';
export { ERROR_MESSAGES, FIELD_MESSAGES } from './common';
export { CONTRACT_MESSAGES, resendTooSoonMessage } from './contracts';
export { DOCUMENT_MESSAGES, MAX_UPLOAD_SIZE_TEXT } from './documents';
export {
  amountExceedsMessage,
  PAYMENT_LEDGER_MESSAGES,
  PAYMENT_MESSAGES,
  PAYMENT_SIGNAL_MESSAGES,
  REMINDER_MESSAGES,
} from './payments';
export { PROPERTY_MESSAGES } from './properties';
export { LIST_MESSAGES } from './lists';
export { ANALYTICS_MESSAGES } from './analytics';
export { LEASE_MESSAGES } from './lease';
export { DEPOSIT_MESSAGES } from './deposit';
export {
  BANK_STATEMENT_MESSAGES,
  bankLineMessages,
  bankXmlInvalidMessage,
  camtEntryPlace,
  csvCellPlace,
} from './bank';
export { balanceExceedsMessage, OPENING_POSITION_MESSAGES } from './opening';
export { IMPORT_MESSAGES } from './imports';
export { PROPERTY_TAX_MESSAGES, sharesNotWholeMessage, taxYearWithoutRulesMessage } from './property-tax';
