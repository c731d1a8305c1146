/** Zones, zone detail, mode modal, sectors and streets (spec §2). */
export const territory = {
  'territory.backToDashboard': 'Retour au Dashboard',
  'territory.sector.label': 'Secteur N°{number}',
  'territory.sector.breadcrumb': '{zone} n°{number}',

  'territory.zones.title': 'Mes zones',
  'territory.zones.loadError': 'Erreur lors du chargement des zones',
  'territory.zones.empty': 'Aucune zone pour le moment',
  'territory.zones.open': 'Ouvrir la zone {name}',
  'territory.zones.delete': 'Supprimer la zone {name}',
  'territory.zones.deleteTitle': 'Supprimer la zone',
  'territory.zones.deleteMessage': 'Êtes-vous sûr de vouloir supprimer la zone « {name} » ?',
  'territory.zones.deleteFailed': 'La suppression a échoué',
  'territory.zones.map': 'Carte de la zone {name}',

  'territory.zoneDetail.title': 'Secteurs de la zone : {name}',
  'territory.zoneDetail.listTitle': 'Liste des secteurs',
  'territory.zoneDetail.empty': 'Aucun secteur défini.',
  'territory.zoneDetail.loadError': 'Impossible de charger les détails.',

  'territory.modeModal.title': 'Choisissez votre mode',
  'territory.modeModal.random': 'Mode Aléatoire',
  'territory.modeModal.choose': 'Mode Choix',
  'territory.modeModal.showSectors': 'Voir les secteurs existants',
  'territory.modeModal.generateError': 'Une erreur est survenue lors de la génération du secteur.',

  'territory.streets.title': 'Gestion des rues',
  'territory.streets.count': 'Nombre de rues',
  'territory.streets.update': 'Mettre à jour',
  'territory.streets.updating': 'Mise à jour...',
  'territory.streets.checklist': 'Rues du secteur',
  'territory.streets.empty': 'Aucune rue trouvée.',
  'territory.sector.notFound': 'Secteur non trouvé.',
  'territory.sector.error': 'Erreur: {message}',
  'territory.sector.loadError': 'Erreur chargement secteur.',

  'territory.houseNote.title': 'Noter un contact',
  'territory.houseNote.comment': 'Commentaire (facultatif)',
  'territory.houseNote.interested': 'Intéressé',
  'territory.houseNote.thinking': 'Réfléchit',
  'territory.houseNote.saved': 'Note enregistrée.',

  'territory.random.generating': "Génération de l'îlot aléatoire...",
  'territory.random.loadError': 'Impossible de charger le secteur. Veuillez réessayer.',
  'territory.random.generateError': 'Impossible de générer un îlot',
  'territory.random.empty': 'Aucune rue trouvée pour cet îlot',

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

  'territory.dashboardMap.createError': 'Une erreur est survenue lors de la création de la zone.',
} as const;
