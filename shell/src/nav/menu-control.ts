/** How the nav bar drives each of its popovers: one open at a time, all closed on navigation. */
export interface MenuControl {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onClose: () => void;
}
