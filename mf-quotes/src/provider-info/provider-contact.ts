/** How the provider info modal writes a provider's contact details and links. */
export interface ProviderContactFields {
  contact_person_first_name: string | null;
  contact_person_last_name: string | null;
  street_address: string;
  street_number: string;
  zip: string;
  city: string;
}

/** 'Anna Berg', or only the part that is there; '' when neither is. */
export const contactName = (
  provider: Pick<ProviderContactFields, 'contact_person_first_name' | 'contact_person_last_name'>,
) => [provider.contact_person_first_name, provider.contact_person_last_name].filter(Boolean).join(' ');

/** 'Storgatan 12, 111 22 Stockholm'. */
export const addressLine = (
  provider: Pick<ProviderContactFields, 'street_address' | 'street_number' | 'zip' | 'city'>,
) => `${provider.street_address} ${provider.street_number}, ${provider.zip} ${provider.city}`;

/** A tel: link that dials what was typed ('08-123 45 67' -> 'tel:081234567', '+46 8 ...' keeps its +). */
export const phoneHref = (phone: string) => `tel:${phone.replace(/[^+0-9]/g, '')}`;

/** The website as typed when it names its scheme, else over https ('bygg.se' -> 'https://bygg.se'). */
export const websiteHref = (website: string) => (/^https?:\/\//i.test(website) ? website : `https://${website}`);
