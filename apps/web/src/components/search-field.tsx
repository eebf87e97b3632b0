import { useEffect, useRef, useState } from 'react';
import { useNavigation } from 'react-router';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import { ja } from '@app/shared/messages/ja';

const DEBOUNCE_MS = 300;
const MAX_LENGTH = 100;

/**
 * The search box of every list: reports its text after a short pause (or at once on Enter / clear) and follows the
 * URL when it changes from outside (back button, a link with the search in its query). A pause that ends while a
 * navigation is under way (a click on a row link while the typed text waits) reports nothing: the search would replace
 * the page the user chose.
 */
export function SearchField({
  value,
  onSearch,
  label,
  width = 360,
}: {
  value: string;
  onSearch: (text: string) => void;
  label: string;
  width?: number;
}) {
  const [text, setText] = useState(value);
  const lastReported = useRef(value);
  const navigating = useNavigation().state !== 'idle';

  useEffect(() => {
    if (value !== lastReported.current) {
      lastReported.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (text === lastReported.current || navigating) return;
    const timer = window.setTimeout(() => {
      lastReported.current = text;
      onSearch(text);
    }, DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, onSearch, navigating]);

  const report = (next: string) => {
    lastReported.current = next;
    onSearch(next);
  };

  return (
    <TextField
      label={label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          report(text);
        }
      }}
      fullWidth={false}
      sx={{ width: { xs: '100%', sm: width }, bgcolor: 'background.paper' }}
      slotProps={{
        htmlInput: { maxLength: MAX_LENGTH },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: text ? (
            <InputAdornment position="end">
              <IconButton
                size="small"
                edge="end"
                aria-label={ja.app.clearSearch}
                onClick={() => {
                  setText('');
                  report('');
                }}
              >
                <ClearIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : undefined,
        },
      }}
    />
  );
}
