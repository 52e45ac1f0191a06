import { describe, expect, it } from 'vitest';
import { COST_MODELS, PAYABLE_TYPES, SPLIT_CRITERIA, UTILITY_CATEGORIES } from './constants';
import {
  adjustmentTypeLabel,
  categoryLabel,
  contractCreditLabel,
  contractStatusLabel,
  costModelLabel,
  creditSourceLabel,
  landlordPayableStatusLabel,
  ownerShareReasonLabel,
  payableItemLabel,
  payableTypeLabel,
  publicPayableStatusLabel,
  splitCriterionLabel,
} from './labels';
import { OWNER_SHARE_REASONS } from './split-criteria';

describe('labels', () => {
  it('names the utility categories as docs/product.md §3', () => {
    expect(UTILITY_CATEGORIES.map(categoryLabel)).toEqual([
      'Amministrative e condominiali',
      'Acqua',
      'Luce',
      'Gas',
      'Internet',
      'Riscaldamento',
    ]);
    expect(categoryLabel('manual_adjustment')).toBe('Rettifica manuale');
    expect(categoryLabel('sewage')).toBe('Categoria sconosciuta');
    expect(categoryLabel('toString')).toBe('Categoria sconosciuta');
    expect(categoryLabel(null)).toBe('Categoria sconosciuta');
  });

  it('names cost models and payable types, with the SPEC fallbacks', () => {
    expect(COST_MODELS.map(costModelLabel)).toEqual(['Gestione autonoma', 'A consumo', 'A conguaglio', 'Forfettario']);
    expect(costModelLabel('other')).toBe('Modello sconosciuto');
    expect(PAYABLE_TYPES.map(payableTypeLabel)).toEqual([
      'Affitto',
      'Quota fissa',
      'Anticipo conguaglio',
      'Bolletta a consumo',
      'Saldo conguaglio',
      'Credito conguaglio',
      'Credito iniziale',
    ]);
    expect(payableTypeLabel('other')).toBe('Tipo sconosciuto');
  });

  it("names an item with its bill's utility: 'Bolletta a consumo · Luce' (issue 46 item 13)", () => {
    expect(payableItemLabel('consumption_bill', 'electricity')).toBe('Bolletta a consumo · Luce');
    expect(payableItemLabel('consumption_bill', 'heating')).toBe('Bolletta a consumo · Riscaldamento');
    expect(payableItemLabel('rent', null)).toBe('Affitto');
    expect(payableItemLabel('rent')).toBe('Affitto');
  });

  it('words payable statuses for the public statement and the landlord', () => {
    expect(publicPayableStatusLabel('due')).toBe('in attesa di pagamento');
    expect(publicPayableStatusLabel('overdue')).toBe('in attesa di pagamento');
    expect(publicPayableStatusLabel('pending_settlement')).toBe('importi da conguagliare');
    expect(publicPayableStatusLabel('paid')).toBe('pagato');
    expect(publicPayableStatusLabel('cancelled')).toBe('stato sconosciuto');
    expect(landlordPayableStatusLabel('due')).toBe('Da pagare');
    expect(landlordPayableStatusLabel('overdue')).toBe('In ritardo');
    expect(landlordPayableStatusLabel('paid')).toBe('Pagato');
    expect(landlordPayableStatusLabel('pending_settlement')).toBe('Da conguagliare');
  });

  it('shows the raw value for terminated contracts', () => {
    expect(contractStatusLabel('active')).toBe('Attivo');
    expect(contractStatusLabel('pending_acceptance')).toBe('In attesa di accettazione');
    expect(contractStatusLabel('expired')).toBe('Scaduto');
    expect(contractStatusLabel('terminated')).toBe('terminated');
  });

  it('names credit sources (docs/product.md §3) and contract credits (docs/product.md §2)', () => {
    expect(creditSourceLabel('settlement_base_fee')).toBe('Anticipo Conguaglio');
    expect(creditSourceLabel('manual_adjustment')).toBe('Correzione manuale');
    expect(creditSourceLabel('electricity')).toBe('Credito Luce');
    expect(contractCreditLabel('settlement_base_fee')).toBe('Anticipo conguaglio');
    expect(contractCreditLabel('manual_adjustment')).toBe('Credito manuale');
    expect(contractCreditLabel('other')).toBe('Credito');
  });

  it('names a deposit interest credit by its year, not as a manual one (docs/domain.md §14)', () => {
    expect(creditSourceLabel('manual_adjustment', 2025)).toBe('Interessi deposito cauzionale 2025');
    expect(contractCreditLabel('manual_adjustment', 2025)).toBe('Interessi deposito cauzionale 2025');
    expect(creditSourceLabel('manual_adjustment', null)).toBe('Correzione manuale');
    expect(contractCreditLabel('manual_adjustment', null)).toBe('Credito manuale');
  });

  it('labels the adjustment types as SPEC', () => {
    expect(adjustmentTypeLabel('credit')).toBe("Credito | a favore dell'inquilino");
    expect(adjustmentTypeLabel('debit')).toBe("Costo | da addebitare all'inquilino");
  });

  it('reads an outstanding negative amount as a credit, never da pagare (docs/domain.md §6)', () => {
    expect(publicPayableStatusLabel('due', -1999)).toBe('Credito a tuo favore');
    expect(publicPayableStatusLabel('overdue', -1)).toBe('Credito a tuo favore');
    expect(landlordPayableStatusLabel('due', -1999)).toBe('Da restituire');
    expect(landlordPayableStatusLabel('overdue', -1999)).toBe('Da restituire');
    expect(publicPayableStatusLabel('due', 1999)).toBe('in attesa di pagamento');
    expect(landlordPayableStatusLabel('due', 0)).toBe('Da pagare');
    expect(landlordPayableStatusLabel('paid', -1999)).toBe('Pagato');
    expect(publicPayableStatusLabel('pending_settlement', -500)).toBe('importi da conguagliare');
  });
});

describe('split criterion labels (docs/domain.md §5)', () => {
  it('names the criteria and the owner’s share reasons', () => {
    expect(SPLIT_CRITERIA.map(splitCriterionLabel)).toEqual([
      'Presenze (giorni × occupanti)',
      'Stanze (giorni × stanze)',
      'Letture (consumi misurati)',
    ]);
    expect(splitCriterionLabel('area')).toBe('Criterio sconosciuto');
    expect(splitCriterionLabel(null)).toBe('Criterio sconosciuto');
    expect(OWNER_SHARE_REASONS.map(ownerShareReasonLabel)).toEqual([
      'giorni senza inquilini',
      'stanze libere',
      'nessun consumo misurato',
      'nessun contratto partecipa',
      'quota esclusa',
    ]);
  });
});
