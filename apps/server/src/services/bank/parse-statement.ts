/**
 * A statement file of either kind (docs/domain.md §18): XML (its first character is '<') is read as
 * camt.053/054, anything else as a home-banking CSV. The import calls this; neither parser throws.
 */
import type { BankStatementResult } from '@casaconti/core/bank-lines';
import { decodeStatementText } from './decode-text';
import { parseCamt } from './parse-camt';
import { type BankCsvOptions, parseBankCsv } from './parse-csv';

export function parseBankStatement(bytes: Uint8Array, csvOptions: BankCsvOptions = {}): BankStatementResult {
  const head = decodeStatementText(bytes.subarray(0, 1024)).text.trimStart();
  return head.startsWith('<') ? parseCamt(bytes) : parseBankCsv(bytes, csvOptions);
}
