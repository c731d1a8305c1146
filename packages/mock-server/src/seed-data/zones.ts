// The demo's territory: Camille's zones in the four cities, and a few of her colleagues'.
import type { LngLat } from '../geo/tiling';
import { demoAccounts } from './people';

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
