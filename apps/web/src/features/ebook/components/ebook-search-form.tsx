import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { ebookDocumentKindLabels, ebookDocumentKinds, type EbookDocumentKind } from '@app/shared/ebook';
import { ja } from '@app/shared/messages/ja';
import { MoneyInput } from '../../../components/money-input';
import { readSearchForm, type EbookConditions, type EbookSearchErrors, type EbookSearchField, type EbookSearchForm } from '../search';

const m = ja.ebookScreens.search;

/**
 * The search form of /ebook: every condition at once (they combine with AND), checked here before it is sent (a range
 * whose start is after its end says so under the input); the server's refusals (`serverErrors`) show under their
 * inputs too. The page remounts it when the URL's conditions change (back/forward), seeded with them.
 */
export function EbookSearchFormView({
  initial,
  serverErrors,
  canClear,
  onSearch,
  onClear,
}: {
  initial: EbookSearchForm;
  serverErrors: EbookSearchErrors;
  canClear: boolean;
  onSearch: (conditions: EbookConditions) => void;
  onClear: () => void;
}) {
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<EbookSearchErrors>({});
  // a field edited since the last answer drops the server's message for it
  const [edited, setEdited] = useState<ReadonlySet<EbookSearchField>>(new Set());
  const change = <K extends EbookSearchField>(key: K, value: EbookSearchForm[K]) => {
    setForm((prev) => ({ ...prev, [key]: value }));
    setErrors(({ [key]: _dropped, ...rest }) => rest);
    setEdited((prev) => new Set(prev).add(key));
  };
  const errorOf = (key: EbookSearchField) => errors[key] ?? (edited.has(key) ? undefined : serverErrors[key]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readSearchForm(form);
    if (!read.ok) {
      setErrors(read.errors);
      return;
    }
    setErrors({});
    setEdited(new Set());
    onSearch(read.conditions);
  };

  const date = (key: 'dateFrom' | 'dateTo', label: string) => (
    <TextField
      label={label}
      value={form[key]}
      onChange={(e) => change(key, e.target.value)}
      placeholder={m.datePlaceholder}
      error={Boolean(errorOf(key))}
      helperText={errorOf(key) ?? ' '}
      slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
      fullWidth
    />
  );
  const amount = (key: 'amountFrom' | 'amountTo', label: string) => (
    <MoneyInput
      label={label}
      value={form[key]}
      onChange={(value) => change(key, value)}
      errorText={errorOf(key)}
      hint=" "
      fullWidth
    />
  );

  return (
    <Paper variant="outlined" component="form" noValidate onSubmit={submit} aria-label={m.label} sx={{ p: { xs: 2, sm: 2.5 }, mb: 2 }} data-testid="ebook-search">
      <Box
        sx={{
          display: 'grid',
          columnGap: 2,
          rowGap: 0.5,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
        }}
      >
        {date('dateFrom', m.dateFrom)}
        {date('dateTo', m.dateTo)}
        {amount('amountFrom', m.amountFrom)}
        {amount('amountTo', m.amountTo)}
        <TextField
          label={m.partner}
          value={form.partner}
          onChange={(e) => change('partner', e.target.value)}
          error={Boolean(errorOf('partner'))}
          helperText={errorOf('partner') ?? ' '}
          slotProps={{ htmlInput: { maxLength: 100 } }}
          fullWidth
        />
        <TextField
          select
          label={m.kind}
          value={form.kind}
          onChange={(e) => change('kind', e.target.value as EbookDocumentKind | '')}
          error={Boolean(errorOf('kind'))}
          helperText={errorOf('kind') ?? ' '}
          fullWidth
          data-testid="ebook-kind"
        >
          <MenuItem value="">{m.kindAll}</MenuItem>
          {ebookDocumentKinds.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {ebookDocumentKindLabels[kind]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={m.number}
          value={form.number}
          onChange={(e) => change('number', e.target.value)}
          error={Boolean(errorOf('number'))}
          helperText={errorOf('number') ?? ' '}
          slotProps={{ htmlInput: { maxLength: 50 } }}
          fullWidth
        />
        <Box sx={{ display: 'flex', alignItems: 'flex-start', pt: 1 }}>
          <FormControlLabel
            control={<Checkbox checked={form.corrected} onChange={(e) => change('corrected', e.target.checked)} />}
            label={m.corrected}
          />
        </Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
        <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
          {m.submit}
        </Button>
        {canClear ? <Button onClick={onClear}>{m.clear}</Button> : null}
      </Box>
    </Paper>
  );
}
