// The field names of the project forms, in the spec's words (the message catalogue translates
// them). Apart from the forms' rules, so a page that only shows them does not load the rules.

export const PROJECT_LABELS = {
  title: 'Title',
  description: 'Description',
  submission_deadline: 'Submission Deadline',
  max_bids: 'Max Bids',
  service_categories: 'Service Categories',
} as const;

export const ADDRESS_LABELS = {
  street: 'Street',
  street_number: 'Street number',
  zip: 'ZIP code',
  city: 'City',
} as const;
