import Box from '@mui/material/Box';
import { ja } from '@app/shared/messages/ja';
import { PageHeader } from '../../components/page-header';
import { ComingSoon } from '../../components/coming-soon';
import { useRouteTitle } from './page-handle';

/** A main route whose screen a later issue builds; the title comes from the route's handle. */
export function PlaceholderPage() {
  const title = useRouteTitle(ja.app.name);
  return (
    <Box>
      <PageHeader title={title} />
      <ComingSoon />
    </Box>
  );
}
