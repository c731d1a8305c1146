import { addTexts } from '../catalogue';

/** Map, geolocation prompt, notes (spec §2 map component, §9). */
export const map = {
  'map.loading': 'Chargement de la carte...',
  'map.label': 'Carte',
  'map.attribution': '© les contributeurs d’OpenStreetMap',
  'map.zoomIn': 'Zoom avant',
  'map.zoomOut': 'Zoom arrière',

  'map.geolocation.question': 'Partager votre position ?',
  'map.geolocation.allow': 'Autoriser',
  'map.geolocation.decline': 'Non merci',
  'map.geolocation.reset': 'Réinitialiser le partage de position',
  'map.geolocation.recenter': 'Centrer sur moi',
  'map.geolocation.here': 'Vous êtes ici',

  'map.whereAmI.inside': 'Vous êtes dans le secteur',
  'map.whereAmI.outside': 'À {distance} du secteur',
  'map.whereAmI.insideSector': 'Vous êtes dans le secteur N°{number}',
  'map.whereAmI.outsideSector': 'À {distance} du secteur N°{number}',
  'map.whereAmI.imprecise': 'Position imprécise (±\u00a0{accuracy})',

  'map.legend.title': 'Légende',
  'map.status.ready': 'Terminé',
  'map.status.pending': 'En attente',
  'map.status.creating': 'En cours',
  'map.status.error': 'Erreur',
  'map.status.other': 'Autre statut',

  'map.note.marker': 'Note de {user}',
  'map.note.markerAnonymous': 'Note',
  'map.cluster.marker': '{count} notes regroupées',
  'map.note.newTitle': 'Nouvelle note',
  'map.note.editTitle': 'Modifier la note',
  'map.note.content': 'Contenu de la note',
  'map.note.byline': 'Par {user}, le {date}',
  'map.note.bylineAuthor': 'Par {user}',
  'map.note.deleting': 'Suppression...',
  'map.note.deleteTitle': 'Supprimer cette note ?',
  'map.sectorTap.open': 'Ouvrir le secteur',
  'map.sectorTap.newNote': 'Ajouter une note ici',
} as const;

addTexts(map);
