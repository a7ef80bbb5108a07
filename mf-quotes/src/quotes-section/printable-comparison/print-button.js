// The printable comparison's Print button (board-comparison.ts): a script file, as the site's CSP allows no
// inline handler. Loaded with `defer`, so the button is there.
for (const button of document.querySelectorAll('button[data-print]')) {
  button.addEventListener('click', () => window.print());
}
