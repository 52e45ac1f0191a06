import type { LeaseTerms } from '@casaconti/core/schemas/lease';
import { contract } from '../../db/schema';

/** A contract's dates and monthly amounts (cents), as every read of its terms selects them. */
export const contractTermsColumns = {
  id: contract.id,
  startDate: contract.startDate,
  endDate: contract.endDate,
  rentAmount: contract.rentAmount,
  fixedFeeAmount: contract.fixedFeeAmount,
  settlementBaseAmount: contract.settlementBaseAmount,
};

/** The tenant as the landlord typed them on the contract (docs/decisions/019). */
export const contractTenantNameColumns = {
  tenantFirstName: contract.tenantFirstName,
  tenantLastName: contract.tenantLastName,
};

/** The lease's fields (docs/domain.md §14, §15) as the API names them. */
export const contractLeaseColumns = {
  contract_type: contract.contractType,
  cedolare_secca: contract.cedolareSecca,
  istat_update_share: contract.istatUpdateShare,
  registration_date: contract.registrationDate,
  registration_code: contract.registrationCode,
  registration_office: contract.registrationOffice,
  deposit_amount: contract.depositAmount,
  deposit_received_on: contract.depositReceivedOn,
  deposit_held_as: contract.depositHeldAs,
  deposit_interest_due: contract.depositInterestDue,
};

/** The lease's fields of a validated request → the contract's columns. */
export function leaseColumnValues(terms: LeaseTerms) {
  return {
    contractType: terms.contract_type,
    cedolareSecca: terms.cedolare_secca,
    istatUpdateShare: terms.istat_update_share,
    registrationDate: terms.registration_date,
    registrationCode: terms.registration_code,
    registrationOffice: terms.registration_office,
    depositAmount: terms.deposit_amount,
    depositReceivedOn: terms.deposit_received_on,
    depositHeldAs: terms.deposit_held_as,
    depositInterestDue: terms.deposit_interest_due,
  };
}
