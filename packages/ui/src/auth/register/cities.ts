import { t } from '../../i18n';

/** The agencies' cities, in the spec's order (§9). The name is both what is shown and what is sent. */
const cityKeys = [
  'register.city.laBaule',
  'register.city.pornic',
  'register.city.nantes',
  'register.city.vertou',
] as const;

export function cityNames(): string[] {
  return cityKeys.map((key) => t(key));
}
