import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ja } from '@app/shared/messages/ja';

export interface TodoCardItem {
  key: string;
  link: string;
  /** The document (title, number). */
  primary: string;
  /** Who and when. */
  secondary: string;
  /** The amount or date on the right. */
  meta?: string;
}

/**
 * One 要対応 kind: its name and count, the newest items (each opens its document as a whole row), and 「すべて見る」 to
 * the filtered list. Company home and worker portal home.
 */
export function TodoCard({ id, title, count, items, seeAll, emptyText }: { id: string; title: string; count: number; items: TodoCardItem[]; seeAll?: string; emptyText: string }) {
  const headingId = `todo-${id}-heading`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} data-testid={`todo-${id}`} sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.25, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id={headingId} variant="h3" component="h2" sx={{ flex: 1, minWidth: 0 }}>
          {title}
        </Typography>
        <Chip
          size="small"
          label={ja.todos.count(count)}
          color={count > 0 ? 'error' : 'default'}
          variant={count > 0 ? 'filled' : 'outlined'}
          data-testid={`todo-${id}-count`}
          sx={{ fontWeight: 700 }}
        />
      </Box>
      {items.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 2 }}>
          {emptyText}
        </Typography>
      ) : (
        <List disablePadding sx={{ flex: 1 }}>
          {items.map((item) => (
            <ListItem key={item.key} disablePadding>
              <ListItemButton component={RouterLink} to={item.link} divider data-testid={`todo-${id}-item`} sx={{ gap: 1.5, alignItems: 'flex-start', py: 1 }}>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {item.primary}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                    {item.secondary}
                  </Typography>
                </Box>
                {item.meta ? (
                  <Typography variant="body2" sx={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                    {item.meta}
                  </Typography>
                ) : null}
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
      {seeAll && count > 0 ? (
        <Box sx={{ px: 1, py: 0.5, display: 'flex', justifyContent: 'flex-end' }}>
          <Button component={RouterLink} to={seeAll} size="small" aria-label={`${title}: ${ja.todos.seeAll}`}>
            {ja.todos.seeAll}
          </Button>
        </Box>
      ) : null}
    </Paper>
  );
}
