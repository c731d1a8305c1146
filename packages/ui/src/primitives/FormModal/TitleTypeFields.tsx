import { t } from '../../i18n';
import { Select, type SelectOption } from '../Select';
import { TextField } from '../TextField';

export interface TitleTypeFieldsProps<Type extends string> {
  /** The modal's draft; only its title and type are read. */
  values: { title: string; type: Type };
  titleError?: string | undefined;
  /** The kinds the list knows, each with its French label. */
  typeOptions: readonly SelectOption[];
  /** Narrows the select's string to a known kind; any other value is ignored. */
  isType: (value: string) => value is Type;
  /** The draft's update: a new title, or a known type. */
  onChange: (field: 'title' | 'type', value: string) => void;
}

/** 'Titre' (required) and 'Type', the fields a list's modal (favourites, calendar events) opens with. */
export function TitleTypeFields<Type extends string>({
  values,
  titleError,
  typeOptions,
  isType,
  onChange,
}: TitleTypeFieldsProps<Type>) {
  return (
    <>
      <TextField
        label={t('common.field.title')}
        name="title"
        required
        value={values.title}
        onChange={(change) => onChange('title', change.target.value)}
        error={titleError}
      />
      <Select
        label={t('common.field.type')}
        name="type"
        value={values.type}
        options={typeOptions}
        onChange={(change) => {
          if (isType(change.target.value)) onChange('type', change.target.value);
        }}
      />
    </>
  );
}
