import { adminHandlers } from './admin';
import { authHandlers } from './auth';
import { doorHandlers } from './doors';
import { eventHandlers } from './events';
import { externalHandlers } from './external';
import { favoriteHandlers } from './favorites';
import { geocodeHandlers } from './geocode';
import { googleHandlers } from './google';
import { houseNoteHandlers } from './house-notes';
import { noteHandlers } from './notes';
import { profileHandlers } from './profile';
import { sectorHandlers } from './sectors';
import { statsHandlers } from './stats';
import { streetHandlers } from './streets';
import { zoneHandlers } from './zones';

/** Every handler of the REST contract, grouped per resource, then the third-party services. */
export const handlers = [
  ...authHandlers,
  ...googleHandlers,
  ...profileHandlers,
  ...statsHandlers,
  ...geocodeHandlers,
  ...zoneHandlers,
  ...sectorHandlers,
  ...streetHandlers,
  ...doorHandlers,
  ...noteHandlers,
  ...houseNoteHandlers,
  ...favoriteHandlers,
  ...eventHandlers,
  ...adminHandlers,
  ...externalHandlers,
];
