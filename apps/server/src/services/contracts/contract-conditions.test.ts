/**
 * The shared contract conditions over a query's own aliases (document access joins the contract
 * and its property under other names): the same rule, on the aliased tables.
 */
import { alias, PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { contract, property } from '../../db/schema';
import { landlordContractCondition, landlordWritableContractCondition } from './landlord-contract-condition';
import { tenantContractCondition } from './tenant-contract-condition';

const dialect = new PgDialect();
const sqlOf = (condition: Parameters<PgDialect['sqlToQuery']>[0]) => dialect.sqlToQuery(condition);

describe('contract conditions over aliases', () => {
  const docContract = alias(contract, 'doc_contract');
  const docProperty = alias(property, 'doc_property');

  it('reads the default tables when given none', () => {
    expect(sqlOf(landlordContractCondition('u1')).sql).toBe(
      '("contract"."deleted_at" is null and "property"."landlord_id" = $1)',
    );
    expect(sqlOf(tenantContractCondition('u1')).sql).toBe(
      '("contract"."tenant_id" = $1 and "contract"."deleted_at" is null and "contract"."accepted_at" is not null)',
    );
  });

  it('reads the aliases it is given, with the same rule', () => {
    const landlord = sqlOf(landlordWritableContractCondition('u1', { contract: docContract, property: docProperty }));
    expect(landlord.sql).toBe(
      '(("doc_contract"."deleted_at" is null and "doc_property"."landlord_id" = $1) and "doc_property"."deleted_at" is null)',
    );
    expect(landlord.params).toEqual(['u1']);
    expect(sqlOf(tenantContractCondition('u1', docContract)).sql).toBe(
      '("doc_contract"."tenant_id" = $1 and "doc_contract"."deleted_at" is null and "doc_contract"."accepted_at" is not null)',
    );
  });
});
