/** Full address line: street, postal code, province, country. */
export function formatAddress(p: { street_address: string; postal_code: string; province: string; country: string }) {
  return `${p.street_address}, ${p.postal_code} ${p.province}, ${p.country}`;
}
