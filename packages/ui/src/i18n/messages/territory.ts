import { addTexts } from '../catalogue';

/** Zones, zone detail, mode modal, sectors and streets (spec §2). */
export const territory = {
  'territory.backToDashboard': 'Retour au Dashboard',
  'territory.sector.label': 'Secteur N°{number}',
  'territory.sector.breadcrumb': '{zone} n°{number}',

  'territory.zones.title': 'Mes zones',
  'territory.zones.empty': 'Aucune zone pour le moment',
  'territory.zones.progress': 'Avancement de {name}',
  'territory.zones.open': 'Ouvrir la zone {name}',
  'territory.zones.delete': 'Supprimer la zone {name}',
  'territory.zones.deleteTitle': 'Supprimer la zone',
  'territory.zones.deleteMessage': 'Êtes-vous sûr de vouloir supprimer la zone « {name} » ?',
  'territory.zones.map': 'Carte de la zone {name}',

  'territory.zoneDetail.title': 'Secteurs de la zone : {name}',
  'territory.zoneDetail.listTitle': 'Liste des secteurs',
  'territory.zoneDetail.empty': 'Aucun secteur défini.',
  'territory.zoneDetail.loadError': 'Impossible de charger les détails.',

  'territory.modeModal.title': 'Choisissez votre mode',
  'territory.modeModal.random': 'Mode Aléatoire',
  'territory.modeModal.choose': 'Mode Choix',
  'territory.modeModal.showSectors': 'Voir les secteurs existants',

  'territory.streets.title': 'Gestion des rues',
  'territory.streets.count': 'Nombre de rues',
  'territory.streets.checklist': 'Rues du secteur',
  'territory.streets.empty': 'Aucune rue trouvée.',

  'territory.progress.streets': '{done} / {total} rues',
  'territory.progress.label': 'Progression du secteur',
  'territory.finished.sectorTitle': 'Secteur terminé !',
  'territory.finished.ilotTitle': 'Îlot terminé !',
  'territory.finished.text': 'Toutes les rues sont faites. Merci !',
  'territory.finished.backToZone': 'Retour à la zone',
  'territory.finished.nextIlot': 'Îlot suivant',

  'territory.streets.settings': 'Modifier le nombre de rues',
  'territory.streets.negative': 'Le nombre de rues ne peut pas être négatif.',
  'territory.streets.removeTitle': 'Supprimer des rues ?',
  'territory.streets.removeMessage': 'Ces rues seront supprimées : {names}.',
  'territory.streets.removeDoneMessage': 'Déjà faites, elles seront perdues : {names}.',
  'territory.streets.removeConfirm': 'Supprimer les rues',

  'territory.houseNote.title': 'Noter un contact',
  'territory.houseNote.comment': 'Adresse ou nom du contact',
  'territory.houseNote.commentHint': 'Obligatoire pour « Intéressé ».',
  'territory.houseNote.commentRequired': "Indiquez l'adresse ou le nom du contact intéressé.",
  'territory.houseNote.recorded': 'Contacts notés sur cette page',
  'territory.houseNote.recordedOne': 'Noté : {summary}. Vous pouvez annuler quelques secondes.',
  'territory.houseNote.undoLabel': 'Annuler : {summary}',
  'territory.houseNote.undone': 'Note annulée.',
  'territory.houseNote.interested': 'Intéressé',
  'territory.houseNote.thinking': 'Réfléchit',
  'territory.houseNote.saved': 'Note enregistrée.',
  'territory.houseNote.seeContacts': 'Voir mes contacts',

  'territory.printSheet': 'Imprimer la fiche',

  'territory.random.generating': "Génération de l'îlot aléatoire...",
  'territory.random.loadError': 'Impossible de charger le secteur. Veuillez réessayer.',
  'territory.random.generateError': 'Impossible de générer un îlot',
  'territory.random.empty': 'Aucune rue trouvée pour cet îlot',
  'territory.random.zoneFinishedTitle': 'Zone terminée !',
  'territory.random.zoneFinished': 'Tous les îlots de cette zone sont faits. Bravo !',

  'territory.sectors.title': 'Secteurs de {zone}',
  'territory.sectors.deleteAll': 'Tout supprimer',
  'territory.sectors.deleteAllTitle': 'Supprimer tous les secteurs',
  'territory.sectors.deleteAllMessage':
    'Êtes-vous sûr de vouloir supprimer TOUS les secteurs de cette zone ?',
  'territory.sectors.delete': 'Supprimer le secteur N°{number}',
  'territory.sectors.deleteTitle': 'Supprimer le secteur',
  'territory.sectors.deleteMessage': 'Êtes-vous sûr de vouloir supprimer ce secteur ?',
  'territory.sectors.streetCountOne': '{count} rue',
  'territory.sectors.streetCountMany': '{count} rues',
  'territory.sectors.progress': 'Progression du secteur N°{number}',
  'territory.sectors.details': 'Voir les détails',
  'territory.sectors.empty': 'Aucun secteur défini pour cette zone.',
  'territory.sectors.emptyHint': 'Choisissez un mode pour créer les secteurs de cette zone.',
  'territory.offlineMark': 'Disponible hors ligne',
} as const;

addTexts(territory);
