import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import { ja } from '@app/shared/messages/ja';
import { APP_BAR_HEIGHT, SIDE_MENU_WIDTH } from '../app/theme';

export interface SideMenuItem {
  to: string;
  label: string;
  icon: ReactNode;
  /** Active only on exactly this path (the ホーム at /, which every path starts with). */
  end?: boolean;
}

export interface SideMenuProps {
  items: SideMenuItem[];
  mobileOpen: boolean;
  onMobileClose: () => void;
}

function MenuList({ items, onNavigate }: { items: SideMenuItem[]; onNavigate?: () => void }) {
  return (
    <Box component="nav" aria-label={ja.menu.navigation}>
      <List sx={{ px: 1.5, py: 2 }}>
        {items.map((item) => (
          <ListItem key={item.to} disablePadding>
          <ListItemButton
            component={NavLink}
            to={item.to}
            end={item.end}
            onClick={onNavigate}
            sx={{
              borderRadius: 1.5,
              mb: 0.5,
              py: 1,
              color: 'text.secondary',
              '& .MuiListItemIcon-root': { color: 'text.secondary', minWidth: 38 },
              '&.active': {
                bgcolor: 'rgba(31, 95, 174, 0.1)',
                color: 'primary.main',
                '& .MuiListItemIcon-root': { color: 'primary.main' },
                '& .MuiListItemText-primary': { fontWeight: 700 },
              },
              '&.active:hover': { bgcolor: 'rgba(31, 95, 174, 0.14)' },
            }}
          >
            <ListItemIcon>{item.icon}</ListItemIcon>
            <ListItemText primary={item.label} slotProps={{ primary: { sx: { fontSize: '0.9375rem' } } }} />
          </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

/** Permanent on desktop, a temporary drawer on small screens. NavLink adds `.active` (and aria-current) to the current area. */
export function SideMenu({ items, mobileOpen, onMobileClose }: SideMenuProps) {
  const paperSx = { width: SIDE_MENU_WIDTH, boxSizing: 'border-box' as const, borderRight: 1, borderColor: 'divider' };
  return (
    <>
      {/*
        The docked drawer is a column of the layout's flex row, so it stretches to the page's full height and carries
        the background and the border; its paper sticks to the viewport (instead of MUI's fixed, viewport-high paper)
        so the menu stays in view while the column reaches the bottom of a long page.
      */}
      <Drawer
        variant="permanent"
        sx={{
          display: { xs: 'none', md: 'block' },
          width: SIDE_MENU_WIDTH,
          flexShrink: 0,
          alignSelf: 'stretch',
          bgcolor: 'background.paper',
          borderRight: 1,
          borderColor: 'divider',
          '& .MuiDrawer-paper': { ...paperSx, width: '100%', borderRight: 0, position: 'sticky', top: 0, height: '100vh' },
        }}
        data-testid="side-menu"
      >
        <Toolbar sx={{ minHeight: APP_BAR_HEIGHT }} />
        <MenuList items={items} />
      </Drawer>
      <Drawer
        variant="temporary"
        open={mobileOpen}
        onClose={onMobileClose}
        sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': paperSx }}
      >
        <Toolbar sx={{ minHeight: APP_BAR_HEIGHT }} />
        <MenuList items={items} onNavigate={onMobileClose} />
      </Drawer>
    </>
  );
}
