import { useLocation } from 'react-router';
import Box from '@mui/material/Box';
import { ja } from '@app/shared/messages/ja';
import { PageHeader } from '../../components/page-header';
import { ComingSoon } from '../../components/coming-soon';
import { companySections } from './sections';

/** Company sub-pages of later issues: an honest 準備中 panel under their own title. */
export function CompanySectionPlaceholderPage() {
  const { pathname } = useLocation();
  const section = companySections.find((s) => pathname.startsWith(`/company/${s.path}`));
  return (
    <Box>
      <PageHeader title={section?.label ?? ja.company.title} />
      <ComingSoon message={ja.company.comingSoon} />
    </Box>
  );
}
