import { setLanguage, useLanguage, type Language } from '@brf/i18n';
import { selectIsLoggedIn, useSessionStore } from '@brf/supabase/session';
import { Languages } from 'lucide-react';
import styles from './nav-bar.module.css';

const OTHER = { en: { language: 'sv', name: 'Svenska' }, sv: { language: 'en', name: 'English' } } as const;

/**
 * Offers the other language, named in that language (as visitors look for it). Switching needs
 * no reload and is remembered for the next visit.
 */
export function LanguageSwitch({ className, onSwitched }: { className?: string; onSwitched?: () => void }) {
  const other = OTHER[useLanguage()];
  const loggedIn = useSessionStore(selectIsLoggedIn);
  const switchTo = async (language: Language) => {
    await setLanguage(language);
    onSwitched?.();
    if (loggedIn) void rememberOnAccount(language);
  };
  return (
    <button
      type="button"
      className={className ?? styles.languageSwitch}
      lang={other.language}
      data-language-switch
      onClick={() => void switchTo(other.language)}
    >
      <Languages aria-hidden="true" size={18} />
      {other.name}
    </button>
  );
}

/** The auth e-mails (password reset) are sent in the language the account last chose. */
async function rememberOnAccount(language: Language) {
  try {
    const { getSupabase } = await import('@brf/supabase');
    const { error } = await getSupabase().auth.updateUser({ data: { language } });
    if (error) throw error;
  } catch (error) {
    console.error('[shell] could not store the language on the account', error);
  }
}
