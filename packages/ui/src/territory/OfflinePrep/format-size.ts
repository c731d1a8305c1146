import { t } from '../../i18n';
import '../../i18n/messages/offline';

const KILO = 1_000;

/** One decimal with a French comma under 10, whole above: '850 Ko', '4,2 Mo', '12 Mo'. */
function rounded(value: number): string {
  return value < 10 ? value.toFixed(1).replace('.', ',').replace(/,0$/, '') : String(Math.round(value));
}

/** A size as the device's settings write it, in decimal units (what `navigator.storage` counts). */
export function formatSize(bytes: number): string {
  const value = Math.max(0, bytes);
  if (value < KILO ** 2) return t('offline.kilobytes', { value: rounded(Math.max(1, value / KILO)) });
  if (value < KILO ** 3) return t('offline.megabytes', { value: rounded(value / KILO ** 2) });
  return t('offline.gigabytes', { value: rounded(value / KILO ** 3) });
}
