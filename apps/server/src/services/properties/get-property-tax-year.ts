import { taxYearWithoutRulesMessage } from '@casaconti/core/messages';
import { type TaxYearContract, taxYearRows } from '@casaconti/core/tax-year';
import { TAX_YEARS_SHIPPED } from '@casaconti/core/tax-year-rules';
import { and, asc, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { contract, rentUpdate } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { findLandlordProperty } from './find-landlord-property';
import { readPropertyTaxData } from './get-property-tax-data';

/**
 * GET /api/properties/:id/tax-year?year=: the year's rows per owner and contract (docs/domain.md
 * §19): the live contracts of the property running in the year, their rent steps from the ISTAT
 * updates applied (rent_update), the owners as stored (the landlord on the days no row covers).
 */
export async function getPropertyTaxYear(opts: {
  db: Queryable;
  landlordId: string;
  propertyId: string;
  year: number;
}) {
  const target = await findLandlordProperty(opts);
  const { cadastre, owners } = await readPropertyTaxData(opts.db, target.id);
  const contracts = await opts.db
    .select({
      id: contract.id,
      startDate: contract.startDate,
      endDate: contract.endDate,
      rentAmount: contract.rentAmount,
      cedolareSecca: contract.cedolareSecca,
      contractType: contract.contractType,
      tenantFirstName: contract.tenantFirstName,
      tenantLastName: contract.tenantLastName,
      registrationCode: contract.registrationCode,
      registrationDate: contract.registrationDate,
    })
    .from(contract)
    .where(
      and(
        eq(contract.propertyId, target.id),
        isNull(contract.deletedAt),
        lte(contract.startDate, `${opts.year}-12-31`),
        or(isNull(contract.endDate), gte(contract.endDate, `${opts.year}-01-01`)),
      ),
    )
    .orderBy(asc(contract.startDate), asc(contract.id));
  // One statement whatever the number of contracts (none: an empty IN reads nothing).
  const updates = await opts.db
    .select({
      contractId: rentUpdate.contractId,
      previousRent: rentUpdate.previousRent,
      newRent: rentUpdate.newRent,
      effectiveFrom: rentUpdate.effectiveFrom,
    })
    .from(rentUpdate)
    .where(
      inArray(
        rentUpdate.contractId,
        contracts.map((c) => c.id),
      ),
    )
    .orderBy(asc(rentUpdate.effectiveFrom));
  const input: TaxYearContract[] = contracts.map((c) => {
    const own = updates.filter((u) => u.contractId === c.id);
    return {
      id: c.id,
      startDate: c.startDate,
      endDate: c.endDate,
      rentSteps: [
        { from: c.startDate, monthlyRent: own[0]?.previousRent ?? c.rentAmount },
        ...own.map((u) => ({ from: u.effectiveFrom, monthlyRent: u.newRent })),
      ],
      cedolareSecca: c.cedolareSecca,
      concordato: c.contractType === 'concordato_3_2',
    };
  });
  const result = taxYearRows({ year: opts.year, owners, contracts: input });
  if (!result.ok) throw new AppError('VALIDATION', taxYearWithoutRulesMessage(opts.year, TAX_YEARS_SHIPPED));
  const byId = new Map(contracts.map((c) => [c.id, c]));
  return {
    year: opts.year,
    source: result.rules.source,
    rendita: cadastre?.rendita ?? null,
    rows: result.rows.map((r) => {
      const c = byId.get(r.contractId)!;
      return {
        ...r,
        tenantName: `${c.tenantFirstName} ${c.tenantLastName}`,
        registrationCode: c.registrationCode,
        registrationDate: c.registrationDate,
      };
    }),
  };
}
