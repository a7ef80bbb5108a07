import { useEffect, useRef, useState } from 'react';
import { Search, X } from 'lucide-react';
import { useTranslation } from '@brf/i18n';
import { Field, cx } from '@brf/ui';
import { projectsCatalogue } from '../../i18n.ts';
import styles from './project-filters-bar.module.css';

/** Typing waits this long before the list asks the database again. */
const SEARCH_SETTLE_MS = 300;

/** The search text with its clear action; the URL (and the query) follow once typing pauses. */
export function SearchBox({ value, onChange }: { value: string; onChange: (q: string) => void }) {
  const { t } = useTranslation(projectsCatalogue);
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const inputRef = useRef<HTMLInputElement>(null);

  // the URL changed from elsewhere (Clear, back button): show it
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (text === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = text;
      onChange(text);
    }, SEARCH_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [text, onChange]);

  return (
    <Field label={t('filters.search')} className={styles.search}>
      {(control) => (
        <div className={styles.searchBox}>
          <Search aria-hidden="true" size={16} className={styles.searchIcon} />
          <input
            {...control}
            ref={inputRef}
            type="search"
            className={cx(control.className, styles.searchInput)}
            value={text}
            placeholder={t('filters.searchPlaceholder')}
            onChange={(event) => setText(event.currentTarget.value)}
          />
          {text ? (
            <button
              type="button"
              className={styles.clearSearch}
              aria-label={t('filters.clearSearch')}
              onClick={() => {
                sent.current = '';
                setText('');
                onChange('');
                inputRef.current?.focus();
              }}
            >
              <X aria-hidden="true" size={16} />
            </button>
          ) : null}
        </div>
      )}
    </Field>
  );
}
