/**
 * How a person's name and a property's address read on every screen, email and statement: the
 * one formatting of each, for the server and the web app.
 */

/** 'Nome Cognome'; either part may be empty (no stray space). */
export function fullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}

/** The full address line: 'street, postal code province, country'. */
export function formatAddress(address: {
  streetAddress: string;
  postalCode: string;
  province: string;
  country: string;
}): string {
  return `${address.streetAddress}, ${address.postalCode} ${address.province}, ${address.country}`;
}
