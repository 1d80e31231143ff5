// The top-bar search (spec 1 §2.1): from 2 characters, GET /search/live?q=, results open the record's show page
// (a subnet, which is no record, opens the IP list filtered by it), grouped by kind (decision 0078).
import { useState } from 'react';
import { alpha, Autocomplete, Box, InputAdornment, TextField, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { GLOBAL_SEARCH_MIN_CHARS } from '@console/contract';
import { useDebounced } from '../common/useDebounced.ts';
import { useConsoleDataProvider } from '../providers/dataProvider.ts';

export interface SearchResult {
  resource: string;
  /** The group shown: a resource, or a kind of its own (credit_notes, subnets, starlink_kits). */
  kind?: string;
  id: string | number;
  label: string;
  description?: string | null;
  /** A result that is no record: the list of `resource` filtered by this. */
  filter?: Record<string, string | boolean>;
}

/** Where a result leads: its record's show page, or its resource's list filtered. */
export const searchResultPath = (option: SearchResult) =>
  option.filter
    ? `/${option.resource}?${new URLSearchParams({ filter: JSON.stringify(option.filter) })}`
    : `/${option.resource}/${encodeURIComponent(String(option.id))}/show`;

const DEBOUNCE_MS = 250;

export const GlobalSearch = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const dataProvider = useConsoleDataProvider();
  const [input, setInput] = useState('');
  const q = useDebounced(input.trim(), DEBOUNCE_MS);
  const enabled = q.length >= GLOBAL_SEARCH_MIN_CHARS;

  const { data = [], isFetching } = useQuery({
    queryKey: ['search', 'live', q],
    queryFn: () => dataProvider.get<{ results: SearchResult[] }>('search/live', { q }).then((body) => body.results ?? []),
    enabled,
    staleTime: 10_000,
  });

  const noOptionsText =
    input.trim().length < GLOBAL_SEARCH_MIN_CHARS ? translate('app.search.min_chars', { min: GLOBAL_SEARCH_MIN_CHARS }) : translate('app.search.no_results');

  return (
    <Autocomplete<SearchResult, false, false, false>
      sx={{ width: { xs: 120, sm: 280, md: 360 }, mx: 1, flexShrink: 1 }}
      size="small"
      forcePopupIcon={false}
      options={enabled ? data : []}
      loading={enabled && isFetching}
      filterOptions={(options) => options}
      getOptionLabel={(option) => option.label}
      // Two kinds may name one record (a kit and its terminal): the key carries the kind.
      getOptionKey={(option) => `${option.kind ?? option.resource}:${option.id}`}
      isOptionEqualToValue={(a, b) => a.resource === b.resource && a.kind === b.kind && String(a.id) === String(b.id)}
      groupBy={(option) => {
        const kind = option.kind ?? option.resource;
        return translate(`app.search.kinds.${kind}`, { _: translate(`resources.${kind}.name`, { smart_count: 2, _: kind }) });
      }}
      inputValue={input}
      onInputChange={(_event, value, reason) => {
        if (reason !== 'reset') setInput(value);
      }}
      value={null}
      onChange={(_event, option) => {
        if (!option) return;
        setInput('');
        navigate(searchResultPath(option));
      }}
      noOptionsText={noOptionsText}
      loadingText={translate('ra.page.loading')}
      renderOption={(props, option) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <Box component="li" key={key} {...rest} sx={{ display: 'block !important' }}>
            <Typography variant="body2">{option.label}</Typography>
            {option.description && (
              <Typography variant="caption" color="text.secondary">
                {option.description}
              </Typography>
            )}
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          variant="outlined"
          margin="none"
          placeholder={translate('app.search.placeholder')}
          slotProps={{
            htmlInput: { ...params.inputProps, 'aria-label': translate('app.search.label') },
            input: {
              ...params.InputProps,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
          sx={(theme) => ({
            '& .MuiOutlinedInput-root': {
              color: 'inherit',
              backgroundColor: alpha(theme.palette.common.white, 0.12),
              '& fieldset': { borderColor: 'transparent' },
              '&:hover fieldset': { borderColor: alpha(theme.palette.common.white, 0.3) },
              '&.Mui-focused': { backgroundColor: alpha(theme.palette.common.white, 0.18) },
            },
            '& .MuiInputAdornment-root, & .MuiAutocomplete-endAdornment .MuiSvgIcon-root': { color: 'inherit' },
          })}
        />
      )}
    />
  );
};
