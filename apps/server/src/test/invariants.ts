/**
 * The money invariants (docs/domain.md §1, §3, §5, §6) every database the app wrote must hold, as SQL
 * that returns the offending rows: used by the crash-safety test (after a SIGKILL) and by the
 * bench dataset's test (after the generator).
 */
/** Returns one line per broken invariant (its name, the count and a few offending rows). */
export async function invariantViolations(query: (text: string) => Promise<Record<string, unknown>[]>) {
  const checks: Record<string, string> = {
    'bill splits sum to the splittable amount': `
      select b.id from bill b join bill_split s on s.bill_id = b.id and s.deleted_at is null
      where b.deleted_at is null group by b.id, b.splittable_amount_cents
      having sum(s.calculated_amount_cents) <> b.splittable_amount_cents`,
    'a settlement has exactly one final payable': `
      select s.id from settlement s left join payable p on p.source_settlement_id = s.id
      group by s.id having count(p.id) <> 1`,
    "a settlement's items add up to its final balance and payable": `
      select s.id from settlement s
      join payable p on p.source_settlement_id = s.id
      left join settlement_item i on i.settlement_id = s.id
      group by s.id, s.final_balance_cents, s.total_bills_cents, s.total_credits_cents, p.amount_cents
      having coalesce(sum(case when i.kind = 'debit' then i.amount_cents else 0 end), 0) <> s.total_bills_cents
          or coalesce(sum(case when i.kind = 'credit' then i.amount_cents else 0 end), 0) <> s.total_credits_cents
          or s.total_bills_cents - s.total_credits_cents <> s.final_balance_cents
          or abs(s.final_balance_cents) <> abs(p.amount_cents)`,
    'a live bill split belongs to a live bill': `
      select s.id from bill_split s join bill b on b.id = s.bill_id
      where s.deleted_at is null and b.deleted_at is not null`,
    'a consumption payable has its split': `
      select p.id from payable p where p.type = 'consumption_bill' and p.status <> 'cancelled' and p.bill_split_id is null`,
    'a contract has rooms and its six utility agreements': `
      select c.id from contract c
      where (select count(*) from contract_room r where r.contract_id = c.id) = 0
         or (select count(*) from utility_agreement u where u.contract_id = c.id) <> 6`,
    'a document belongs to a contract or a bill': `
      select d.id from document d where d.contract_id is null and d.bill_id is null`,
    'a live consumption share owes a consumption payable': `
      select s.id from bill_split s
      where s.deleted_at is null and s.cost_model_applied = 'consumption_based' and s.calculated_amount_cents > 0
        and not exists (select 1 from payable p where p.bill_split_id = s.id and p.type = 'consumption_bill')`,
    'a live settlement share is one settlement debit': `
      select s.id from bill_split s
      where s.deleted_at is null and s.cost_model_applied = 'settlement' and s.calculated_amount_cents > 0
        and (select count(*) from settlement_item i where i.bill_split_id = s.id and i.kind = 'debit') <> 1`,
    'a paid monthly advance is one settlement credit of its amount': `
      select p.id from payable p
      left join settlement_item i on i.payable_id = p.id and i.kind = 'credit' and i.source_type = 'settlement_base_fee'
      where p.type = 'settlement_base_fee' and p.status = 'paid' and p.amount_cents > 0
      group by p.id, p.amount_cents having count(i.id) <> 1 or sum(i.amount_cents) <> p.amount_cents`,
  };
  const violations: string[] = [];
  for (const [name, text] of Object.entries(checks)) {
    const rows = await query(text);
    if (rows.length > 0) violations.push(`${name}: ${rows.length} (${JSON.stringify(rows.slice(0, 3))})`);
  }
  return violations;
}
