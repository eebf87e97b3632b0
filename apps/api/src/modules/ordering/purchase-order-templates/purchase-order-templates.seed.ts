import type { Queryable } from '../../../db/client';
import { upsertTemplate } from './purchase-order-templates.repository';

/** Demo data: デモ株式会社's filled purchase order template (called from seed-demo.ts inside its transaction). */
export async function seedPurchaseOrderTemplateDemo(tx: Queryable, companyId: number): Promise<void> {
  await upsertTemplate(tx, companyId, {
    deliveryPlace: '電子メールまたは共有ストレージへのアップロードにて納品',
    paymentMethod: '銀行振込（振込手数料は当社負担）',
    inspectionType: 'within_days',
    inspectionDays: 10,
    remarks: '成果物の著作権（著作権法第27条・第28条の権利を含む）は、検収完了時に当社へ移転します。\n業務上知り得た情報は、秘密保持契約に従って取り扱ってください。',
    itemGroups: [
      {
        name: '月次業務',
        items: [
          { name: '業務委託料（月額）', quantity: 1, unit: '式', unit_price: 500000, tax_rate: 10 },
          { name: '打ち合わせ交通費', quantity: 1, unit: '式', unit_price: 10000, tax_rate: 10 },
        ],
      },
      { name: '追加作業', items: [{ name: '追加開発作業', quantity: 10, unit: '時間', unit_price: 5000, tax_rate: 10 }] },
    ],
  });
}
