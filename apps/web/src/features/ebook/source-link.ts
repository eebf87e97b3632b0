import type { EbookDocumentWire } from '@app/shared/ebook';
import { paths } from '../../lib/paths';

/**
 * The page of an indexed document's source, from what the index row holds (its kind, 書類番号 and public code):
 * - 発注書: the company's order list searched by the number (the list's keyword matches an order's number; an order's
 *   own page lives under its worker and contract, /worker/{w}/contract/{c}/order/{code}, codes the row does not carry);
 * - 支払通知書: the company's list with the notification opened over it (/payment_notifications?open={code});
 * - 納品 and 請求書: null — their pages are /worker/{w}/contract/{c}/delivery/{code}[/invoice] and the deliveries
 *   list cannot search by number, so the history page is where the row leads.
 * A source deleted after its retention has no page.
 */
export function ebookSourcePath(doc: Pick<EbookDocumentWire, 'kind' | 'number' | 'sourceCode' | 'sourceDeletedAt'>): string | null {
  if (doc.sourceDeletedAt) return null;
  switch (doc.kind) {
    case 'purchase_order':
      return `${paths.purchaseOrder}?keyword=${encodeURIComponent(doc.number)}`;
    case 'payment_notification':
      return `${paths.paymentNotifications}?open=${encodeURIComponent(doc.sourceCode)}`;
    case 'delivery':
    case 'invoice':
      return null;
  }
}
