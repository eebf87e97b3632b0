import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import BusinessOutlinedIcon from '@mui/icons-material/BusinessOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import RequestQuoteOutlinedIcon from '@mui/icons-material/RequestQuoteOutlined';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import TuneOutlinedIcon from '@mui/icons-material/TuneOutlined';
import CalculateOutlinedIcon from '@mui/icons-material/CalculateOutlined';
import { ja } from '@app/shared/messages/ja';
import { PageHeader } from '../../components/page-header';
import { companySections } from './sections';

type BuiltPath = Extract<(typeof companySections)[number], { built: true }>['path'];

/** One overview card per 設定 tab (issue #21 item 8): what the tab holds. */
const cardOf: Record<BuiltPath, { text: string; Icon: typeof GroupsOutlinedIcon }> = {
  employee: { text: ja.company.sectionDescriptions.employee, Icon: GroupsOutlinedIcon },
  department: { text: ja.company.sectionDescriptions.department, Icon: ApartmentOutlinedIcon },
  authority: { text: ja.company.sectionDescriptions.authority, Icon: AdminPanelSettingsOutlinedIcon },
  basic_information: { text: ja.company.sectionDescriptions.basic_information, Icon: BusinessOutlinedIcon },
  notification: { text: ja.companyCards.notification, Icon: NotificationsActiveOutlinedIcon },
  payment_notification: { text: ja.companyCards.payment_notification, Icon: RequestQuoteOutlinedIcon },
  project: { text: ja.projects.cardDescription, Icon: FolderOutlinedIcon },
  custom_field: { text: ja.customFields.cardDescription, Icon: TuneOutlinedIcon },
  company_purchase_order_template: { text: ja.purchaseOrderTemplate.cardDescription, Icon: DescriptionOutlinedIcon },
  transfer_account: { text: ja.companyCards.transfer_account, Icon: AccountBalanceOutlinedIcon },
  accounting_mapping: { text: ja.accounting.cardDescription, Icon: CalculateOutlinedIcon },
  'worker-required-entry': { text: ja.companyCards['worker-required-entry'], Icon: FactCheckOutlinedIcon },
  slack: { text: ja.slack.settings.card, Icon: ForumOutlinedIcon },
  ebook: { text: ja.ebookScreens.settings.card, Icon: ArchiveOutlinedIcon },
};
const cards = companySections.flatMap((s) => (s.built ? [{ path: s.path, title: s.label, ...cardOf[s.path] }] : []));

/** /company: the entry to the sub-pages, a card for each tab. */
export function CompanyIndexPage() {
  return (
    <Box>
      <PageHeader title={ja.company.title} description={ja.company.lead} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }}>
        {cards.map(({ path, title, text, Icon }) => (
          <Card key={path} variant="outlined">
            <CardActionArea component={RouterLink} to={`/company/${path}`} sx={{ height: '100%' }}>
              <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
                <Icon color="primary" sx={{ fontSize: 32 }} aria-hidden />
                <Box>
                  <Typography variant="h3" component="h2" sx={{ mb: 0.5 }}>
                    {title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {text}
                  </Typography>
                </Box>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
