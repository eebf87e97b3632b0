import { useEffect, useState } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { ja } from '@app/shared/messages/ja';

/** Search box that reports its text after a short pause (and at once on Enter). */
export function ContractSearchField({ value, onSearch, label = ja.contractList.searchLabel }: { value: string; onSearch: (text: string) => void; label?: string }) {
  const [text, setText] = useState(value);
  // The URL changed from outside (back button, a link): follow it (state adjusted while rendering, not in an effect).
  const [prevValue, setPrevValue] = useState(value);
  if (prevValue !== value) {
    setPrevValue(value);
    setText(value);
  }
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onSearch(text), 300);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <TextField
      size="small"
      label={label}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') onSearch(text);
      }}
      sx={{ width: { xs: '100%', sm: 320 } }}
      slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> }, htmlInput: { maxLength: 100, type: 'search' } }}
    />
  );
}
