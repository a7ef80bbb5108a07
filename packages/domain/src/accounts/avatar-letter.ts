/** The nav bar avatar: first letter of the first name, else of the e-mail, else '?'. */
export function avatarLetter(firstName?: string | null, email?: string | null): string {
  const source = firstName?.trim() || email?.trim();
  if (!source) return '?';
  return [...source][0]!.toLocaleUpperCase('sv-SE');
}

export function fullName(firstName?: string | null, lastName?: string | null): string {
  return [firstName?.trim(), lastName?.trim()].filter(Boolean).join(' ');
}
