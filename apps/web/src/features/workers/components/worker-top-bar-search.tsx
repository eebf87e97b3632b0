import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { ja } from '@app/shared/messages/ja';
import type { WorkerListItemWire } from '@app/shared/workers';
import { EMPTY_CELL } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { getWorkers } from '../api/get-workers';

const DEBOUNCE_MS = 250;
const OPTION_COUNT = 10;

/**
 * The top bar's worker search (SPEC §2): hidden on /worker itself. Nothing is fetched until the first focus; then
 * the server is asked (debounced) with search_name, which folds kana the same way — the browser never downloads
 * the whole worker list (docs/decisions.md).
 */
export function WorkerTopBarSearch() {
  const location = useLocation();
  const navigate = useNavigate();
  const [activated, setActivated] = useState(false);
  const [input, setInput] = useState('');
  const [term, setTerm] = useState('');

  useEffect(() => {
    const timer = window.setTimeout(() => setTerm(input.trim()), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [input]);

  const query = useQuery({
    queryKey: ['workers', 'top-bar-search', term],
    queryFn: ({ signal }) => getWorkers({ searchName: term, page: 1, perPage: OPTION_COUNT }, signal),
    enabled: activated,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

  if (location.pathname === paths.worker) return null;

  const go = (text: string) => {
    const trimmed = text.trim();
    if (!trimmed) return;
    setInput('');
    void navigate(`${paths.worker}?searchNameText=${encodeURIComponent(trimmed)}`);
  };

  return (
    <Autocomplete<WorkerListItemWire, false, false, true>
      freeSolo
      options={query.data?.data ?? []}
      filterOptions={(options) => options}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.full_name)}
      getOptionKey={(option) => (typeof option === 'string' ? option : option.code)}
      loading={query.isFetching}
      loadingText={ja.workerSearch.loading}
      noOptionsText={ja.workerSearch.noOptions}
      inputValue={input}
      value={null}
      onInputChange={(_event, value, reason) => {
        if (reason !== 'reset') setInput(value);
      }}
      onChange={(_event, value) => {
        if (value) go(typeof value === 'string' ? value : value.full_name);
      }}
      onOpen={() => setActivated(true)}
      sx={{ width: '100%', maxWidth: 420 }}
      size="small"
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start !important' }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {option.full_name}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {option.trade_name || EMPTY_CELL}
          </Typography>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          placeholder={ja.workerSearch.placeholder}
          onFocus={() => setActivated(true)}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'aria-label': ja.workerSearch.label },
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    />
  );
}
