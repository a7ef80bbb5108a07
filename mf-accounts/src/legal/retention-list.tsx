/** The retention periods the terms and the privacy policy both state. */
export function RetentionList() {
  return (
    <ul>
      <li>Account data: until the account is deleted, or after 3 years of inactivity.</li>
      <li>Project data: 7 years.</li>
      <li>Communication records: 3 years.</li>
      <li>Analytics data: 2 years.</li>
    </ul>
  );
}
