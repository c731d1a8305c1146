import { addTexts } from '../catalogue';

/** Admin panel and impersonation (spec §2 admin panel, §6, §8). */
export const admin = {
  'admin.title': "Panneau d'Administration",

  'admin.role': 'Rôle',
  'admin.role.AGENT': 'Agent',
  'admin.role.ADMIN': 'Administrateur',
  'admin.role.SUPER_ADMIN': 'Super administrateur',

  'admin.invite.title': 'Inviter un membre',
  'admin.invite.submit': "Envoyer l'invitation",
  'admin.invite.submitting': 'Envoi...',
  'admin.invite.emailInvalid': 'Veuillez saisir une adresse email valide.',
  'admin.invite.sent': 'Invitation envoyée avec succès à {email}.',
  'admin.invite.link': "Lien d'invitation :",

  'admin.members.title': "Membres de l'équipe",
  'admin.members.empty': "Aucun membre dans l'équipe pour le moment.",
  'admin.members.zones': 'Zones',
  'admin.members.sectors': 'Îlots terminés',
  'admin.members.actions': 'Actions',
  'admin.members.you': 'Vous',
  'admin.members.roleOf': 'Rôle de {name}',

  // The team's figures as the member list (the spec's table) or as a ranking.
  'admin.view': "Affichage de l'équipe",
  'admin.view.table': 'Tableau',
  'admin.view.board': 'Classement',
  'admin.board.title': "Classement de l'équipe",
  'admin.board.rankBy': 'Classer par',
  /** The ranked list's name for screen readers; {figure} is the chosen figure, in lower case. */
  'admin.board.rankedBy': 'Membres classés par {figure}',
  'admin.board.allZero': 'Tout le monde est à 0 pour le moment.',

  'admin.editRole': 'Modifier le rôle de {name}',
  'admin.editRole.success': 'Rôle mis à jour avec succès.',
  'admin.editRole.unchanged': 'Le rôle est inchangé.',

  'admin.delete': 'Supprimer {name}',
  'admin.delete.title': "Supprimer l'utilisateur",
  'admin.delete.confirm':
    'Êtes-vous sûr de vouloir supprimer cet utilisateur ? Cette action est irréversible.',
  'admin.delete.success': 'Utilisateur supprimé avec succès.',

  'admin.impersonate': 'Se connecter en tant que {name}',
  'admin.impersonate.title': 'Se connecter en tant que cet utilisateur',
  'admin.impersonate.confirm': 'Vous allez vous connecter en tant que cet utilisateur. Continuer ?',
  'admin.impersonate.continue': 'Continuer',
} as const;

addTexts(admin);
