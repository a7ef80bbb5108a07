import type { DeclarationRecord } from '../api/decision-quotes.ts';
import { declarationText } from '../pack-facts.ts';
import { formatWhen, type PackTexts } from '../pack-texts.ts';
import { PackPart } from './pack-part.tsx';
import styles from '../decision-pack.module.css';

/** Part 4: each board member's declaration of interest, oldest first. */
export function DeclarationsPart({
  declarations,
  texts,
}: {
  declarations: readonly DeclarationRecord[];
  texts: PackTexts;
}) {
  const { t, language } = texts;
  const caption = t('decision.declarations.caption');
  return (
    <PackPart id="declarations" title={t('decision.declarations.title')}>
      {declarations.length === 0 ? (
        <p className={styles.note}>{t('decision.declarations.none')}</p>
      ) : (
        <div className={styles.tableScroll} tabIndex={0} role="region" aria-label={caption}>
          <table className={styles.table}>
            <caption>{caption}</caption>
            <thead>
              <tr>
                <th scope="col">{t('decision.declarations.member')}</th>
                <th scope="col">{t('decision.declarations.declaredAt')}</th>
                <th scope="col">{t('decision.declarations.conflicts')}</th>
              </tr>
            </thead>
            <tbody>
              {declarations.map((declaration) => (
                <tr key={`${declaration.memberName}-${declaration.declaredAt}`}>
                  <th scope="row">{declaration.memberName ?? t('decision.unnamed')}</th>
                  <td>{formatWhen(declaration.declaredAt, language)}</td>
                  <td>{declarationText(declaration, t)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </PackPart>
  );
}
