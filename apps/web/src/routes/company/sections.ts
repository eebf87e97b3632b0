import { ja } from '@app/shared/messages/ja';

/**
 * Company sub-pages (SPEC §2) in menu order; `built` ones have screens and a tab (all of them since カスタム項目, issue
 * #24); a section not built would keep its route (準備中) but no tab.
 */
export const companySections = [
  { path: 'employee', label: ja.company.sections.employee, built: true },
  { path: 'department', label: ja.company.sections.department, built: true },
  { path: 'authority', label: ja.company.sections.authority, built: true },
  { path: 'basic_information', label: ja.company.sections.basic_information, built: true },
  { path: 'notification', label: ja.company.sections.notification, built: true },
  { path: 'payment_notification', label: ja.companyCards.payment_notificationLabel, built: true },
  { path: 'project', label: ja.company.sections.project, built: true },
  { path: 'custom_field', label: ja.company.sections.custom_field, built: true },
  { path: 'company_purchase_order_template', label: ja.company.sections.company_purchase_order_template, built: true },
  { path: 'transfer_account', label: ja.company.sections.transfer_account, built: true },
  { path: 'accounting_mapping', label: ja.accounting.mappingTitle, built: true },
  { path: 'worker-required-entry', label: ja.company.sections['worker-required-entry'], built: true },
  { path: 'slack', label: ja.slack.settings.tab, built: true },
  { path: 'ebook', label: ja.ebookScreens.settings.tab, built: true },
] as const;
