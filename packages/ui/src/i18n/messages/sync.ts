import { addTexts } from '../catalogue';

/**
 * Sending changes made without network (the outbox) and showing data kept on the device. Not in the
 * spec, which has no offline mode: written in its voice (short, plain, vous).
 */
export const sync = {
  'sync.status.offline': 'Hors ligne',
  'sync.status.waiting.one': '1 modification en attente d’envoi',
  'sync.status.waiting.other': '{count} modifications en attente d’envoi',
  'sync.status.offlineHint': 'Elles sont gardées sur cet appareil et partiront au retour du réseau.',
  'sync.status.sending': 'Envoi des modifications...',
  'sync.status.retrying': 'Serveur injoignable, nouvel essai automatique.',
  'sync.status.sent': 'Toutes vos modifications sont enregistrées.',
  'sync.status.refused.one': 'Une modification a été refusée par le serveur.',
  'sync.status.refused.other': '{count} modifications ont été refusées par le serveur.',
  'sync.status.stale': 'Données enregistrées sur l’appareil, peut-être pas à jour.',
  'sync.status.stuck.one': 'Une modification n’a pas pu être enregistrée par le serveur.',
  'sync.status.stuck.other': '{count} modifications n’ont pas pu être enregistrées par le serveur.',
  'sync.status.retryNow': 'Réessayer maintenant',
  'sync.status.showChanges': 'Voir les modifications',

  'sync.panel.title': 'Modifications de cet appareil',
  'sync.panel.empty': 'Aucune modification en attente.',
  'sync.panel.waiting': 'En attente d’envoi',
  'sync.panel.refused': 'Refusée : {message}',
  'sync.panel.refusedFallback': 'Refusée par le serveur.',
  'sync.panel.copy': 'Copier le texte',
  'sync.panel.copied': 'Texte copié.',
  'sync.panel.copyFailed': 'Copie impossible : sélectionnez le texte pour le copier.',
  'sync.panel.dismiss': 'Retirer',
  'sync.panel.dismissLabel': 'Retirer la modification refusée : {change}',
  'sync.panel.stuck': 'Non enregistrée : {message}',
  'sync.panel.stuckFallback': 'Le serveur n’arrive pas à l’enregistrer.',
  'sync.panel.stuckHint':
    'Nouvel essai automatique de temps en temps. Les autres modifications sont envoyées sans l’attendre.',
  'sync.panel.retryLabel': 'Réessayer la modification non enregistrée : {change}',
  'sync.panel.dismissStuckLabel': 'Retirer la modification non enregistrée : {change}',

  'sync.pending': 'Pas encore envoyé',

  'sync.logout.title': 'Modifications non envoyées',
  'sync.logout.message.one':
    '1 modification n’est pas encore envoyée. Elle reste sur cet appareil et partira à votre prochaine connexion ici.',
  'sync.logout.message.other':
    '{count} modifications ne sont pas encore envoyées. Elles restent sur cet appareil et partiront à votre prochaine connexion ici.',
  'sync.logout.confirm': 'Se déconnecter quand même',
  'sync.backToOwnAccount.message.one':
    '1 modification n’est pas encore envoyée. Elle reste sur cet appareil et partira à la prochaine connexion de ce compte ici.',
  'sync.backToOwnAccount.message.other':
    '{count} modifications ne sont pas encore envoyées. Elles restent sur cet appareil et partiront à la prochaine connexion de ce compte ici.',
  'sync.backToOwnAccount.confirm': 'Revenir à mon compte quand même',

  'sync.change.streetDone': 'Rue cochée : {name}',
  'sync.change.streetUndone': 'Rue décochée : {name}',
  'sync.change.streetCount': 'Nombre de rues du secteur : {count}',
  'sync.change.zoneNoteCreate': 'Nouvelle note : {content}',
  'sync.change.zoneNoteUpdate': 'Note modifiée : {content}',
  'sync.change.zoneNoteDelete': 'Note supprimée',
  'sync.change.houseNote': 'Porte notée : {label}',
  'sync.change.favoriteCreate': 'Nouveau favori : {title}',
  'sync.change.favoriteUpdate': 'Favori modifié : {title}',
  'sync.change.favoriteDelete': 'Favori supprimé',
  'sync.change.eventCreate': 'Nouvel événement : {title}',
  'sync.change.eventUpdate': 'Événement modifié : {title}',
  'sync.change.eventDelete': 'Événement supprimé',
  'sync.change.doorUpdate': 'Porte {number}, {name} : {outcome}',
  'sync.change.doorCreate': 'Nouvelle porte : {number}, {name}',
  'sync.change.doorEdit': 'Porte {number}, {name} modifiée',
} as const;

addTexts(sync);
