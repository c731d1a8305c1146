/** Texts shared by every screen: loading, generic errors, dialog buttons. */
export const common = {
  'common.loading': 'Chargement...',
  'common.cancel': 'Annuler',
  'common.delete': 'Supprimer',
  'common.close': 'Fermer',
  'common.retry': 'Réessayer',
  'common.genericError': 'Une erreur est survenue.',
} as const;
