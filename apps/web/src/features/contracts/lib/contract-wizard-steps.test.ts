import { describe, expect, it } from 'vitest';

import {
  CONTRACT_WIZARD_STEPS,
  contractStepForError,
  contractStepFormFields,
  isRoomsConflict,
} from './contract-wizard-steps';

describe('contract wizard steps', () => {
  it('has the four steps of SPEC §2 in order', () => {
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
    expect(contractStepForError(400, ['tenantInfo.email'])).toBe(1);
    expect(contractStepForError(400, ['contractDetails.end_date'])).toBe(2);
    expect(contractStepForError(400, ['utilityAgreements.2.costModel'])).toBe(2);
    expect(contractStepForError(400, ['roomIds'])).toBe(3);
    expect(contractStepForError(400, ['documentInfo.temp_path'])).toBe(4);
  });

  it('goes to the earliest step when several steps hold refused fields', () => {
    expect(contractStepForError(400, ['roomIds', 'tenantInfo.email'])).toBe(1);
  });

  it('goes to the rooms on a conflict (a room was taken meanwhile)', () => {
    expect(contractStepForError(409, [])).toBe(3);
    expect(contractStepForError(409, ['contractDetails.start_date'])).toBe(2);
  });

  it('stays when no step holds the field (the property, or no field at all)', () => {
    expect(contractStepForError(400, ['contractDetails.property_id'])).toBeNull();
    expect(contractStepForError(404, [])).toBeNull();
    expect(contractStepForError(500, [])).toBeNull();
  });
});

describe('isRoomsConflict', () => {
  it('is true on a 409 or a refused room', () => {
    expect(isRoomsConflict(409, [])).toBe(true);
    expect(isRoomsConflict(400, ['roomIds'])).toBe(true);
    expect(isRoomsConflict(400, ['roomIds.1'])).toBe(true);
  });

  it('is false otherwise', () => {
    expect(isRoomsConflict(400, ['tenantInfo.email'])).toBe(false);
    expect(isRoomsConflict(400, ['roomIdsX'])).toBe(false);
  });
});
