import { describe, expect, it } from 'vitest';

import {
  CONTRACT_WIZARD_STEPS,
  contractStepForError,
  contractStepFormFields,
  isRoomsConflict,
} from './contract-wizard-steps';

describe('contract wizard steps', () => {
  it('has the four steps of docs/product.md §2 in order', () => {
    expect(CONTRACT_WIZARD_STEPS.map((step) => step.label)).toEqual(['Inquilino', 'Condizioni', 'Stanze', 'Documento']);
  });

  it('validates the tenant on step 1, the terms on step 2, no form field after', () => {
    expect(contractStepFormFields(1)).toEqual(['tenant']);
    expect(contractStepFormFields(2)).toEqual(['terms']);
    expect(contractStepFormFields(3)).toEqual([]);
    expect(contractStepFormFields(4)).toEqual([]);
    expect(contractStepFormFields(5)).toEqual([]);
  });
});

describe('contractStepForError', () => {
  it('goes to the step holding the refused field', () => {
    expect(contractStepForError('VALIDATION', ['tenantInfo.email'])).toBe(1);
    expect(contractStepForError('VALIDATION', ['contractDetails.end_date'])).toBe(2);
    expect(contractStepForError('VALIDATION', ['utilityAgreements.2.costModel'])).toBe(2);
    expect(contractStepForError('VALIDATION', ['roomIds'])).toBe(3);
    expect(contractStepForError('VALIDATION', ['documentInfo.temp_path'])).toBe(4);
  });

  it('goes to the earliest step when several steps hold refused fields', () => {
    expect(contractStepForError('VALIDATION', ['roomIds', 'tenantInfo.email'])).toBe(1);
  });

  it('goes to the rooms on a conflict (a room was taken meanwhile)', () => {
    expect(contractStepForError('CONFLICT', [])).toBe(3);
    expect(contractStepForError('CONFLICT', ['contractDetails.start_date'])).toBe(2);
  });

  it('stays when no step holds the field (the property, or no field at all)', () => {
    expect(contractStepForError('VALIDATION', ['contractDetails.property_id'])).toBeNull();
    expect(contractStepForError('NOT_FOUND', [])).toBeNull();
    expect(contractStepForError('INTERNAL', [])).toBeNull();
  });
});

describe('isRoomsConflict', () => {
  it('is true on a CONFLICT or a refused room', () => {
    expect(isRoomsConflict('CONFLICT', [])).toBe(true);
    expect(isRoomsConflict('VALIDATION', ['roomIds'])).toBe(true);
    expect(isRoomsConflict('VALIDATION', ['roomIds.1'])).toBe(true);
  });

  it('is false otherwise', () => {
    expect(isRoomsConflict('VALIDATION', ['tenantInfo.email'])).toBe(false);
    expect(isRoomsConflict('VALIDATION', ['roomIdsX'])).toBe(false);
  });
});
