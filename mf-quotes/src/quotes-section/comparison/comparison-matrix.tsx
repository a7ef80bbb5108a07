import { useId, useState } from 'react';
import { CircleAlert, Trophy } from 'lucide-react';
import type { Language, Translate } from '@brf/i18n';
import { headlineAmount, type AmountOnBothBases } from '@brf/domain/format';
import { useDomainMessage } from '@brf/domain/i18n';
import { Badge, Button, cx, InlineAlert, Skeleton, VisuallyHidden } from '@brf/ui';
import {
  bestQuoteIds,
  comparisonFields,
  memberScoreText,
  missesRequiredTerm,
  type ComparedQuote,
  type ComparisonField,
} from './compared-quotes.ts';
import { OwnNote, OwnScore } from './own-assessment.tsx';
import styles from './comparison-matrix.module.css';

export interface ComparisonMatrixProps {
  projectId: string;
  quotes: readonly ComparedQuote[];
  /** the board's own budget, which each quote is set against (decision 0026); null when none is set */
  budget?: AmountOnBothBases | null;
  /** the terms the request required of every quote (project_details.required_quote_terms) */
  requiredTerms: readonly string[];
  /** chair, members and deputies score and keep notes; the others read the scores */
  mayAssess: boolean;
  /** the reader declared a conflict of interest: it reads the scores and assesses nothing */
  conflicted?: boolean;
  userId: string | null;
  /** the read of the terms and scores */
  status: 'pending' | 'error' | 'success';
  onRetry: () => void;
  t: Translate;
  language: Language;
}

/**
 * The quotes side by side for the board: a column per quote, a row per term, the best value of a
 * row marked in words, a required term left out flagged; the members' scores and the reader's own.
 */
export function ComparisonMatrix(props: ComparisonMatrixProps) {
  const { projectId, quotes, requiredTerms, mayAssess, conflicted, userId, status, onRetry, t, language } = props;
  const message = useDomainMessage();
  const headingId = useId();
  const captionId = useId();
  const [announcement, setAnnouncement] = useState('');
  return (
    <section className={styles.matrix} aria-labelledby={headingId} data-comparison>
      <h3 id={headingId} className={styles.heading}>
        {t('matrix.title')}
      </h3>
      {props.budget ? (
        <p className={styles.budget} data-budget>
          {t('matrix.budget', { amount: message(headlineAmount(props.budget, { exact: true })) })}
        </p>
      ) : null}
      {status === 'pending' ? (
        <Skeleton height="12rem" radius="md" />
      ) : status === 'error' ? (
        <InlineAlert
          tone="error"
          action={
            <Button variant="secondary" size="small" onClick={onRetry}>
              {t('section.retry')}
            </Button>
          }
        >
          {t('matrix.loadError')}
        </InlineAlert>
      ) : (
        <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
          <table className={styles.table}>
            <caption id={captionId}>
              {t('matrix.caption')}
              <span className={styles.scrollHint}>{t('matrix.scrollHint')}</span>
            </caption>
            <thead>
              <tr>
                <th scope="col" className={styles.corner}>
                  {t('matrix.company')}
                </th>
                {quotes.map((quote) => (
                  <th scope="col" key={quote.id} data-quote-id={quote.id}>
                    {quote.provider}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {comparisonFields(quotes).map((field) => (
                <FieldRow
                  key={field.id}
                  field={field}
                  quotes={quotes}
                  requiredTerms={requiredTerms}
                  t={t}
                  language={language}
                />
              ))}
              {mayAssess ? (
                <>
                  <tr data-row="yourScore">
                    <th scope="row" className={styles.rowHeader}>
                      {t('matrix.yourScore')}
                    </th>
                    {quotes.map((quote) => (
                      <td key={quote.id}>
                        <OwnScore projectId={projectId} quote={quote} userId={userId} onSaved={setAnnouncement} t={t} />
                      </td>
                    ))}
                  </tr>
                  <tr data-row="yourNote">
                    <th scope="row" className={styles.rowHeader}>
                      {t('matrix.yourNote')}
                      <span className={styles.rowHint}>{t('matrix.noteHint')}</span>
                    </th>
                    {quotes.map((quote) => (
                      <td key={quote.id}>
                        <OwnNote projectId={projectId} quote={quote} onSaved={setAnnouncement} t={t} />
                      </td>
                    ))}
                  </tr>
                </>
              ) : null}
            </tbody>
          </table>
        </div>
      )}
      {conflicted && status === 'success' ? <InlineAlert tone="info">{t('matrix.conflicted')}</InlineAlert> : null}
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </section>
  );
}

interface FieldRowProps {
  field: ComparisonField;
  quotes: readonly ComparedQuote[];
  requiredTerms: readonly string[];
  t: Translate;
  language: Language;
}

function FieldRow({ field, quotes, requiredTerms, t, language }: FieldRowProps) {
  const best = bestQuoteIds(quotes, field);
  return (
    <tr data-row={field.id}>
      <th scope="row" className={styles.rowHeader}>
        {t(field.label)}
      </th>
      {quotes.map((quote) => {
        const isBest = best.has(quote.id);
        const missing = missesRequiredTerm(quote, field, requiredTerms);
        const text = field.text(quote, t, language);
        return (
          <td
            key={quote.id}
            className={cx(field.long && styles.long, isBest && styles.best)}
            data-best={isBest || undefined}
            data-missing={missing || undefined}
          >
            {field.id === 'scores' ? (
              <MemberScores quote={quote} t={t} />
            ) : (
              <span className={styles.cell}>
                {text ?? (missing ? null : <span className={styles.muted}>–</span>)}
                {missing ? (
                  <Badge tone="warning" className={styles.mark}>
                    <CircleAlert aria-hidden="true" size={12} /> {t('matrix.missing')}
                  </Badge>
                ) : null}
                {isBest ? (
                  <Badge tone="success" className={styles.mark}>
                    <Trophy aria-hidden="true" size={12} /> {t('matrix.best')}
                  </Badge>
                ) : null}
              </span>
            )}
          </td>
        );
      })}
    </tr>
  );
}

function MemberScores({ quote, t }: { quote: ComparedQuote; t: Translate }) {
  if (quote.scores.length === 0) return <span className={styles.muted}>{t('matrix.noScores')}</span>;
  return (
    <ul className={styles.scores}>
      {quote.scores.map((score) => (
        <li
          key={score.user_id}
          className={cx(score.excluded && styles.excluded)}
          data-excluded={score.excluded || undefined}
        >
          {memberScoreText(score, t)}
        </li>
      ))}
    </ul>
  );
}
