import { addTexts } from '../catalogue';

/** A zone prepared for the dead zone: the estimate, the run, the ready badge (territory/OfflinePrep). */
export const offline = {
  'offline.prepare': 'Préparer hors ligne',
  'offline.estimating': 'Estimation de la taille...',
  'offline.estimateTitle': 'Préparer la zone hors ligne',
  'offline.contents':
    'La zone et ses notes, chaque secteur avec ses rues et son contour, et la carte de ses secteurs.',
  'offline.contentsWithoutMap':
    'La zone et ses notes, chaque secteur avec ses rues et son contour, sans la carte.',
  'offline.size': 'Taille estimée : {size}',
  'offline.freeSpace': "Espace libre sur l'appareil : {size}",
  'offline.freeSpaceUnknown': "Espace libre sur l'appareil : inconnu",
  'offline.publicTiles':
    "La carte vient des serveurs publics d'OpenStreetMap, qui interdisent les téléchargements en masse. Pour l'emporter hors ligne, il faut le serveur de tuiles de l'agence (voir « Map tiles through nginx » dans le README de déploiement). La zone sera préparée sans la carte.",
  'offline.foreignTiles':
    "La carte vient d'un serveur de tuiles extérieur à l'agence, qu'on ne télécharge pas en masse. Pour l'emporter hors ligne, il faut le serveur de tuiles de l'agence (voir « Map tiles through nginx » dans le README de déploiement). La zone sera préparée sans la carte.",
  'offline.start': 'Télécharger',
  'offline.progress': 'Préparation hors ligne',
  'offline.count': '{done} / {total} éléments',
  'offline.waiting': 'Réseau coupé : la préparation reprendra dès son retour.',
  'offline.cancel': 'Annuler la préparation',
  'offline.ready': 'Disponible hors ligne · préparée le {date}',
  'offline.readySize': "{size} sur l'appareil",
  'offline.readyWithoutMap': "Sans la carte : le serveur de tuiles n'est pas celui de l'agence.",
  'offline.changed': 'Les secteurs de la zone ont changé depuis : mettez-la à jour.',
  'offline.remove': "Retirer de l'appareil",
  'offline.removeTitle': "Retirer la zone de l'appareil",
  'offline.removeMessage':
    "La zone « {name} » ne sera plus disponible hors ligne : sa carte préparée sera supprimée de l'appareil.",
  'offline.full':
    "Espace insuffisant sur l'appareil : il faut {size}, il reste {free}. Libérez de la place puis réessayez.",
  'offline.fullStopped':
    "L'appareil est plein : la préparation s'est arrêtée. Libérez de la place puis réessayez.",
  'offline.failed': 'La préparation a échoué. Réessayez plus tard.',
  'offline.unreachable': 'Impossible de préparer la zone : le serveur ne répond pas.',
  'offline.kilobytes': '{value} Ko',
  'offline.megabytes': '{value} Mo',
  'offline.gigabytes': '{value} Go',
} as const;

addTexts(offline);
