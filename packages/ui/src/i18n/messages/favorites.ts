import { addTexts } from '../catalogue';

/** Favourites screen (spec §2 Mes favoris, §8 favourites errors). */
export const favorites = {
  'favorites.title': 'Mes favoris',
  'favorites.add': 'Ajouter un favori',
  'favorites.empty.title': 'Aucun favori pour le moment',
  'favorites.empty.description':
    'Gardez ici une rue, une estimation ou un contact à retrouver : touchez « Ajouter un favori ».',
  'favorites.list': 'Liste des favoris',
  'favorites.type.street': 'Rue',
  'favorites.type.estimation': 'Estimation',
  'favorites.card.street': 'Rue : {street}',
  'favorites.card.createdOn': 'Ajouté le {date}',
  'favorites.delete.title': 'Supprimer le favori',
  'favorites.delete.message': 'Voulez-vous vraiment supprimer « {title} » ? Cette action est irréversible.',
  'favorites.modal.editTitle': 'Modifier le favori',
  'favorites.field.content': 'Contenu',
  'favorites.field.contentRequired': 'Le contenu est requis.',
} as const;

addTexts(favorites);
