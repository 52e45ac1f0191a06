import type { PropertyDetailsInput } from '@casaconti/core/schemas/property';

export type PropertyDetailsFieldName = keyof PropertyDetailsInput;

/** The five property details in form order, with their labels (docs/product.md §2 Edit property). */
export const PROPERTY_DETAILS_FIELDS: readonly {
  name: PropertyDetailsFieldName;
  label: string;
  /** Grid placement: full row, or one of three columns from sm up. */
  wide: boolean;
}[] = [
  { name: 'name', label: 'Nome Proprietà', wide: true },
  { name: 'street_address', label: 'Indirizzo', wide: true },
  { name: 'postal_code', label: 'Codice Postale', wide: false },
  { name: 'province', label: 'Provincia', wide: false },
  { name: 'country', label: 'Paese', wide: false },
];

export const propertyDetailsGridClassName = 'grid grid-cols-1 gap-4 sm:grid-cols-3';
export const wideFieldClassName = 'sm:col-span-3';

/** A new property's form; the country starts as 'Italia' (most properties are in Italy). */
export const EMPTY_PROPERTY_DETAILS: PropertyDetailsInput = {
  name: '',
  street_address: '',
  postal_code: '',
  province: '',
  country: 'Italia',
};
