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
import { ja } from '@app/shared/messages/ja';
import { PageHeader } from '../../components/page-header';

const cards = [
  { path: 'employee', title: ja.company.sections.employee, text: ja.company.sectionDescriptions.employee, Icon: GroupsOutlinedIcon },
  { path: 'department', title: ja.company.sections.department, text: ja.company.sectionDescriptions.department, Icon: ApartmentOutlinedIcon },
  { path: 'authority', title: ja.company.sections.authority, text: ja.company.sectionDescriptions.authority, Icon: AdminPanelSettingsOutlinedIcon },
  { path: 'basic_information', title: ja.company.sections.basic_information, text: ja.company.sectionDescriptions.basic_information, Icon: BusinessOutlinedIcon },
  { path: 'project', title: ja.company.sections.project, text: ja.projects.cardDescription, Icon: FolderOutlinedIcon },
  {
    path: 'company_purchase_order_template',
    title: ja.company.sections.company_purchase_order_template,
    text: ja.purchaseOrderTemplate.cardDescription,
    Icon: DescriptionOutlinedIcon,
  },
];

/** /company: the entry to the sub-pages. */
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
