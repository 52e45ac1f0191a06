import { PortfolioImportPage } from '@/features/imports/components/portfolio-import';

/** /dashboard/landlord/import (issue 50): the portfolio import from a spreadsheet and its export. */
export default function PortfolioImport() {
  return <PortfolioImportPage />;
}
