import { useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import PublishOutlinedIcon from '@mui/icons-material/PublishOutlined';
import SecurityOutlinedIcon from '@mui/icons-material/SecurityOutlined';
import { ja } from '@app/shared/messages/ja';
import { rowName, type RecordRow } from '../api/payment-records';

const s = ja.paymentRecordScreens;

/**
 * A row's actions: PDFプレビュー at hand, the rest in a menu — 公開 and メール送信 (editors), 税務署提出用PDF
 * (マイナンバー担当 only, with what it prints).
 */
export function RowActions({
  row,
  canEdit,
  canPreview,
  myNumberStaff,
  onPreview,
  onAction,
}: {
  row: RecordRow;
  canEdit: boolean;
  /** the PDF holds the payee's address: the roles that read personal data */
  canPreview: boolean;
  myNumberStaff: boolean;
  onPreview: () => void;
  onAction: (action: 'publish' | 'email' | 'office') => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const name = rowName(row);
  const choose = (action: 'publish' | 'email' | 'office') => {
    setAnchor(null);
    onAction(action);
  };
  const hasMenu = canEdit || myNumberStaff;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.25 }}>
      {canPreview ? (
        <Tooltip title={s.preview}>
          <IconButton size="small" onClick={onPreview} aria-label={s.previewOf(name)}>
            <PictureAsPdfOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
      {hasMenu ? (
        <>
          <IconButton size="small" onClick={(e) => setAnchor(e.currentTarget)} aria-label={s.moreActions(name)} aria-haspopup="menu">
            <MoreVertIcon fontSize="small" />
          </IconButton>
          <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
            {canEdit ? (
              <MenuItem onClick={() => choose('publish')}>
                <ListItemIcon>
                  <PublishOutlinedIcon fontSize="small" />
                </ListItemIcon>
                <ListItemText>{s.publish}</ListItemText>
              </MenuItem>
            ) : null}
            {canEdit ? (
              <MenuItem onClick={() => choose('email')}>
                <ListItemIcon>
                  <EmailOutlinedIcon fontSize="small" />
                </ListItemIcon>
                <ListItemText>{s.email}</ListItemText>
              </MenuItem>
            ) : null}
            {myNumberStaff ? (
              <MenuItem onClick={() => choose('office')}>
                <ListItemIcon>
                  <SecurityOutlinedIcon fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={s.officeCopy} secondary={s.officeCopyHelp} slotProps={{ secondary: { sx: { maxWidth: 280, whiteSpace: 'normal' } } }} />
              </MenuItem>
            ) : null}
          </Menu>
        </>
      ) : null}
    </Box>
  );
}
