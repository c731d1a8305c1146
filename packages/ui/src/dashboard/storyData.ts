// Sample data for the dashboard's stories only (never imported by components).

/** A drawn portrait, so screenshots never depend on a network image. */
export const samplePhoto = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#93c5fd"/><circle cx="32" cy="26" r="12" fill="#1e3a8a"/><rect x="12" y="42" width="40" height="30" rx="15" fill="#1e3a8a"/></svg>',
)}`;

/** Zones as GET /api/accounts/zones/ returns them, around La Baule. */
export const sampleZones = [
  {
    id: 1,
    name: 'Centre-ville La Baule',
    progress: 62,
    sector_count: 6,
    location: null,
    created_at: '2026-09-01T08:00:00Z',
  },
  {
    id: 2,
    name: "Escoublac – Bois d'Amour",
    progress: 15,
    sector_count: 4,
    location: null,
    created_at: '2026-09-12T08:00:00Z',
  },
  {
    id: 3,
    name: 'Le Pouliguen port',
    progress: 100,
    sector_count: 3,
    location: null,
    created_at: '2026-10-02T08:00:00Z',
  },
  {
    id: 4,
    name: 'Pornichet – Sainte-Marguerite',
    progress: 0,
    sector_count: 0,
    location: null,
    created_at: '2026-11-20T08:00:00Z',
  },
];

export const sampleStats = {
  doneRues: 42,
  totalRues: 128,
  doneZones: 1,
  totalZones: 4,
  contacts: 9,
  estimations: 3,
};
