import { describe, expect, it } from 'vitest';

import { firstStepWithField } from './wizard-steps';

const steps = [
  { fieldPrefixes: ['tenantInfo', 'tenant'] },
  { fieldPrefixes: ['contractDetails', 'utilityAgreements', 'terms'] },
  { fieldPrefixes: ['roomIds'] },
  { fieldPrefixes: [] },
];

describe('firstStepWithField', () => {
  it('finds the step of a nested, indexed or bare field path', () => {
    expect(firstStepWithField(steps, ['tenantInfo.email'])).toBe(1);
    expect(firstStepWithField(steps, ['terms.rent_amount'])).toBe(2);
    expect(firstStepWithField(steps, ['utilityAgreements.3.costModel'])).toBe(2);
    expect(firstStepWithField(steps, ['utilityAgreements[3]'])).toBe(2);
    expect(firstStepWithField(steps, ['roomIds'])).toBe(3);
  });

  it('takes the earliest step when fields of several steps failed', () => {
    expect(firstStepWithField(steps, ['roomIds', 'contractDetails.end_date', 'tenantInfo.firstName'])).toBe(1);
    expect(firstStepWithField(steps, ['roomIds', 'contractDetails.end_date'])).toBe(2);
  });

  it('matches whole path segments only', () => {
    expect(firstStepWithField(steps, ['tenantInfoExtra'])).toBeNull();
    expect(firstStepWithField(steps, ['roomIdsOld.0'])).toBeNull();
  });

  it('is null for no fields or fields no step shows', () => {
    expect(firstStepWithField(steps, [])).toBeNull();
    expect(firstStepWithField(steps, ['documentInfo.temp_path'])).toBeNull();
  });
});
