import type { colors } from '../../theme/tokens';

type ColorName = keyof typeof colors;

/**
 * Text must reach 4.5:1 on its background; borders, icons and focus rings 3:1 (WCAG 1.4.3, 1.4.11).
 * A decorative line that no one needs to see to use the page has no threshold.
 */
export type UseKind = 'text' | 'nonText' | 'background' | 'decorative';

export interface ColorUse {
  token: ColorName;
  /** What the interface paints with it, for the designer reading the page. */
  role: string;
  kind: UseKind;
  /** The colours it meets in the interface: backgrounds for text and edges, text for a background. */
  against: readonly ColorName[];
}

/**
 * Where each colour of the palette is used, read from the components' styles. The ratios themselves
 * are computed from the theme when the page renders, so a changed hex shows its new ratio at once.
 */
export const colorUses: readonly ColorUse[] = [
  {
    token: 'text',
    role: 'Texte courant, titres',
    kind: 'text',
    against: ['surface', 'background', 'surfaceAlt'],
  },
  {
    token: 'textMuted',
    role: 'Texte secondaire, aides, dates',
    kind: 'text',
    against: ['surface', 'background', 'surfaceAlt'],
  },
  {
    token: 'textOnBrand',
    role: 'Texte des boutons pleins',
    kind: 'text',
    against: ['brand', 'brandHover', 'danger'],
  },
  {
    token: 'brand',
    role: 'Bouton principal, liens, bouton secondaire',
    kind: 'text',
    against: ['surface', 'background', 'brandSoft'],
  },
  { token: 'brandHover', role: 'Bouton principal survolé', kind: 'background', against: ['textOnBrand'] },
  {
    token: 'brandSoft',
    role: 'Ligne choisie, survol discret',
    kind: 'background',
    against: ['text', 'brand'],
  },
  { token: 'surface', role: 'Cartes, fenêtres, champs', kind: 'background', against: ['text', 'textMuted'] },
  { token: 'background', role: 'Fond des pages', kind: 'background', against: ['text', 'textMuted'] },
  {
    token: 'surfaceAlt',
    role: 'Zones en retrait, en-têtes de tableau',
    kind: 'background',
    against: ['text', 'textMuted'],
  },
  { token: 'border', role: 'Séparateurs décoratifs', kind: 'decorative', against: ['surface'] },
  {
    token: 'borderStrong',
    role: 'Bord des champs et cases à cocher',
    kind: 'nonText',
    against: ['surface', 'background'],
  },
  { token: 'focus', role: 'Anneau de focus clavier', kind: 'nonText', against: ['surface', 'background'] },
  {
    token: 'danger',
    role: 'Erreurs, bouton de suppression',
    kind: 'text',
    against: ['surface', 'dangerSoft'],
  },
  {
    token: 'dangerSoft',
    role: 'Fond des bannières d’erreur',
    kind: 'background',
    against: ['danger', 'text'],
  },
  { token: 'success', role: 'Confirmation, envoi réussi', kind: 'text', against: ['surface', 'successSoft'] },
  {
    token: 'successSoft',
    role: 'Fond des bannières de succès',
    kind: 'background',
    against: ['success', 'text'],
  },
  { token: 'warning', role: 'Hors ligne, en attente', kind: 'text', against: ['surface', 'warningSoft'] },
  {
    token: 'warningSoft',
    role: 'Fond des bannières d’attente',
    kind: 'background',
    against: ['warning', 'text'],
  },
  { token: 'info', role: 'Informations', kind: 'text', against: ['surface', 'infoSoft'] },
  {
    token: 'infoSoft',
    role: 'Fond des bannières d’information',
    kind: 'background',
    against: ['info', 'text'],
  },
  { token: 'purple', role: 'Catégorie violette (texte)', kind: 'text', against: ['surface', 'purpleSoft'] },
  { token: 'purpleSoft', role: 'Catégorie violette (fond)', kind: 'background', against: ['purple', 'text'] },
];
