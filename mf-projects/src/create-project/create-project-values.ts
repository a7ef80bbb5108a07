/** What the create form's controls hold (strings as inputs give them); the domain schema parses it. */
export interface CreateProjectValues {
  title: string;
  description: string;
  submission_deadline: string;
  max_bids: string;
  service_categories: string[];
  show_winner_publicly: boolean;
  sealed_bids: boolean;
  required_quote_terms: string[];
  viewing_dates: Array<{ viewing_date: string; duration_minutes: string }>;
  address: { street: string; street_number: string; zip: string; city: string };
  /** the board's own budget, read by no bidder (decision 0026) */
  budget: { amount: string; price_basis: string };
}

export const emptyCreateProjectValues: CreateProjectValues = {
  title: '',
  description: '',
  submission_deadline: '',
  max_bids: '',
  service_categories: [],
  show_winner_publicly: false,
  // follows max bids (sealedBidsByDefault) until the user ticks or unticks it
  sealed_bids: false,
  required_quote_terms: [],
  viewing_dates: [],
  address: { street: '', street_number: '', zip: '', city: '' },
  budget: { amount: '', price_basis: '' },
};
