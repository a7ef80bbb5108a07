/** The quote form's field labels (the spec's English; the domain catalogue translates them). */
export const QUOTE_LABELS = { quote_amount: 'Quote Amount', description: 'Description' } as const;

/** The labels of a quote's terms (issue 30), named in the form's messages ('Duration in weeks must be at least 1'). */
export const QUOTE_TERM_LABELS = {
  price_basis: 'Price basis',
  valid_until: 'Valid until',
  planned_start: 'Planned start',
  duration_weeks: 'Duration in weeks',
  warranty_years: 'Warranty in years',
  payment_plan: 'Payment plan',
  hourly_rate: 'Hourly rate for changes and extra work (ÄTA)',
  reservations: 'Reservations',
  standard_terms: 'Standard contract',
} as const;
