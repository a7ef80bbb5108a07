/** The quote form's field labels (the spec's English; the domain catalogue translates them). */
export const QUOTE_LABELS = { quote_amount: 'Quote Amount', description: 'Description' } as const;
