import type { ReactNode } from 'react';
import MuiAppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import { ja } from '@app/shared/messages/ja';
import { APP_BAR_HEIGHT } from '../app/theme';
import { paths } from '../lib/paths';
import { Logo } from './logo';

export interface AppBarProps {
  /** The worker search combobox (a later issue); the spot is reserved between the logo and the icons. */
  search?: ReactNode;
  notifications: ReactNode;
  userMenu: ReactNode;
  onMenuClick?: () => void;
}

export function AppBar({ search, notifications, userMenu, onMenuClick }: AppBarProps) {
  return (
    <MuiAppBar
      position="fixed"
      color="inherit"
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider', zIndex: (t) => t.zIndex.drawer + 1 }}
    >
      <Toolbar sx={{ minHeight: APP_BAR_HEIGHT, height: APP_BAR_HEIGHT, gap: { xs: 1, sm: 2 }, px: { xs: 1, sm: 3 } }}>
        {onMenuClick ? (
          <IconButton
            edge="start"
            onClick={onMenuClick}
            aria-label={ja.app.openMenu}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
        ) : null}
        <Logo to={paths.worker} compactOnPhone />
        <Box
          data-slot="worker-search"
          // a phone's bar has no room for the search: the worker list (one tap away in the menu) has its own
          sx={{ flex: 1, minWidth: 0, display: 'flex', justifyContent: 'center', px: { xs: 0, sm: 2 }, '& > *': { display: { xs: 'none', sm: 'block' } } }}
        >
          {search}
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.5, sm: 1 }, minWidth: 0 }}>
          {notifications}
          {userMenu}
        </Box>
      </Toolbar>
    </MuiAppBar>
  );
}
