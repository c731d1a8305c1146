/** Admin panel and impersonation (spec §2 admin panel, §6, §8). */
export const admin = {
  'admin.title': "Panneau d'Administration",

  'admin.role.AGENT': 'Agent',
  'admin.role.ADMIN': 'Administrateur',
  'admin.role.SUPER_ADMIN': 'Super administrateur',

  'admin.invite.title': 'Inviter un membre',
  'admin.invite.email': 'Email',
  'admin.invite.role': 'Rôle',
  'admin.invite.submit': "Envoyer l'invitation",
  'admin.invite.submitting': 'Envoi...',
  'admin.invite.emailRequired': "L'email est requis.",
  'admin.invite.emailInvalid': 'Veuillez saisir une adresse email valide.',
  'admin.invite.sent': 'Invitation envoyée avec succès à {email}.',
  'admin.invite.link': "Lien d'invitation :",

  'admin.members.title': "Membres de l'équipe",
  'admin.members.loadFailed': 'Impossible de charger la liste des utilisateurs.',
  'admin.members.empty': "Aucun membre dans l'équipe pour le moment.",
  'admin.members.name': 'Nom',
  'admin.members.role': 'Rôle',
  'admin.members.zones': 'Zones',
  'admin.members.sectors': 'Îlots terminés',
  'admin.members.streets': 'Rues terminées',
  'admin.members.actions': 'Actions',
  'admin.members.you': 'Vous',
  'admin.members.roleOf': 'Rôle de {name}',

  'admin.editRole': 'Modifier le rôle de {name}',
  'admin.editRole.save': 'Enregistrer',
  'admin.editRole.saving': 'Enregistrement...',
  'admin.editRole.success': 'Rôle mis à jour avec succès.',
  'admin.editRole.unchanged': 'Le rôle est inchangé.',
  'admin.editRole.failed': 'Impossible de mettre à jour le rôle.',

  'admin.delete': 'Supprimer {name}',
  'admin.delete.title': "Supprimer l'utilisateur",
  'admin.delete.confirm':
    'Êtes-vous sûr de vouloir supprimer cet utilisateur ? Cette action est irréversible.',
  'admin.delete.success': 'Utilisateur supprimé avec succès.',
  'admin.delete.failed': "Impossible de supprimer l'utilisateur.",

  'admin.impersonate': 'Se connecter en tant que {name}',
  'admin.impersonate.title': 'Se connecter en tant que cet utilisateur',
  'admin.impersonate.confirm': 'Vous allez vous connecter en tant que cet utilisateur. Continuer ?',
  'admin.impersonate.continue': 'Continuer',
  'admin.impersonate.failed': "Une erreur est survenue lors de la tentative d'impersonation.",
  'admin.impersonate.missingAdminToken': "Erreur critique: Le token de l'administrateur est manquant.",
} as const;
