/**
 * A public page's HTML, rendered at build time (scripts/prerender.mjs), paints with the document.
 * At boot the shell keeps the page's part of it, and shows it in place of the page's loading
 * placeholder until the page's own code has rendered: the text stays on screen while the app
 * starts, instead of giving way to a placeholder and coming back. It is inert (nothing in it can be
 * clicked or typed into, so no input is lost) and shown once, for the address it was made for.
 * The document's own nodes are kept and moved, never written out and parsed again: the UI has no
 * HTML string sink.
 */
let kept: { path: string; nodes: Node[] } | null = null;

/** Takes the prerendered page's nodes out of the root before React renders into it. */
export function keepPrerenderedPage(root: HTMLElement): void {
  const path = root.dataset.prerendered;
  const main = root.querySelector('main');
  kept = path && main ? { path, nodes: [...main.childNodes] } : null;
}

/** The prerendered page's nodes when they were made for this address and not yet replaced. */
export function prerenderedPageFor(pathname: string): readonly Node[] | null {
  return kept && kept.path === pathname ? kept.nodes : null;
}

/** The page's own code has rendered: later visits to the address show the usual placeholder. */
export function prerenderedPageReplaced(): void {
  kept = null;
}
