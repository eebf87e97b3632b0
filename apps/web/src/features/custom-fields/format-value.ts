import type { CustomFieldType, CustomFieldValue } from '@app/shared/custom-fields';
import { formatDate } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';

/** A worker's value as the page shows it: dates YYYY/MM/DD, numbers with commas, a checkbox ✓ or —, none 未設定. */
export function formatCustomFieldValue(fieldType: CustomFieldType, value: CustomFieldValue): string {
  if (value === null || value === '') return ja.customFields.notSet;
  switch (fieldType) {
    case 'checkbox':
      return value === true ? ja.customFields.checked : ja.customFields.unchecked;
    case 'date':
      return formatDate(String(value));
    case 'number':
      return Number(value).toLocaleString('ja-JP', { maximumFractionDigits: 4 });
    default:
      return String(value);
  }
}
