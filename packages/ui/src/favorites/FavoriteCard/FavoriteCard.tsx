import { isValid, parseISO } from 'date-fns';
import { useId } from 'react';
import { formatShortDate, t } from '../../i18n';
import { Cluster } from '../../layout';
import { Badge, Button, EditIcon, TrashIcon } from '../../primitives';
import { PendingBadge } from '../../primitives/PendingBadge';
import { favoriteTypeLook } from '../favorite-types';
import type { Favorite } from '../types';
import { Actions, Article, Content, Footer, Street, Title } from './FavoriteCard.styles';
import '../../i18n/messages/favorites';

export interface FavoriteCardProps {
  favorite: Favorite;
  onEdit: (favorite: Favorite) => void;
  onDelete: (favorite: Favorite) => void;
  /** The favourite (or its last change) is kept on this device, not yet sent: 'Pas encore envoyé'. */
  pending?: boolean | undefined;
}

/** One favourite: title, type badge, street, content, creation date, Modifier and Supprimer. */
export function FavoriteCard({ favorite, onEdit, onDelete, pending = false }: FavoriteCardProps) {
  const titleId = useId();
  const pendingId = useId();
  const look = favoriteTypeLook(favorite.type);
  const created = favorite.created_at ? parseISO(favorite.created_at) : null;
  return (
    <Article aria-labelledby={titleId} aria-describedby={pending ? pendingId : undefined}>
      <Cluster>
        <Badge tone={look.tone} icon={look.icon}>
          {look.label}
        </Badge>
        {pending ? <PendingBadge id={pendingId} /> : null}
      </Cluster>
      <Title id={titleId}>{favorite.title}</Title>
      {favorite.street_name ? (
        <Street>{t('favorites.card.street', { street: favorite.street_name })}</Street>
      ) : null}
      <Content>{favorite.content}</Content>
      <Footer>
        {created && isValid(created) ? (
          <time dateTime={favorite.created_at ?? undefined}>
            {t('favorites.card.createdOn', { date: formatShortDate(created) })}
          </time>
        ) : (
          <span />
        )}
        <Actions>
          <Button variant="ghost" size="small" aria-describedby={titleId} onClick={() => onEdit(favorite)}>
            <EditIcon size={16} />
            {t('common.edit')}
          </Button>
          <Button variant="ghost" size="small" aria-describedby={titleId} onClick={() => onDelete(favorite)}>
            <TrashIcon size={16} />
            {t('common.delete')}
          </Button>
        </Actions>
      </Footer>
    </Article>
  );
}
