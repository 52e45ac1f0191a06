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
