import { isCatalogueLoaded, currentLanguage, translate } from '@brf/i18n';
import { shellCatalogue } from '../i18n.ts';

/** Shown without React when /config.json is missing or invalid: fail fast, readably. */
export function showBootError(root: HTMLElement, message: string): void {
  root.replaceChildren();
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.style.cssText =
    'max-width:40rem;margin:3rem auto;padding:1rem 1.25rem;font-family:system-ui,sans-serif;' +
    'border:1px solid #d9dee5;border-left:4px solid #b91c1c;border-radius:8px;background:#fff;color:#1f2933';
  const title = document.createElement('strong');
  // the catalogue may be what failed to load: then the message stays in English
  title.textContent = isCatalogueLoaded(shellCatalogue, currentLanguage())
    ? translate(shellCatalogue, 'app.bootFailed')
    : 'The site could not start.';
  const detail = document.createElement('p');
  detail.textContent = message;
  box.append(title, detail);
  root.append(box);
}
