// @vitest-environment node
/**
 * Issue 46 §17–18, one home for each rule: 'a payment recorded sends its receipt' lives in one
 * function (enqueuePaymentReceipt), called in the payment's transaction by
 * recordPaymentInTransaction, and the settlement-credit rule (a paid
 * settlement_base_fee gives its credit) in one function (giveSettlementCredits). Reads the
 * server's sources as text, tests aside.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '../..');
const files = fs
  .readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((f) => /\.ts$/.test(f) && !/\.test\.ts$|test-support|^test\//.test(f))
  .map((f) => ({ file: f, text: fs.readFileSync(path.join(src, f), 'utf8') }));
const holding = (pattern: RegExp) => files.filter((f) => pattern.test(f.text)).map((f) => f.file);

describe('one home for the payment rules', () => {
  it('a settlement_base_fee credit is written in one function', () => {
    expect(holding(/sourceType: 'settlement_base_fee'/)).toEqual(['services/payments/settlement-credits.ts']);
  });

  it("a payment's receipt job is enqueued in one place, the payment's own transaction; no route starts it", () => {
    expect(holding(/enqueue\([^)]*'payment-receipt'/)).toEqual(['services/payments/send-payment-receipt.ts']);
    expect(holding(/enqueuePaymentReceipt\(/).sort()).toEqual(
      [
        'services/payments/record-payment-in-transaction.ts',
        'services/payments/resend-payment-receipt.ts',
        'services/payments/send-payment-receipt.ts',
      ].sort(),
    );
    expect(holding(/\bsendPaymentReceipt\b|enqueuePaymentReceipt/).filter((f) => f.startsWith('routes/'))).toEqual([]);
  });
});
