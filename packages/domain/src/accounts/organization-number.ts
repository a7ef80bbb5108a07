// Swedish organisation numbers (NNNNNN-NNNN): ten digits whose last is a Luhn check digit over
// the first nine, as Bolagsverket issues them. The database compares numbers by their digits.

/** The Luhn check digit of nine digits. */
export function organizationNumberCheckDigit(nineDigits: string): number {
  let sum = 0;
  for (const [index, char] of [...nineDigits].entries()) {
    const doubled = Number(char) * (index % 2 === 0 ? 2 : 1);
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  return (10 - (sum % 10)) % 10;
}

/** The digits only: '556677-8899' and '5566778899' are one organisation. */
export const organizationNumberKey = (value: string) => value.replace(/\D/g, '');

/** Ten digits, written NNNNNN-NNNN or without the hyphen (spaces allowed), with a valid check digit. */
export function isSwedishOrganizationNumber(value: string): boolean {
  const compact = value.replace(/\s/g, '');
  if (!/^\d{6}-?\d{4}$/.test(compact)) return false;
  const digits = organizationNumberKey(compact);
  return Number(digits[9]) === organizationNumberCheckDigit(digits.slice(0, 9));
}

/** The number as Bolagsverket writes it: NNNNNN-NNNN. */
export function formatOrganizationNumber(value: string): string {
  const digits = organizationNumberKey(value);
  return digits.length === 10 ? `${digits.slice(0, 6)}-${digits.slice(6)}` : value.trim();
}

/** A new, valid number starting with `prefix` (fixtures and demo data: each organisation its own). */
export function randomOrganizationNumber(prefix = '769', random: () => number = Math.random): string {
  let digits = prefix.replace(/\D/g, '');
  while (digits.length < 9) digits += Math.floor(random() * 10).toString();
  digits = digits.slice(0, 9);
  const all = `${digits}${organizationNumberCheckDigit(digits)}`;
  return `${all.slice(0, 6)}-${all.slice(6)}`;
}
