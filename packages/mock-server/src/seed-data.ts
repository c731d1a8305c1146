// The living demo agency, as data. seed.ts turns it into rows; the README lists the accounts.
import type { Role } from './db';
import type { City } from './geo/places';
import type { LngLat } from './geo/tiling';

export const DEMO_PASSWORD = 'prospect2026';

export const demoAccounts = {
  superAdmin: 'superadmin@prospect.demo',
  admin: 'admin@prospect.demo',
  agent: 'agent@prospect.demo',
  agent2: 'agent2@prospect.demo',
  agent3: 'agent3@prospect.demo',
  pornicAgent: 'agent@pornic.demo',
} as const;

/** Invitation tokens of the Nantes agency: one to register with, one expired, one already used. */
export const demoInvitations = {
  valid: { token: 'demo-invitation-valide', email: 'nouvelle.recrue@prospect.demo', role: 'AGENT' },
  expired: { token: 'demo-invitation-expiree', email: 'ancienne.recrue@prospect.demo', role: 'AGENT' },
  used: { token: 'demo-invitation-utilisee', email: 'agent3@prospect.demo', role: 'AGENT' },
} as const;

export interface PersonSeed {
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  city: City;
  googleSubject: string | null;
}

export const PEOPLE: readonly PersonSeed[] = [
  {
    email: demoAccounts.superAdmin,
    firstName: 'Sophie',
    lastName: 'Bernard',
    role: 'SUPER_ADMIN',
    city: 'Nantes',
    googleSubject: null,
  },
  {
    email: demoAccounts.admin,
    firstName: 'Julien',
    lastName: 'Leroy',
    role: 'ADMIN',
    city: 'Nantes',
    googleSubject: null,
  },
  {
    email: demoAccounts.agent,
    firstName: 'Camille',
    lastName: 'Martin',
    role: 'AGENT',
    city: 'Nantes',
    googleSubject: 'google-camille-martin',
  },
  {
    email: demoAccounts.agent2,
    firstName: 'Lucas',
    lastName: 'Moreau',
    role: 'AGENT',
    city: 'Nantes',
    googleSubject: null,
  },
  {
    email: demoAccounts.agent3,
    firstName: 'Léa',
    lastName: 'Dubois',
    role: 'AGENT',
    city: 'Nantes',
    googleSubject: null,
  },
  {
    email: demoAccounts.pornicAgent,
    firstName: 'Hugo',
    lastName: 'Garnier',
    role: 'AGENT',
    city: 'Pornic',
    googleSubject: null,
  },
];

export interface ZoneSeed {
  owner: string;
  name: string;
  center: LngLat;
  /** Share of streets done, or null for a zone whose sectors are not generated yet. */
  completion: number | null;
  /** Days before today it was created (kept inside the current year). */
  ageDays: number;
  notes: { content: string; offset: LngLat; author?: string }[];
}

export const ZONES: readonly ZoneSeed[] = [
  {
    owner: demoAccounts.agent,
    name: 'La Baule-Escoublac – Centre',
    center: [-2.3922, 47.2853],
    completion: 0.45,
    ageDays: 60,
    notes: [
      {
        content: 'Portail vert : la propriétaire envisage une estimation au printemps.',
        offset: [-0.0021, 0.0012],
      },
      {
        content: 'Résidence fermée, passer par le gardien (loge au rez-de-chaussée).',
        offset: [0.0016, -0.0008],
      },
      { content: 'Boîtes aux lettres pleines, revenir un matin.', offset: [0.0004, 0.0022] },
    ],
  },
  {
    owner: demoAccounts.agent,
    name: 'Pornic – Vieux Port',
    center: [-2.1036, 47.1155],
    completion: 1,
    ageDays: 45,
    notes: [
      { content: "Maison à vendre au coin du quai, panneau d'une autre agence.", offset: [0.0011, 0.0006] },
    ],
  },
  {
    owner: demoAccounts.agent,
    name: 'Nantes – Centre-ville',
    center: [-1.5536, 47.2184],
    completion: 0.12,
    ageDays: 20,
    notes: [
      { content: 'Digicode au 21 : demander à la boulangerie.', offset: [-0.0009, -0.0014] },
      {
        content: 'Syndic à recontacter pour les parties communes.',
        offset: [0.0018, 0.0003],
        author: demoAccounts.admin,
      },
    ],
  },
  {
    owner: demoAccounts.agent,
    name: 'Vertou – Beau Verger',
    center: [-1.4697, 47.1689],
    completion: null,
    ageDays: 3,
    notes: [],
  },
  {
    owner: demoAccounts.agent2,
    name: 'Nantes – Procé',
    center: [-1.578, 47.226],
    completion: 0.6,
    ageDays: 90,
    notes: [],
  },
  {
    owner: demoAccounts.agent3,
    name: 'Vertou – La Garenne',
    center: [-1.4731, 47.1713],
    completion: null,
    ageDays: 10,
    notes: [],
  },
  {
    owner: demoAccounts.pornicAgent,
    name: 'Pornic – Sainte-Marie-sur-Mer',
    center: [-2.1289, 47.1079],
    completion: 0.25,
    ageDays: 30,
    notes: [{ content: 'Propriétaires souvent absents en semaine.', offset: [0.0007, -0.0005] }],
  },
];

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
