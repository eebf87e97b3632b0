import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlineOutlined';
import { ja } from '@app/shared/messages/ja';
import { paths } from '../lib/paths';
import { ConfirmDialog } from './confirm-dialog';

export interface UserMenuProps {
  companyName: string | undefined;
  employeeName: string | undefined;
  loggingOut: boolean;
  onLogout: () => void;
}

/** The top bar's user button (company + employee name) with プロフィール / パスワード設定 / ログアウト. */
export function UserMenu({ companyName, employeeName, loggingOut, onLogout }: UserMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const menuId = useId();
  const close = () => setAnchor(null);

  return (
    <>
      <Button
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        startIcon={<AccountCircleOutlinedIcon sx={{ color: 'primary.main' }} />}
        endIcon={<KeyboardArrowDownIcon />}
        // on a phone the names shrink (ellipsis) so the bar never runs past the window
        sx={{ px: { xs: 0.75, sm: 1.5 }, py: 0.5, fontWeight: 400, textAlign: 'left', minWidth: 0, maxWidth: { xs: 150, sm: 280 }, '& .MuiButton-endIcon': { display: { xs: 'none', sm: 'inherit' } } }}
        data-testid="user-menu-button"
      >
        <Box sx={{ display: 'flex', flexDirection: 'column', minWidth: 0, lineHeight: 1.3 }}>
          <Typography
            component="span"
            variant="caption"
            color="text.secondary"
            noWrap
            data-testid="user-menu-company"
            sx={{ lineHeight: 1.3 }}
          >
            {companyName ?? <Skeleton width={96} />}
          </Typography>
          <Typography
            component="span"
            variant="body2"
            noWrap
            data-testid="user-menu-name"
            sx={{ fontWeight: 700, lineHeight: 1.3 }}
          >
            {employeeName ?? <Skeleton width={72} />}
          </Typography>
        </Box>
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 220, mt: 0.5, border: 1, borderColor: 'divider' } } }}
      >
        <MenuItem component={RouterLink} to={paths.profile} onClick={close}>
          <ListItemIcon>
            <PersonOutlineIcon fontSize="small" />
          </ListItemIcon>
          {ja.topBar.profile}
        </MenuItem>
        <MenuItem component={RouterLink} to={paths.settings} onClick={close}>
          <ListItemIcon>
            <LockOutlinedIcon fontSize="small" />
          </ListItemIcon>
          {ja.topBar.settings}
        </MenuItem>
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            setConfirmOpen(true);
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {ja.topBar.logout}
        </MenuItem>
      </Menu>
      <ConfirmDialog
        open={confirmOpen}
        message={ja.topBar.logoutConfirm}
        confirmLabel={ja.topBar.logoutButton}
        cancelLabel={ja.topBar.logoutCancel}
        busy={loggingOut}
        width={500}
        onCancel={() => setConfirmOpen(false)}
        onConfirm={onLogout}
      />
    </>
  );
}
