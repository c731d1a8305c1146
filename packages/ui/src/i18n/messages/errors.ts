import { addTexts } from '../catalogue';

/**
 * Error catalogue of spec §8, as `errors/message-for.ts` produces it from a failed call and a situation;
 * screens that show one of these failures themselves use the same key. Texts to the letter, including
 * the spec's own spacing ('Erreur: …', 'connexion : données').
 */
export const errors = {
  'errors.withMessage': 'Erreur: {message}',
  'errors.serverWithDetails': '{error} ({details})',
  'errors.impersonation.missingAdminToken': "Erreur critique: Le token de l'administrateur est manquant.",

  'errors.login.failed': 'Identifiants incorrects. Veuillez réessayer.',
  'errors.connection': 'Erreur de connexion. Veuillez réessayer.',
  'errors.googleLogin.unknownAccount': "Compte non trouvé. Veuillez vous inscrire d'abord.",
  'errors.googleLogin.invalidAnswer': 'Erreur lors de la connexion : données de réponse invalides',
  'errors.googleLogin.failed': 'Erreur lors de la connexion avec Google',
  'errors.googleWidget.failed': 'La connexion avec Google a échoué',
  'errors.googleRegister.accountExists': 'Un compte existe déjà avec cet email. Veuillez vous connecter.',
  'errors.googleRegister.failed': "Erreur lors de l'inscription avec Google",
  'errors.invitation.invalid': 'Invitation invalide ou expirée',
  'errors.invitation.expired': "Ce lien d'invitation a expiré.",
  'errors.invitation.failed': "Une erreur est survenue lors de la validation de l'invitation.",
  'errors.registration.field': '{label} : {messages}',
  'errors.registration.failed': "Erreur lors de l'inscription.",

  'errors.zones.loadFailed': 'Erreur lors du chargement des zones',
  'errors.zoneCreate.failed': 'Une erreur est survenue lors de la création de la zone.',
  'errors.zoneDelete.failed': 'La suppression a échoué',
  'errors.zoneDelete.network':
    'Erreur de connexion au serveur. Vérifiez votre connexion internet et que le serveur est bien démarré.',
  'errors.zoneDelete.withMessage': 'Erreur lors de la suppression de la zone: {message}',
  'errors.sector.notFound': 'Secteur non trouvé.',
  'errors.sector.loadFailed': 'Erreur chargement secteur.',
  'errors.sectorGenerate.failed': 'Une erreur est survenue lors de la génération du secteur.',
  'errors.geocode.failed': 'Erreur de géocodage',

  'errors.notes.saveFailed': "Erreur lors de l'enregistrement de la note.",
  'errors.notes.updateFailed': 'Erreur lors de la mise à jour de la note.',
  'errors.notes.deleteFailed': 'Erreur lors de la suppression de la note.',

  'errors.list.loadFailed': 'Erreur lors du chargement',
  'errors.list.createFailed': "Erreur lors de l'ajout",
  'errors.list.updateFailed': 'Erreur lors de la mise à jour',
  'errors.list.deleteFailed': 'Erreur lors de la suppression',

  'errors.admin.deleteFailed': "Impossible de supprimer l'utilisateur.",
  'errors.admin.roleFailed': 'Impossible de mettre à jour le rôle.',
  'errors.admin.impersonateFailed': "Une erreur est survenue lors de la tentative d'impersonation.",
  'errors.admin.listFailed': 'Impossible de charger la liste des utilisateurs.',
} as const;

addTexts(errors);
