// Canonical answers: what the contract (docs/api-contract.md) and the mock server's serializers send.
// Each reads as itself, so a test's expected app shape is the canonical answer; the DRF-shaped variants
// of every test file must read into that same shape. Functions, not constants: a test may mutate its copy.

export const zoneNoteJson = () => ({
  id: 31,
  content: 'Boulangerie : repasser le samedi',
  user: 'Camille Martin',
  created_at: '2026-11-20T10:15:00.000Z',
  zone: 7,
  location: { type: 'Point' as const, coordinates: [-2.3921, 47.2843] as [number, number] },
});

export const streetsJson = () => [
  { id: 101, name: 'Avenue du Général de Gaulle', status: 'done' as const },
  { id: 102, name: 'Rue des Pins', status: 'pending' as const },
  { id: 103, name: 'Allée des Mimosas', status: 'pending' as const },
];

export const polygonJson = () => ({
  type: 'Polygon' as const,
  coordinates: [
    [
      [-2.395, 47.283],
      [-2.389, 47.283],
      [-2.389, 47.287],
      [-2.395, 47.287],
      [-2.395, 47.283],
    ],
  ] as [number, number][][],
});

export const ZONE_NAME = 'La Baule-Escoublac – Centre';

export const sectorJson = () => ({
  id: 12,
  number: 3,
  status: 'in_progress' as const,
  geometry: polygonJson(),
  streets: streetsJson(),
  zone: { id: 7, name: ZONE_NAME },
  zoneName: ZONE_NAME,
  progress: 33,
  zone_notes: [zoneNoteJson()],
});

export const zoneJson = () => ({
  id: 7,
  name: ZONE_NAME,
  location: { type: 'Point' as const, coordinates: [-2.392, 47.285] as [number, number] },
  sector_count: 1,
  progress: 33,
  created_at: '2026-10-02T08:00:00.000Z',
});

export const zoneDetailJson = () => ({ ...zoneJson(), sectors: [sectorJson()], notes: [zoneNoteJson()] });

export const favoriteJson = () => ({
  id: 5,
  title: 'Maison à vendre',
  content: 'Propriétaire ouvert à une estimation',
  type: 'street' as const,
  street: 101,
  street_name: 'Avenue du Général de Gaulle',
  created_at: '2026-11-18T16:40:00.000Z',
});

export const calendarEventJson = () => ({
  id: 9,
  title: 'Prospection du centre',
  description: 'Porte-à-porte après la pluie',
  type: 'rdv' as const,
  date: '2026-11-24T09:00:00.000Z',
  location: 'Place du Marché, Pornic',
});

export const adminUserJson = () => ({
  id: 4,
  role: 'AGENT' as const,
  firstName: 'Camille',
  first_name: 'Camille',
  last_name: 'Martin',
  email: 'camille.martin@example.fr',
  zones_count: 2,
  completed_sectors_count: 1,
  completed_streets_count: 14,
});

export const statsJson = () => ({
  doneRues: 14,
  totalRues: 40,
  doneZones: 1,
  totalZones: 2,
  contacts: 3,
  estimations: 2,
});

export const profileJson = () => ({
  user: { id: 4, first_name: 'Camille', last_name: 'Martin', email: 'camille.martin@example.fr' },
  profile: {
    role: 'AGENT' as const,
    profile_picture: null as string | null,
    tenant: { id: 2, city: 'Pornic' },
  },
});

/** A DRF `PageNumberPagination` page holding `results`. */
export const drfPage = <T>(results: T[], next: string | null = null) => ({
  count: results.length,
  next,
  previous: null,
  results,
});

/** Fields a real serializer adds that the app does not read. */
export const unknownFields = {
  url: 'http://api.example.fr/api/accounts/records/1/',
  updated_at: '2026-11-21T08:00:00Z',
  owner: { id: 4, username: 'camille' },
  tags: [],
  is_archived: false,
};

/** The answer as the wire carries it: a key set to undefined is absent, as from a serializer without it. */
export const wire = (answer: unknown): unknown =>
  answer === undefined ? undefined : JSON.parse(JSON.stringify(answer));
