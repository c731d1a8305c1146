// The demo's house notes, favourites and calendar.
import { demoAccounts } from './people';

export interface HouseNoteSeed {
  author: string;
  label: 'interested' | 'thinking';
  others: string;
  ageDays: number;
  /** A note of last year: shown in lists, not counted in this year's stats. */
  lastYear?: boolean;
}

export const HOUSE_NOTES: readonly HouseNoteSeed[] = [
  {
    author: demoAccounts.agent,
    label: 'interested',
    others: 'M. et Mme Durand, 12 avenue Pavie : vente envisagée au printemps.',
    ageDays: 40,
  },
  {
    author: demoAccounts.agent,
    label: 'interested',
    others: 'Mme Lefèvre, villa face à la mer, souhaite être rappelée.',
    ageDays: 30,
  },
  {
    author: demoAccounts.agent,
    label: 'interested',
    others: 'Appartement T3 quai Leray, succession en cours.',
    ageDays: 21,
  },
  {
    author: demoAccounts.agent,
    label: 'interested',
    others: 'M. Perrin, maison de ville rue Crébillon.',
    ageDays: 6,
  },
  {
    author: demoAccounts.agent,
    label: 'thinking',
    others: 'Couple hésitant, rappeler après les fêtes.',
    ageDays: 35,
  },
  {
    author: demoAccounts.agent,
    label: 'thinking',
    others: 'Propriétaire bailleur, réfléchit à vendre un studio.',
    ageDays: 15,
  },
  {
    author: demoAccounts.agent,
    label: 'thinking',
    others: 'Maison avec jardin, attend une mutation.',
    ageDays: 2,
  },
  {
    author: demoAccounts.agent,
    label: 'interested',
    others: 'Note de l’an dernier : M. Caradec, longère.',
    ageDays: 0,
    lastYear: true,
  },
  {
    author: demoAccounts.agent2,
    label: 'interested',
    others: 'Immeuble de rapport boulevard des Anglais.',
    ageDays: 25,
  },
  {
    author: demoAccounts.agent2,
    label: 'thinking',
    others: 'Retraités, projet de déménagement en 2027.',
    ageDays: 12,
  },
  {
    author: demoAccounts.pornicAgent,
    label: 'interested',
    others: 'Maison de pêcheur, vente rapide souhaitée.',
    ageDays: 8,
  },
];

export interface FavoriteSeed {
  owner: string;
  title: string;
  content: string;
  type: 'street' | 'estimation' | 'contact';
  /** Links the first street of this sector number in the owner's first zone. */
  streetOfSector?: number;
  ageDays: number;
}

export const FAVORITES: readonly FavoriteSeed[] = [
  {
    owner: demoAccounts.agent,
    title: 'Rue à repasser',
    content: 'Trois maisons sans réponse, repasser samedi matin.',
    type: 'street',
    streetOfSector: 1,
    ageDays: 28,
  },
  {
    owner: demoAccounts.agent,
    title: 'Estimation maison Durand',
    content: 'Maison de 120 m² avec jardin, estimation entre 480 000 et 520 000 €.',
    type: 'estimation',
    ageDays: 18,
  },
  {
    owner: demoAccounts.agent,
    title: 'Mme Lefèvre',
    content: 'Joignable le soir au 06 12 34 56 78, préfère les SMS.',
    type: 'contact',
    ageDays: 9,
  },
  {
    owner: demoAccounts.agent,
    title: 'Secteur calme',
    content: 'Beaucoup de résidences secondaires : viser les week-ends.',
    type: 'street',
    ageDays: 4,
  },
  {
    owner: demoAccounts.pornicAgent,
    title: 'Quai à revoir',
    content: 'Retour après la saison.',
    type: 'street',
    ageDays: 7,
  },
];

export interface EventSeed {
  owner: string;
  title: string;
  description: string;
  type: 'prospection' | 'rdv' | 'navigation';
  /** Day of the current month (1–28) and local time. */
  day: number;
  hour: number;
  minute?: number;
  location: string;
}

export const EVENTS: readonly EventSeed[] = [
  {
    owner: demoAccounts.agent,
    title: 'Prospection La Baule centre',
    description: 'Secteurs 1 à 4.',
    type: 'prospection',
    day: 3,
    hour: 9,
    location: 'La Baule-Escoublac',
  },
  {
    owner: demoAccounts.agent,
    title: 'Estimation chez M. Durand',
    description: 'Apporter le dossier des ventes récentes.',
    type: 'rdv',
    day: 10,
    hour: 14,
    minute: 30,
    location: '12 avenue Pavie, La Baule-Escoublac',
  },
  {
    owner: demoAccounts.agent,
    title: 'Repérage Vertou',
    description: '',
    type: 'navigation',
    day: 17,
    hour: 10,
    location: 'Vertou',
  },
  {
    owner: demoAccounts.agent,
    title: 'Porte-à-porte Nantes',
    description: 'Rues Crébillon et Strasbourg.',
    type: 'prospection',
    day: 22,
    hour: 9,
    location: 'Nantes',
  },
  {
    owner: demoAccounts.agent,
    title: 'Rendez-vous notaire',
    description: 'Signature du mandat Lefèvre.',
    type: 'rdv',
    day: 22,
    hour: 15,
    location: 'Étude de Me Guérin, Pornic',
  },
  {
    owner: demoAccounts.agent,
    title: 'Prospection Pornic',
    description: '',
    type: 'prospection',
    day: 26,
    hour: 9,
    minute: 30,
    location: 'Pornic',
  },
  {
    owner: demoAccounts.agent2,
    title: 'Prospection Procé',
    description: '',
    type: 'prospection',
    day: 12,
    hour: 9,
    location: 'Nantes',
  },
];
