import { getSupabase } from '../../client.ts';
import type { Succeeded } from '../data-error.ts';

/**
 * The columns every quote view reads, with its files and the provider's public profile; the terms
 * a board compares, and VAT as the database computes it (issue 30).
 */
export const QUOTE_SELECT = `id, project_id, service_provider_id, quote_amount, description, status, created_at,
  is_viewed, viewed_at, price_basis, amount_incl_vat, vat_amount, valid_until, planned_start, duration_weeks,
  warranty_years, payment_plan, hourly_rate, reservations, standard_terms,
  quote_attachments(id, file_name, file_type, file_size, storage_path, created_at),
  service_provider_profiles(id, organization_name, organization_number, average_rating)`;

/** The select every quote read starts from (its row type follows from the generated schema). */
export const selectQuotes = () => getSupabase().from('quotes').select(QUOTE_SELECT);

export type QuoteRow = Succeeded<Awaited<ReturnType<typeof selectQuotes>>>[number];
export type QuoteAttachment = QuoteRow['quote_attachments'][number];
