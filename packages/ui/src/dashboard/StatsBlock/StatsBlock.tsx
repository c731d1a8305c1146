import { useId } from 'react';
import { formatCount, t } from '../../i18n';
import { Card, LoadingText, ProgressBar } from '../../primitives';
import type { DashboardStats } from '../types';
import { completionPercent } from './completion';
import {
  Figure,
  FigureLabel,
  Figures,
  FigureValue,
  Heading,
  Placeholder,
  Reserved,
  Waiting,
} from './StatsBlock.styles';
import '../../i18n/messages/dashboard';

export interface StatsBlockProps {
  /** The year's figures; undefined until they arrive. */
  stats?: DashboardStats | null | undefined;
  loading?: boolean;
}

/** The yearly stats: streets and zones done over total, estimations and contacts, and the streets' completion. */
export function StatsBlock({ stats, loading = false }: StatsBlockProps) {
  const headingId = useId();
  const ratio = (done: number, total: number) =>
    t('dashboard.stats.ratio', { done: formatCount(done), total: formatCount(total) });

  return (
    <Card as="section" aria-labelledby={headingId} aria-busy={loading || undefined}>
      <Heading id={headingId}>{t('dashboard.stats.title')}</Heading>
      {loading || !stats ? (
        // The figures' room is kept while they load, so nothing below jumps when they arrive.
        <Reserved>
          <Placeholder aria-hidden="true">
            <StatsFigures stats={NO_STATS} ratio={ratio} />
          </Placeholder>
          <Waiting>
            <LoadingText />
          </Waiting>
        </Reserved>
      ) : (
        <StatsFigures stats={stats} ratio={ratio} />
      )}
    </Card>
  );
}

const NO_STATS: DashboardStats = {
  doneRues: 0,
  totalRues: 0,
  doneZones: 0,
  totalZones: 0,
  estimations: 0,
  contacts: 0,
};

function StatsFigures({
  stats,
  ratio,
}: {
  stats: DashboardStats;
  ratio: (done: number, total: number) => string;
}) {
  return (
    <>
      <ProgressBar value={completionPercent(stats)} label={t('dashboard.stats.completion')} showLabel />
      {/* Each figure shows above its label; the DOM keeps <dt> before <dd> as a list of terms requires. */}
      <Figures>
        <Figure>
          <FigureLabel>{t('common.streetsDone')}</FigureLabel>
          <FigureValue>{ratio(stats.doneRues, stats.totalRues)}</FigureValue>
        </Figure>
        <Figure>
          <FigureLabel>{t('dashboard.stats.zones')}</FigureLabel>
          <FigureValue>{ratio(stats.doneZones, stats.totalZones)}</FigureValue>
        </Figure>
        <Figure>
          <FigureLabel>{t('dashboard.stats.estimations')}</FigureLabel>
          <FigureValue>{formatCount(stats.estimations)}</FigureValue>
        </Figure>
        <Figure>
          <FigureLabel>{t('dashboard.stats.contacts')}</FigureLabel>
          <FigureValue>{formatCount(stats.contacts)}</FigureValue>
        </Figure>
      </Figures>
    </>
  );
}
