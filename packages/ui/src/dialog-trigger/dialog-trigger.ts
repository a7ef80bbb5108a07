/**
 * What a button that opens a dialog carries: `aria-haspopup="dialog"` (screen readers announce
 * that a dialog follows) and the dialog's name, by which the axe run opens each kind of dialog
 * once per page and checks that none goes missing.
 */
export function dialogTrigger(name: string) {
  return { 'aria-haspopup': 'dialog', 'data-opens-dialog': name } as const;
}
