import type { ContactPerson } from './contact-person.ts';
import styles from './register.module.css';

/** Step 2 shows the personal fields of step 1, prefilled from the account. */
export function ContactPersonSummary({ person }: { person: ContactPerson }) {
  return (
    <dl className={styles.summary} aria-label="Personal Information">
      <div>
        <dt>Name</dt>
        <dd>{`${person.firstName} ${person.lastName}`.trim()}</dd>
      </div>
      <div>
        <dt>Email</dt>
        <dd>{person.email}</dd>
      </div>
      {person.phone ? (
        <div>
          <dt>Phone</dt>
          <dd>{person.phone}</dd>
        </div>
      ) : null}
    </dl>
  );
}
