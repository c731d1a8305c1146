import { addTexts } from '../catalogue';

/** Shared primitives: dialogs, toasts, empty states, navigation, error page. */
export const primitives = {
  'primitives.confirmDelete.title': 'Confirmer la suppression',
  'primitives.confirmDelete.message': 'Êtes-vous sûr de vouloir supprimer cet élément ?',
  'primitives.toast.region': 'Notifications',
  'primitives.toast.dismiss': 'Fermer la notification',
  'primitives.progress.value': '{value}\u00a0%',
  'primitives.password.show': 'Afficher le mot de passe',
  'primitives.password.hide': 'Masquer le mot de passe',
  'primitives.bottomNav.label': 'Navigation principale',
  'primitives.bottomNav.dashboard': 'Dashboard',
  'primitives.bottomNav.zones': 'Îlots',
  'primitives.bottomNav.favorites': 'Favoris',
  'primitives.bottomNav.logout': 'Déconnexion',
  'primitives.errorPage.title': 'Unexpected Application Error!',
  'primitives.errorPage.message':
    "Une erreur inattendue empêche d'afficher cette page. Réessayez ou revenez à l'accueil.",
  'primitives.errorPage.chunkLoad': 'Le chargement a échoué. Vérifiez votre connexion puis réessayez.',
  'primitives.errorPage.home': "Retour à l'accueil",
  'primitives.notFound.title': 'Page introuvable',
  'primitives.notFound.message':
    "Cette adresse ne correspond à aucune page. Vérifiez-la ou revenez à l'accueil.",
} as const;

addTexts(primitives);
