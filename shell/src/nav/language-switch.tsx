import { setLanguage, useLanguage } from '@brf/i18n';
import { Languages } from 'lucide-react';
import styles from './nav-bar.module.css';

const OTHER = { en: { language: 'sv', name: 'Svenska' }, sv: { language: 'en', name: 'English' } } as const;

/**
 * Offers the other language, named in that language (as visitors look for it). Switching needs
 * no reload and is remembered for the next visit.
 */
export function LanguageSwitch({ className, onSwitched }: { className?: string; onSwitched?: () => void }) {
  const other = OTHER[useLanguage()];
  return (
    <button
      type="button"
      className={className ?? styles.languageSwitch}
      lang={other.language}
      data-language-switch
      onClick={() => void setLanguage(other.language).then(onSwitched)}
    >
      <Languages aria-hidden="true" size={18} />
      {other.name}
    </button>
  );
}
