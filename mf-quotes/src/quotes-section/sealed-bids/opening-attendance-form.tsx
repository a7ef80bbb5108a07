import { useId, useState, type FormEvent } from 'react';
import type { Translate } from '@brf/i18n';
import { Button, CheckboxField, Skeleton } from '@brf/ui';
import { useRecordOpeningAttendance, type OpeningAttendee } from '../../shared/api/bid-opening.ts';
import { sitsOnBoard, useOrganizationPeople, type OrganizationPerson } from '../../shared/api/board-members.ts';
import type { QuoteProject } from '../../shared/api/quote-project.ts';
import { showToast } from '../../shared/quotes-bus.ts';
import { boardError } from '../award-board/board-messages.ts';
import styles from './sealed-bids.module.css';

interface OpeningAttendanceFormProps {
  project: QuoteProject;
  present: readonly OpeningAttendee[];
  t: Translate;
}

const nameOf = (person: OrganizationPerson) => `${person.first_name} ${person.last_name}`.trim() || person.email;

/** The chair ticks the board members who were at the opening but did not open the quotes themselves. */
export function OpeningAttendanceForm({ project, present, t }: OpeningAttendanceFormProps) {
  const people = useOrganizationPeople(project.brfId, true);
  const record = useRecordOpeningAttendance();
  const errorId = useId();
  const [ticked, setTicked] = useState<string[]>([]);
  const [untouched, setUntouched] = useState(true);
  if (people.isPending) return <Skeleton height="3rem" radius="md" />;
  const recorded = new Set(present.map((member) => member.user_id));
  const candidates = (people.data ?? []).filter((person) => sitsOnBoard(person) && !recorded.has(person.user_id));
  if (candidates.length === 0) return null;
  const chosen = ticked.filter((id) => candidates.some((person) => person.user_id === id));
  const missing = !untouched && chosen.length === 0;

  const toggle = (id: string, on: boolean) =>
    setTicked((current) => (on ? [...current, id] : current.filter((other) => other !== id)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setUntouched(false);
    if (chosen.length === 0) return;
    record.mutate(
      { projectId: project.id, userIds: chosen },
      {
        onSuccess: (count) => {
          showToast('success', t('opening.recorded', { count }));
          setTicked([]);
          setUntouched(true);
        },
        onError: (error) => showToast('error', boardError(error, t, 'opening.recordFailed')),
      },
    );
  };
  return (
    <form className={styles.attendance} onSubmit={submit} noValidate data-opening-attendance>
      <fieldset
        className={styles.fieldset}
        disabled={record.isPending}
        aria-invalid={missing || undefined}
        aria-describedby={missing ? errorId : undefined}
      >
        <legend className={styles.legend}>{t('opening.tickLegend')}</legend>
        <ul className={styles.members}>
          {candidates.map((person) => (
            <li key={person.user_id}>
              <CheckboxField
                label={t('opening.memberWithRole', { name: nameOf(person), role: t(`opening.role.${person.role}`) })}
                checked={chosen.includes(person.user_id)}
                onChange={(event) => toggle(person.user_id, event.currentTarget.checked)}
              />
            </li>
          ))}
        </ul>
      </fieldset>
      {missing ? (
        <p id={errorId} className={styles.error} role="alert">
          {t('opening.pickSomeone')}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" busy={record.isPending}>
          {t('opening.record')}
        </Button>
      </div>
    </form>
  );
}
