/**
 * What the person who left an organisation is told on the page they land on: leaving reloads the
 * page (the session named the organisation), so the fact is carried across in this tab's storage.
 */
export interface LeftOrganization {
  kind: 'brf' | 'provider';
  /** the organisation's name, when the page knew it */
  organization: string | null;
}

const KEY = 'brf.leftOrganization';

export function rememberLeaving(left: LeftOrganization): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(left));
  } catch {
    // storage refused (private mode): the page still says the person belongs to no organisation
  }
}

/** The organisation just left in this tab, if any; read once, so a later visit is not told again. */
export function takeLeaving(): LeftOrganization | null {
  try {
    const stored = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    const left = stored ? (JSON.parse(stored) as Partial<LeftOrganization>) : null;
    if (left && (left.kind === 'brf' || left.kind === 'provider')) {
      return { kind: left.kind, organization: typeof left.organization === 'string' ? left.organization : null };
    }
  } catch {
    // nothing readable was stored
  }
  return null;
}
