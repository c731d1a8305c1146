/** Texts shared by every screen: loading, generic errors, dialog buttons. */
export const common = {
  'common.loading': 'Chargement...',
  'common.cancel': 'Annuler',
  'common.delete': 'Supprimer',
} as const;
