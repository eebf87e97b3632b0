import { formatCustomFieldText, type CustomFieldType, type CustomFieldValue } from '@app/shared/custom-fields';
import { ja } from '@app/shared/messages/ja';

/** A worker's value as the page shows it: dates YYYY/MM/DD, numbers with commas, a checkbox ✓ or —, none 未設定. */
export function formatCustomFieldValue(fieldType: CustomFieldType, value: CustomFieldValue): string {
  return formatCustomFieldText(fieldType, value) || ja.customFields.notSet;
}
