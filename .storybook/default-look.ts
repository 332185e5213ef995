/*
 * Finds controls and structure drawn in the browser's own default look: a button, text input,
 * select, table or heading that no stylesheet of ours has touched. It happens when a component
 * forgets to import the stylesheet its class names live in: the app still looks right (the screen
 * imports the file), but the component alone (in its story, or in another screen) does not.
 *
 * The browser's defaults are read, not hard-coded: each kind of element is created once in an
 * empty document (a detached iframe with no stylesheet) and its computed style is the reference, so
 * the check holds whatever the browser's version draws by default.
 */

/** Properties whose values, all equal to the browser's default, mean the element is unstyled. */
const CONTROL_PROPERTIES = [
  'border-top-style',
  'border-top-width',
  'border-top-color',
  'border-start-start-radius',
  'background-color',
  'padding-top',
  'padding-inline-start',
] as const;

const TABLE_PROPERTIES = ['border-collapse', 'border-spacing'] as const;

/** Text-like inputs; checkboxes, radios, ranges and files keep the native look on purpose. */
const TEXT_INPUT_TYPES = new Set([
  'text',
  'email',
  'password',
  'search',
  'tel',
  'url',
  'number',
  'date',
  'time',
  'datetime-local',
  'month',
  'week',
]);

/** Storybook's own chrome, never ours to style. */
const STORYBOOK_CHROME =
  '.sb-wrapper, .sb-errordisplay, .sb-preparing-story, .sb-preparing-docs, .sb-nopreview';

export interface DefaultLookFinding {
  element: string;
  text: string;
  why: string;
}

type Kind = 'control' | 'table' | 'heading';

function kindOf(element: Element): Kind | null {
  const tag = element.tagName.toLowerCase();
  if (tag === 'button' || tag === 'select' || tag === 'textarea') return 'control';
  if (tag === 'input') {
    const type = (element.getAttribute('type') ?? 'text').toLowerCase();
    if (TEXT_INPUT_TYPES.has(type) || type === 'button' || type === 'submit' || type === 'reset') {
      return 'control';
    }
    return null;
  }
  if (tag === 'table') return 'table';
  if (/^h[1-6]$/.test(tag)) return 'heading';
  return null;
}

/** The browser's default computed style of an element like this one, read in an empty document. */
class BrowserDefaults {
  private readonly cache = new Map<string, Record<string, string>>();
  private frame: HTMLIFrameElement | null = null;

  styleOf(element: Element, properties: readonly string[]): Record<string, string> {
    const tag = element.tagName.toLowerCase();
    const type = element.getAttribute('type') ?? '';
    const key = `${tag}[${type}]`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const document = this.emptyDocument();
    const probe = document.createElement(tag);
    if (type) probe.setAttribute('type', type);
    if (tag === 'table')
      probe.appendChild(document.createElement('tr')).appendChild(document.createElement('td'));
    if (/^h[1-6]$/.test(tag) || tag === 'button') probe.textContent = 'x';
    document.body.appendChild(probe);
    const style = document.defaultView?.getComputedStyle(probe);
    const values: Record<string, string> = {};
    for (const property of properties) values[property] = style?.getPropertyValue(property) ?? '';
    if (tag === 'table') {
      values['cell-padding'] =
        document.defaultView?.getComputedStyle(probe.querySelector('td') as Element).paddingTop ?? '';
    }
    if (/^h[1-6]$/.test(tag) && style) {
      const bodySize = Number.parseFloat(
        document.defaultView?.getComputedStyle(document.body).fontSize ?? '16',
      );
      const size = Number.parseFloat(style.fontSize);
      values['size-ratio'] = (size / bodySize).toFixed(2);
      values['margin-ratio'] = (Number.parseFloat(style.marginBlockStart) / size).toFixed(2);
    }
    probe.remove();
    this.cache.set(key, values);
    return values;
  }

  private emptyDocument(): Document {
    if (!this.frame?.contentDocument) {
      this.frame = window.document.createElement('iframe');
      this.frame.setAttribute('aria-hidden', 'true');
      this.frame.style.cssText = 'position:absolute;inline-size:0;block-size:0;border:0;visibility:hidden';
      window.document.body.appendChild(this.frame);
      const document = this.frame.contentDocument as Document;
      document.open();
      document.write('<!doctype html><html><head></head><body></body></html>');
      document.close();
    }
    return this.frame.contentDocument as Document;
  }

  /** The reference frame is removed after each check, so nothing of it is left in the story. */
  release() {
    this.frame?.remove();
    this.frame = null;
  }
}

const defaults = new BrowserDefaults();

function nameOf(element: Element): string {
  const classes = typeof element.className === 'string' ? element.className.trim().split(/\s+/) : [];
  return (
    element.tagName.toLowerCase() +
    classes
      .filter(Boolean)
      .slice(0, 3)
      .map((name) => `.${name}`)
      .join('')
  );
}

function isShown(element: Element): boolean {
  if (element.closest('[aria-hidden="true"], [hidden], [inert]')) return false;
  if (!element.checkVisibility({ checkOpacity: false, checkVisibilityCSS: true })) return false;
  const box = element.getBoundingClientRect();
  return box.width > 1 && box.height > 1;
}

function sameAs(
  style: CSSStyleDeclaration,
  reference: Record<string, string>,
  properties: readonly string[],
) {
  return properties.every((property) => style.getPropertyValue(property) === reference[property]);
}

function why(element: Element, kind: Kind): string | null {
  const style = getComputedStyle(element);
  if (kind === 'control') {
    const reference = defaults.styleOf(element, CONTROL_PROPERTIES);
    return sameAs(style, reference, CONTROL_PROPERTIES)
      ? `its border (${style.borderTopWidth} ${style.borderTopStyle}), background and padding are the browser's defaults`
      : null;
  }
  if (kind === 'table') {
    const reference = defaults.styleOf(element, TABLE_PROPERTIES);
    if (!sameAs(style, reference, TABLE_PROPERTIES)) return null;
    const cells = Array.from(element.querySelectorAll(':scope > * > tr > th, :scope > * > tr > td'));
    if (cells.length === 0) return null;
    const unstyledCells = cells.every(
      (cell) => getComputedStyle(cell).paddingTop === reference['cell-padding'],
    );
    return unstyledCells
      ? `its spacing (${style.borderCollapse}, ${style.borderSpacing}) and its cells' padding are the browser's defaults`
      : null;
  }
  const reference = defaults.styleOf(element, []);
  const parentSize = Number.parseFloat(getComputedStyle(element.parentElement ?? element).fontSize);
  const size = Number.parseFloat(style.fontSize);
  const sizeRatio = (size / parentSize).toFixed(2);
  const marginRatio = (Number.parseFloat(style.marginBlockStart) / size).toFixed(2);
  return sizeRatio === reference['size-ratio'] && marginRatio === reference['margin-ratio']
    ? `its size (${sizeRatio}× its parent's) and margins (${marginRatio} em) are the browser's defaults`
    : null;
}

/** Every shown button, text input, select, table and heading under `root` in the browser's look. */
export function findDefaultLook(root: ParentNode = document.body): DefaultLookFinding[] {
  const findings: DefaultLookFinding[] = [];
  try {
    for (const element of root.querySelectorAll(
      'button, input, select, textarea, table, h1, h2, h3, h4, h5, h6',
    )) {
      const kind = kindOf(element);
      if (!kind || element.closest(STORYBOOK_CHROME) || !isShown(element)) continue;
      const reason = why(element, kind);
      if (reason) {
        const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
        findings.push({
          element: nameOf(element),
          text: text.length > 60 ? `${text.slice(0, 59)}…` : text,
          why: reason,
        });
      }
    }
  } finally {
    defaults.release();
  }
  return findings;
}

/** The message a story fails with, naming each element and the likely cause. */
export function defaultLookMessage(findings: DefaultLookFinding[]): string {
  const lines = findings
    .slice(0, 10)
    .map((finding) => `  - <${finding.element}>${finding.text ? ` "${finding.text}"` : ''}: ${finding.why}`);
  const more = findings.length > 10 ? [`  … and ${findings.length - 10} more`] : [];
  return [
    `${findings.length} element(s) of this story are drawn in the browser's default look, not the app's:`,
    ...lines,
    ...more,
    'Most likely a component does not import the stylesheet its class names are defined in: import it',
    'in the component itself, so every screen and story that renders the component gets its styles.',
  ].join('\n');
}
