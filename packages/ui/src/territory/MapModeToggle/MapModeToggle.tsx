import { t } from '../../i18n';
import { Stack } from '../../layout';
import { Banner, Button, CloseIcon, PlusIcon } from '../../primitives';
import { Controls } from './MapModeToggle.styles';
import '../../i18n/messages/dashboard';

export type MapMode = 'view' | 'add';

export interface MapModeToggleProps {
  mode: MapMode;
  /** Switches between viewing the map and adding a zone by clicking it. */
  onToggle: () => void;
  /** True while the zone picked on the map is being created. */
  busy?: boolean;
}

/** The dashboard map's mode button, with the hint shown while a click on the map creates a zone. */
export function MapModeToggle({ mode, onToggle, busy = false }: MapModeToggleProps) {
  const adding = mode === 'add';
  return (
    <Stack gap="sm">
      <Controls>
        <Button
          variant={adding ? 'secondary' : 'primary'}
          size="small"
          busy={busy}
          busyLabel={t('dashboard.map.creating')}
          onClick={onToggle}
        >
          {adding ? <CloseIcon size={16} /> : <PlusIcon size={16} />}
          {adding ? t('common.cancel') : t('dashboard.map.add')}
        </Button>
      </Controls>
      {adding && !busy ? <Banner tone="info">{t('dashboard.map.addHint')}</Banner> : null}
    </Stack>
  );
}
