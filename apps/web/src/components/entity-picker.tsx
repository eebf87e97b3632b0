import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { ja } from '@app/shared/messages/ja';

const DEBOUNCE_MS = 250;

/** One choice of a picker: the value the URL keeps (a worker's code, a project's id) and its name. */
export interface EntityOption<Id extends string | number> {
  id: Id;
  label: string;
}

/** The options matching a typed text: a feature's list API asked with it (e.g. `workerOptionsQuery`). */
export type EntityOptionsQuery<Id extends string | number, Key extends QueryKey> = (
  text: string,
) => UseQueryOptions<EntityOption<Id>[], Error, EntityOption<Id>[], Key>;

export interface EntityPickerProps<Id extends string | number, Key extends QueryKey> {
  label: string;
  /** Shown while nothing is chosen (a filter: the list is not filtered; a field: what to type). */
  allLabel: string;
  value: Id | null;
  onChange: (value: Id | null) => void;
  options: EntityOptionsQuery<Id, Key>;
  noOptionsText: string;
  /** A filter's width from the sm breakpoint; 'full' fills its container (a field in a dialog). */
  width?: number | 'full';
  required?: boolean;
  autoFocus?: boolean;
  /** The current value's name when the caller knows it (a form's stored choice), shown until the server names it. */
  knownLabel?: string;
  /** A field's message (a server refusal), shown under it in red. */
  error?: string;
}

/**
 * A filter on one worker, project …: an Autocomplete that asks the server with the typed text (debounced) instead of
 * offering the first page of the list. A value from the URL that the answer does not name keeps its last known name,
 * else shows as itself (e.g. a worker's code).
 */
export function EntityPicker<Id extends string | number, Key extends QueryKey>({
  label,
  allLabel,
  value,
  onChange,
  options,
  noOptionsText,
  width = 200,
  required,
  autoFocus,
  knownLabel,
  error,
}: EntityPickerProps<Id, Key>) {
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const [term, setTerm] = useState('');
  const [chosen, setChosen] = useState<EntityOption<Id> | null>(null);
  useEffect(() => {
    const timer = window.setTimeout(() => setTerm(input.trim()), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [input]);
  const query = useQuery({ ...options(term), enabled: open || value !== null, placeholderData: keepPreviousData });
  const found = query.data ?? [];
  const selected: EntityOption<Id> | null =
    value === null
      ? null
      : (found.find((o) => o.id === value) ?? (chosen?.id === value ? chosen : { id: value, label: knownLabel ?? String(value) }));

  return (
    <Autocomplete<EntityOption<Id>, false, false, false>
      options={found}
      value={selected}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      filterOptions={(all) => all}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(o) => o.label}
      getOptionKey={(o) => String(o.id)}
      loading={query.isFetching}
      loadingText={ja.app.loading}
      noOptionsText={query.isError ? ja.banks.searchFailed : noOptionsText}
      onInputChange={(_event, text, reason) => setInput(reason === 'input' ? text : '')}
      onChange={(_event, option) => {
        setChosen(option);
        onChange(option ? option.id : null);
      }}
      sx={{ width: width === 'full' ? '100%' : { xs: '100%', sm: width } }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={allLabel}
          required={required}
          autoFocus={autoFocus}
          error={error !== undefined}
          helperText={error}
          sx={{ bgcolor: 'background.paper' }}
          slotProps={{ ...params.slotProps, inputLabel: { ...params.slotProps.inputLabel, shrink: true } }}
        />
      )}
    />
  );
}
