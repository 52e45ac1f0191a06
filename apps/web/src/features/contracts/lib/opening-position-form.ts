import { compareIso, isCalendarDate } from '@casaconti/core/dates';
import { OPENING_POSITION_MESSAGES as M, PAYMENT_LEDGER_MESSAGES } from '@casaconti/core/messages';
import { parseEuroAmount } from '@casaconti/core/money';
import { isIsoMonth } from '@casaconti/core/opening-position';
import { DEFAULT_PAYMENT_METHOD, type PaymentMethod } from '@casaconti/core/payments';
import type { ContractOpeningInput } from '@casaconti/core/schemas/opening-position';
import {
  INVALID_AMOUNT_MESSAGE,
  INVALID_DATE_MESSAGE,
  TOO_MANY_DECIMALS_MESSAGE,
} from '@casaconti/core/schemas/common';

/**
 * The wizard's 'Situazione ad oggi' (docs/domain.md §17, decision 193): how a contract begun before
 * today stands, as typed. Months are typed 'mm/aaaa'; amounts in euros as typed.
 */
export type OpeningFormState = {
  kind: 'none' | 'paid_through' | 'balance' | 'history';
  /** 'mm/aaaa'. */
  month: string;
  /** 'yyyy-MM-dd', or the text typed. */
  asOf: string;
  balance: string;
  side: 'owed' | 'credit';
  /** 'mm/aaaa', optional (utilities under conguaglio). */
  conguaglioFrom: string;
  payments: { key: string; receivedOn: string; amount: string; method: PaymentMethod }[];
};

export function emptyOpeningForm(): OpeningFormState {
  return { kind: 'none', month: '', asOf: '', balance: '', side: 'owed', conguaglioFrom: '', payments: [] };
}

export function newHistoryRow(): OpeningFormState['payments'][number] {
  return { key: crypto.randomUUID(), receivedOn: '', amount: '', method: DEFAULT_PAYMENT_METHOD };
}

/** 'mm/aaaa' → 'yyyy-MM', or null. */
export function typedMonth(text: string): string | null {
  const m = /^\s*(\d{1,2})\s*[/.-]\s*(\d{4})\s*$/.exec(text);
  if (!m) return null;
  const month = `${m[2]}-${m[1]!.padStart(2, '0')}`;
  return isIsoMonth(month) ? month : null;
}

/** 'yyyy-MM' → 'mm/aaaa'. */
export function monthText(month: string): string {
  return `${month.slice(5, 7)}/${month.slice(0, 4)}`;
}

/** The month before the one of `today` ('yyyy-MM-dd'), as 'mm/aaaa': the wizard's suggestion. */
export function previousMonthText(today: string): string {
  const y = Number(today.slice(0, 4));
  const m = Number(today.slice(5, 7));
  return m === 1 ? `12/${y - 1}` : `${String(m - 1).padStart(2, '0')}/${y}`;
}

function euros(text: string): { cents: number } | { error: string } {
  const r = parseEuroAmount(text.trim());
  if (r.ok) return { cents: r.cents };
  return { error: r.error === 'decimals' ? TOO_MANY_DECIMALS_MESSAGE : INVALID_AMOUNT_MESSAGE };
}

/**
 * The create-contract body's `openingPosition` from what was typed, or the messages per field
 * ('month', 'asOf', 'balance', 'conguaglioFrom', 'payments', 'payments.0.amount' …). What needs the
 * contract and today (a month before the start, a date in the future) the server checks and
 * answers under the same names.
 */
export function openingFormToPayload(
  state: OpeningFormState,
  opts: { usesConguaglio: boolean },
): { ok: true; value: ContractOpeningInput | undefined } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  let conguaglioFrom: string | null = null;
  if (opts.usesConguaglio && state.conguaglioFrom.trim() !== '' && state.kind !== 'history' && state.kind !== 'none') {
    conguaglioFrom = typedMonth(state.conguaglioFrom);
    if (!conguaglioFrom) errors.conguaglioFrom = M.monthInvalid;
  }
  let value: ContractOpeningInput | undefined;
  if (state.kind === 'paid_through') {
    const month = state.month.trim() === '' ? null : typedMonth(state.month);
    if (state.month.trim() === '') errors.month = M.monthRequired;
    else if (!month) errors.month = M.monthInvalid;
    if (month) value = { kind: 'paid_through', month, conguaglioFrom };
  } else if (state.kind === 'balance') {
    if (state.asOf === '') errors.asOf = M.asOfRequired;
    else if (!isCalendarDate(state.asOf)) errors.asOf = INVALID_DATE_MESSAGE;
    const amount = state.balance.trim() === '' ? { error: M.balanceRequired } : euros(state.balance);
    if ('error' in amount) errors.balance = amount.error;
    else if (isCalendarDate(state.asOf)) {
      value = {
        kind: 'balance',
        asOf: state.asOf,
        balance: state.side === 'credit' ? -amount.cents : amount.cents,
        conguaglioFrom,
      };
    }
  } else if (state.kind === 'history') {
    if (state.payments.length === 0) errors.payments = M.historyEmpty;
    const payments = state.payments.map((p, i) => {
      if (p.receivedOn === '') errors[`payments.${i}.receivedOn`] = PAYMENT_LEDGER_MESSAGES.dateRequired;
      else if (!isCalendarDate(p.receivedOn)) errors[`payments.${i}.receivedOn`] = INVALID_DATE_MESSAGE;
      const amount = p.amount.trim() === '' ? { error: PAYMENT_LEDGER_MESSAGES.amountRequired } : euros(p.amount);
      if ('error' in amount) errors[`payments.${i}.amount`] = amount.error;
      else if (amount.cents <= 0) errors[`payments.${i}.amount`] = PAYMENT_LEDGER_MESSAGES.amountRequired;
      return { receivedOn: p.receivedOn, amount: 'cents' in amount ? amount.cents : 0, method: p.method, note: null };
    });
    value = { kind: 'history', payments };
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value };
}

/** Whether the wizard asks where the contract stands: its start is a date before today. */
export function asksOpeningPosition(startDate: string | undefined, today: string): boolean {
  return isCalendarDate(startDate) && compareIso(startDate, today) < 0;
}
