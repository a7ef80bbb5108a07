// spec/projects.md 9. The SQL CHECKs in supabase/schemas/01_tables.sql use the same numbers.
export const TITLE_MIN_LENGTH = 3;
export const TITLE_MAX_LENGTH = 200;
export const DESCRIPTION_MIN_LENGTH = 10;
export const DESCRIPTION_MAX_LENGTH = 2000;
export const MAX_BIDS_MIN = 1;
export const MAX_BIDS_MAX = 1000;
export const DEADLINE_MIN_LEAD_DAYS = 7;
export const DEFAULT_DEADLINE_FILTER_YEARS = 10;

export const VIEWING_DURATION_MIN = 15;
export const VIEWING_DURATION_MAX = 480;
export const VIEWING_DURATION_STEP = 15;
export const VIEWING_DURATION_DEFAULT = 60;
export const VIEWING_COMMENTS_MAX_LENGTH = 1000;

export const ADDRESS_CITY_MAX_LENGTH = 100;
export const ADDRESS_STREET_MAX_LENGTH = 255;
export const ADDRESS_STREET_NUMBER_MAX_LENGTH = 20;
export const ADDRESS_ZIP_MAX_LENGTH = 10;
export const ADDRESS_COUNTY_MAX_LENGTH = 100;
export const DEFAULT_COUNTY = 'Sweden';

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const REVIEW_COMMENT_MAX_LENGTH = 2000;
export const MESSAGE_TEXT_MAX_LENGTH = 5000;

export const DESCRIPTION_PREVIEW_LIST = 200;
export const DESCRIPTION_PREVIEW_CARDS = 100;
export const MESSAGE_THREAD_INDENT_PX = 16;
export const QUOTE_STATS_WEEK_DAYS = 7;
export const QUOTE_STATS_MONTHS = 1;

export const PROJECT_STATUSES = ['open', 'closed', 'awarded', 'cancelled', 'in_progress', 'completed'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
/** The statuses the list filter offers: the spec's three, and cancelled, which the list can show too. */
export const FILTERABLE_PROJECT_STATUSES = ['open', 'closed', 'awarded', 'cancelled'] as const;
export type FilterableProjectStatus = (typeof FILTERABLE_PROJECT_STATUSES)[number];

export const QUOTE_STATUSES = ['submitted', 'accepted', 'rejected', 'withdrawn'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
