/** Dashboard: greeting, stats, zones list, map toggle (spec §2 dashboard). */
export const dashboard = {
  'dashboard.greeting': 'Bonjour, {firstName} !',
  'dashboard.today': 'Nous sommes le {date}.',
} as const;
