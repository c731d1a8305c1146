import { useId } from 'react';
import { formatCount, t } from '../../i18n';
import {
  type AppLinkComponent,
  ArrowRightIcon,
  Card,
  LoadingText,
  PlainLink,
  ProgressBar,
} from '../../primitives';
import type { DashboardStats } from '../types';
import { completionPercent } from './completion';
import {
  Figure,
  FigureLabel,
  FigureLink,
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
  /** The app's router link, for the figures that open the contacts list; a plain link by default. */
  LinkComponent?: AppLinkComponent | undefined;
  /** The year the figures count (spec §4: yearly stats); this year by default. */
  year?: number | undefined;
}

/**
 * Where the Contacts and Estimations figures lead: the contacts list, filtered by label and scoped to
 * the year they count, so the list shows the number the figure says (screens/contacts).
 */
const contactsHref = (filter: 'interested' | 'thinking', year: number) =>
  `/contacts?filter=${filter}&year=${year}`;

/** The yearly stats: streets and zones done over total, estimations and contacts, and the streets' completion. */
export function StatsBlock({
  stats,
  loading = false,
  LinkComponent = PlainLink,
  year = new Date().getFullYear(),
}: StatsBlockProps) {
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
            <StatsFigures stats={NO_STATS} ratio={ratio} LinkComponent={LinkComponent} year={year} />
          </Placeholder>
          <Waiting>
            <LoadingText />
          </Waiting>
        </Reserved>
      ) : (
        <StatsFigures stats={stats} ratio={ratio} LinkComponent={LinkComponent} year={year} />
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
  LinkComponent,
  year,
}: {
  stats: DashboardStats;
  ratio: (done: number, total: number) => string;
  LinkComponent: AppLinkComponent;
  year: number;
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
        <LinkedFigure
          label={t('dashboard.stats.estimations')}
          value={formatCount(stats.estimations)}
          href={contactsHref('thinking', year)}
          LinkComponent={LinkComponent}
        />
        <LinkedFigure
          label={t('dashboard.stats.contacts')}
          value={formatCount(stats.contacts)}
          href={contactsHref('interested', year)}
          LinkComponent={LinkComponent}
        />
      </Figures>
    </>
  );
}

/**
 * A figure that opens the list it counts: its number is the link, named with the figure's label, and
 * the whole tile takes the tap.
 */
function LinkedFigure({
  label,
  value,
  href,
  LinkComponent,
}: {
  label: string;
  value: string;
  href: string;
  LinkComponent: AppLinkComponent;
}) {
  const labelId = useId();
  const valueId = useId();
  return (
    <Figure data-linked="true">
      <FigureLabel id={labelId}>{label}</FigureLabel>
      <FigureValue>
        <FigureLink as={LinkComponent} href={href} aria-labelledby={`${labelId} ${valueId}`}>
          <span id={valueId}>{value}</span>
          <ArrowRightIcon size={18} />
        </FigureLink>
      </FigureValue>
    </Figure>
  );
}
