import { useRef, useState } from 'react';
import type { Translate } from '@brf/i18n';
import { QUOTE_NOTE_MAX_LENGTH, QUOTE_SCORES } from '@brf/domain/quotes';
import { Button, Field, VisuallyHidden } from '@brf/ui';
import { useSaveNote, useSaveScore } from '../../shared/api/quote-assessments.ts';
import { showToast } from '../../shared/quotes-bus.ts';
import type { ComparedQuote } from './compared-quotes.ts';
import styles from './comparison-matrix.module.css';

interface OwnScoreProps {
  projectId: string;
  quote: ComparedQuote;
  userId: string | null;
  /** says what was saved, in the comparison's live region */
  onSaved: (message: string) => void;
  t: Translate;
}

/** The reader's score of one quote, 1 to 5 or none, saved when chosen. */
export function OwnScore({ projectId, quote, userId, onSaved, t }: OwnScoreProps) {
  const save = useSaveScore();
  const stored = quote.scores.find((score) => score.user_id === userId)?.score ?? null;
  // only the reader writes its own score: what it chose is what the database holds once saved
  const [chosen, setChosen] = useState<number | null>(stored);
  const provider = quote.provider;
  const choose = (value: string) => {
    const score = value === '' ? null : Number(value);
    const before = chosen;
    setChosen(score);
    save.mutate(
      { projectId, quoteId: quote.id, score },
      {
        onSuccess: () => onSaved(t(score === null ? 'matrix.scoreRemoved' : 'matrix.scoreSaved', { provider })),
        onError: () => {
          setChosen(before);
          showToast('error', t('matrix.scoreFailed'));
        },
      },
    );
  };
  return (
    <Field
      as="select"
      className={styles.own}
      label={<VisuallyHidden>{t('matrix.yourScoreFor', { provider })}</VisuallyHidden>}
      value={chosen?.toString() ?? ''}
      onChange={(event) => choose(event.currentTarget.value)}
    >
      <option value="">{t('matrix.noScore')}</option>
      {QUOTE_SCORES.map((score) => (
        <option key={score} value={score}>
          {t('matrix.scoreOption', { score })}
        </option>
      ))}
    </Field>
  );
}

interface OwnNoteProps {
  projectId: string;
  quote: ComparedQuote;
  onSaved: (message: string) => void;
  t: Translate;
}

/** The reader's private note on one quote, saved when it leaves the field or presses the button. */
export function OwnNote({ projectId, quote, onSaved, t }: OwnNoteProps) {
  const save = useSaveNote();
  const [draft, setDraft] = useState(quote.note ?? '');
  // what the database holds (or is being sent): leaving the field and pressing the button save once
  const saved = useRef(quote.note ?? '');
  const provider = quote.provider;
  const commit = () => {
    const note = draft.trim();
    if (note === saved.current) return;
    const before = saved.current;
    saved.current = note;
    save.mutate(
      { projectId, quoteId: quote.id, note },
      {
        onSuccess: () => onSaved(t('matrix.noteSaved', { provider })),
        onError: () => {
          saved.current = before;
          showToast('error', t('matrix.noteFailed'));
        },
      },
    );
  };
  return (
    <div className={styles.own}>
      <Field
        as="textarea"
        label={<VisuallyHidden>{t('matrix.yourNoteFor', { provider })}</VisuallyHidden>}
        rows={3}
        maxLength={QUOTE_NOTE_MAX_LENGTH}
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onBlur={commit}
      />
      <Button
        variant="secondary"
        size="small"
        busy={save.isPending}
        aria-label={t('matrix.saveNoteFor', { provider })}
        onClick={commit}
      >
        {t('matrix.saveNote')}
      </Button>
    </div>
  );
}
