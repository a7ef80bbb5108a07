// spec/accounts.md 9. The SQL CHECKs in supabase/schemas/01_tables.sql use the same numbers.
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 100;
export const PASSWORD_MIN_LENGTH = 10;
/** At least this many of each: digits, lowercase, uppercase, special characters. */
export const PASSWORD_MIN_PER_CLASS = 2;
export const NEW_PASSWORD_MIN_LENGTH = 6;
export const PHONE_MIN_LENGTH = 8;
export const PHONE_MAX_LENGTH = 30;
/** Optional +, then 8 to 30 digits, spaces, hyphens or parentheses (same as the SQL CHECK). */
export const PHONE_PATTERN = /^\+?[0-9 ()-]{8,30}$/;
export const EMAIL_MAX_LENGTH = 320;

export const ORGANIZATION_NUMBER_MAX_LENGTH = 20;
export const ORGANIZATION_NAME_MAX_LENGTH = 200;
export const CITY_MAX_LENGTH = 100;
export const STREET_ADDRESS_MAX_LENGTH = 255;
export const STREET_NUMBER_MAX_LENGTH = 20;
export const ZIP_PATTERN = /^[0-9]{3} ?[0-9]{2}$/;
export const APARTMENTS_MIN = 1;
export const APARTMENTS_MAX = 100_000;
export const PROFILE_DESCRIPTION_MAX_LENGTH = 2000;
export const WEBSITE_MAX_LENGTH = 255;
export const SERVICE_CATEGORIES_MIN = 1;
export const SERVICE_CATEGORIES_MAX = 100;

export const MFA_CODE_LENGTH = 6;
export const QR_IMAGE_SIZE_PX = 220;

export const RESEND_COOLDOWN_SECONDS = 60;
export const REGISTRATION_REDIRECT_DELAY_MS = 2000;
export const PASSWORD_UPDATE_REDIRECT_DELAY_MS = 2000;
export const USER_STATE_DEBOUNCE_MS = 100;
export const PROFILE_UPDATED_EVENT_DELAY_MS = 100;
export const PROFILE_UPDATED_EVENT = 'profileUpdated';
export const MOBILE_BREAKPOINT_PX = 768;

export const NOTIFICATIONS_FETCH_LIMIT = 50;
export const UNREAD_BADGE_CAP = 99;
export const NOTIFICATION_MESSAGE_MAX_LENGTH = 1000;

export const DASHBOARD_ACTIVITY_ITEMS = 10;
export const USER_GROWTH_WINDOW_DAYS = 30;
export const TOP_CATEGORIES_COUNT = 5;

export const SIGNED_URL_SECONDS = 3600;
export const LEGAL_LAST_UPDATED = 'January 15, 2025';
export const CURRENCY = 'SEK';

export const ORGANIZATION_TYPES = ['brf', 'service_provider'] as const;
export type OrganizationType = (typeof ORGANIZATION_TYPES)[number];
export const ADMIN_ROLE = 'admin';

export const REGISTRATION_STEPS = ['person_completed', 'organization_completed'] as const;
export type RegistrationStep = (typeof REGISTRATION_STEPS)[number];
