export interface AddressParts {
  street: string | null;
  street_number: string | null;
  zip: string | null;
  city: string | null;
}

/** 'Solgläntans väg 4, 123 45 Stockholm' */
export const addressLine = (a: AddressParts) =>
  [[a.street, a.street_number].filter(Boolean).join(' '), [a.zip, a.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
