import { useId } from 'react';
import type { Language, Translate } from '@brf/i18n';
import { formatDateTime } from '@brf/domain/format';
import type { Declaration } from '../../shared/api/award-board.ts';
import styles from './award-board.module.css';

interface DeclarationsListProps {
  declarations: Declaration[];
  t: Translate;
  language: Language;
}

/** The board's declarations of interest, for the minutes: who, when, and who stood aside from whom. */
export function DeclarationsList({ declarations, t, language }: DeclarationsListProps) {
  const headingId = useId();
  if (declarations.length === 0) return null;
  return (
    <section className={styles.record} aria-labelledby={headingId} data-declarations>
      <h3 id={headingId} className={styles.heading}>
        {t('declarations.title')}
      </h3>
      <ul className={styles.declarations}>
        {declarations.map((declaration) => {
          const name =
            declaration.user_id === null
              ? t('declarations.deletedUser')
              : (declaration.member_name ?? t('declarations.unnamed'));
          const when = formatDateTime(declaration.declared_at, language);
          return (
            <li key={`${declaration.user_id}-${declaration.declared_at}`}>
              {declaration.conflict_provider_names.length === 0
                ? t('declarations.none', { name, when })
                : t('declarations.conflict', {
                    name,
                    when,
                    companies: declaration.conflict_provider_names.join(', '),
                  })}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
