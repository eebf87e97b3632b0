import { createTheme } from '@mui/material/styles';

export const FONT_FAMILY =
  '"Noto Sans JP", "Noto Sans CJK JP", "Hiragino Kaku Gothic ProN", "Hiragino Sans", Meiryo, sans-serif';

export const APP_BAR_HEIGHT = 64;
export const SIDE_MENU_WIDTH = 224;

/**
 * Status tones, the one home of the status colours (components/status-chip.tsx). Each tone has `main` (text and border
 * of an outlined chip, the fill of a solid one: ≥ 4.5:1 on white), `text` and `soft` (text on its light fill, ≥ 4.5:1).
 * MUI's default info/warning are too light for text, hence our own.
 */
export const statusTones = {
  neutral: { main: '#4b5563', text: '#374151', soft: '#eef2f6' },
  info: { main: '#0b5e99', text: '#174a8b', soft: '#e8f1fb' },
  success: { main: '#1b5e20', text: '#1b5e20', soft: '#e8f5e9' },
  warning: { main: '#9a4a00', text: '#8a4b00', soft: '#fff4e5' },
  danger: { main: '#b71c1c', text: '#a11b1b', soft: '#fdecea' },
  muted: { main: '#5b6473', text: '#5b6473', soft: '#f3f4f6' },
} as const;

export type StatusTone = keyof typeof statusTones;

export const theme = createTheme({
  palette: {
    primary: { main: '#1f5fae', dark: '#164783', light: '#4a7fc4', contrastText: '#ffffff' },
    secondary: { main: '#4b6584' },
    success: { main: '#2e7d32' },
    error: { main: '#c62828' },
    background: { default: '#f4f6f9', paper: '#ffffff' },
    text: { primary: '#1f2937', secondary: '#5b6473' },
    divider: '#e3e7ee',
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: FONT_FAMILY,
    fontSize: 14,
    h1: { fontSize: '1.5rem', fontWeight: 700, letterSpacing: '0.02em' },
    h2: { fontSize: '1.25rem', fontWeight: 700 },
    h3: { fontSize: '1.0625rem', fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600, letterSpacing: '0.02em' },
    body1: { lineHeight: 1.7 },
    body2: { lineHeight: 1.6 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        body: { WebkitFontSmoothing: 'antialiased' },
      },
    },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiAppBar: { defaultProps: { elevation: 0 } },
    MuiPaper: {
      defaultProps: { elevation: 0 },
      styleOverrides: { outlined: { borderColor: '#e3e7ee' } },
    },
    MuiCard: { defaultProps: { variant: 'outlined' } },
    MuiTextField: { defaultProps: { size: 'small', fullWidth: true } },
    MuiTableCell: {
      styleOverrides: {
        head: { fontWeight: 700, backgroundColor: '#f0f3f8', color: '#374151', whiteSpace: 'nowrap' },
        root: { borderColor: '#e9edf3' },
      },
    },
    MuiTooltip: { defaultProps: { arrow: true } },
    MuiDialogTitle: { styleOverrides: { root: { fontWeight: 700, fontSize: '1.0625rem' } } },
  },
});
