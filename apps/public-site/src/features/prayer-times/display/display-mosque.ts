import type { PublicMosque } from '@minbar/api/schemas/mosque-identity';
import { photoSources } from '@minbar/domain/input/photo-ref';

/**
 * Names the hall's screen after the mosque: its logo and its name in the screen's language (the short
 * name when it has no name in any language), above the clock. Nothing is shown before the mosque has
 * an identity, and a later answer replaces the earlier one, so the screen never shows two.
 */
export function showMosque(root: HTMLElement, mosque: PublicMosque): void {
  root.querySelector('.display__mosque')?.remove();
  const name = mosque.name ?? mosque.short_name;
  if (!name) return;
  const brand = document.createElement('p');
  brand.className = 'display__mosque';
  if (mosque.logo) {
    const logo = document.createElement('img');
    logo.src = photoSources(mosque.logo).src;
    // The name beside it says who the centre is; the logo adds nothing a reader needs.
    logo.alt = '';
    logo.width = 96;
    logo.height = 96;
    brand.append(logo);
  }
  const text = document.createElement('span');
  text.textContent = name;
  brand.append(text);
  (root.querySelector('.display') ?? root).prepend(brand);
}
