import { keptTenantRead } from '../lists/kept-answers';
import { getTenantStatements } from '../statement/get-tenant-statements';
import { getTenantOverview } from './get-tenant-overview';
import { getTenantPayablesPage } from './get-tenant-payables-page';

/** GET /api/tenant/overview's answer, kept (decision 141). */
export const getKeptTenantOverview = keptTenantRead('tenant/overview', getTenantOverview);

/** GET /api/tenant/statements' statements, kept (decision 141). */
export const getKeptTenantStatements = keptTenantRead('tenant/statements', getTenantStatements);

/** GET /api/tenant/payables/page's page, kept per query (decision 141). */
export const getKeptTenantPayablesPage = keptTenantRead('tenant/payables/page', getTenantPayablesPage);
