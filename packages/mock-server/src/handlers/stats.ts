import { http } from 'msw';
import { api, authedRoute, json } from '../http';
import { statsOf } from '../queries';

export const statsHandlers = [
  http.get(
    api('/progress/stats/'),
    authedRoute(({ viewer }) => json(statsOf(viewer))),
  ),
];
