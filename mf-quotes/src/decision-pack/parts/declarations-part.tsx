import type { BoardChangeRecord, DeclarationRecord } from '../api/decision-quotes.ts';
import { declarationText } from '../pack-facts.ts';
import { formatWhen, type PackTexts } from '../pack-texts.ts';
import { PackPart } from './pack-part.tsx';
import styles from '../decision-pack.module.css';

/** 'joined the board as member, invited by Stina Berg': a change of the board in words. */
function changeText(change: BoardChangeRecord, t: PackTexts['t']): string {
  switch (change.change) {
    case 'joined':
      return change.invitedBy
        ? t('decision.board.joinedInvited', { invitedBy: change.invitedBy })
        : t('decision.board.joined');
    case 'left':
      return t('decision.board.left');
    case 'removed':
      return t('decision.board.removed', { by: change.by ?? t('decision.unnamed') });
    case 'role_changed':
      return t('decision.board.roleChanged', { by: change.by ?? t('decision.unnamed') });
    default:
      return t('decision.board.changed');
  }
}

/**
 * Part 4: each board member's declaration of interest, oldest first, and who came to the board,
 * left it or changed role while the request ran (decision 0031).
 */
export function DeclarationsPart({
  declarations,
  boardChanges = [],
  texts,
}: {
  declarations: readonly DeclarationRecord[];
  boardChanges?: readonly BoardChangeRecord[];
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
      {boardChanges.length > 0 ? (
        <div
          className={styles.tableScroll}
          tabIndex={0}
          role="region"
          aria-label={t('decision.board.caption')}
          data-board-changes
        >
          <table className={styles.table}>
            <caption>{t('decision.board.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('decision.board.member')}</th>
                <th scope="col">{t('decision.board.when')}</th>
                <th scope="col">{t('decision.board.change')}</th>
              </tr>
            </thead>
            <tbody>
              {boardChanges.map((change) => (
                <tr key={`${change.person}-${change.at}`}>
                  <th scope="row">{change.person ?? t('decision.unnamed')}</th>
                  <td>{formatWhen(change.at, language)}</td>
                  <td>{changeText(change, t)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </PackPart>
  );
}
