/**
 * One-handed use in the street: every control a finger can reach must offer at least 44 × 44 CSS
 * pixels (WCAG 2.5.5, Apple's and Material's guidance). Checked on every story after it has played.
 */
export const MIN_TAP_SIZE = 44;

const CONTROLS = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[role="button"]',
  '[role="link"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="switch"]',
  '[role="tab"]',
  '[role="menuitem"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

export interface SmallTarget {
  control: string;
  width: number;
  height: number;
}

/** The controls under `root` a person can see or focus whose tap area is below the minimum. */
export function smallTapTargets(root: ParentNode = document.body, min = MIN_TAP_SIZE): SmallTarget[] {
  const small: SmallTarget[] = [];
  for (const element of root.querySelectorAll<HTMLElement>(CONTROLS)) {
    if (!reachable(element)) continue;
    const { width, height } = tapArea(element);
    // Sub-pixel layout (43.99 px) is a rounding artefact, not a smaller target.
    if (Math.round(width) >= min && Math.round(height) >= min) continue;
    small.push({ control: describe(element), width: Math.round(width), height: Math.round(height) });
  }
  return small;
}

/** Hidden, inert or visually hidden (skip links, screen-reader-only inputs) elements are not tapped. */
function reachable(element: HTMLElement): boolean {
  if (!element.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true })) return false;
  if (element.closest('[inert],[aria-hidden="true"]')) return false;
  if ((element as HTMLButtonElement).disabled && element.closest('fieldset:disabled')) return false;
  const rect = element.getBoundingClientRect();
  if (rect.width <= 1 || rect.height <= 1) return false;
  const style = getComputedStyle(element);
  return style.pointerEvents !== 'none';
}

/** A checkbox or radio is tapped through its label too: the larger of the two areas counts. */
function tapArea(element: HTMLElement): { width: number; height: number } {
  const areas = [element.getBoundingClientRect()];
  const labels = (element as HTMLInputElement).labels;
  if (labels) for (const label of labels) areas.push(label.getBoundingClientRect());
  return areas.reduce((best, rect) => (rect.width * rect.height > best.width * best.height ? rect : best));
}

function describe(element: HTMLElement): string {
  const tag = element.tagName.toLowerCase();
  const role = element.getAttribute('role');
  const name =
    element.getAttribute('aria-label') ??
    (element as HTMLInputElement).labels?.[0]?.textContent ??
    element.textContent ??
    element.getAttribute('title') ??
    '';
  const classes = [...element.classList].filter((name) => name.startsWith('leaflet-')).join('.');
  return `${tag}${role ? `[role=${role}]` : ''}${classes ? `.${classes}` : ''} "${name.trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
}
