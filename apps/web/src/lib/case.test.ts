import { describe, expect, it } from 'vitest';
import { camelCaseKey, camelizeKeys } from './case';

describe('camelCaseKey', () => {
  it('converts snake_case', () => {
    expect(camelCaseKey('unread_notification_count')).toBe('unreadNotificationCount');
    expect(camelCaseKey('read_at')).toBe('readAt');
    expect(camelCaseKey('businessor_code')).toBe('businessorCode');
  });
  it('keeps keys that are already camelCase or single words', () => {
    expect(camelCaseKey('id')).toBe('id');
    expect(camelCaseKey('totalCount')).toBe('totalCount');
  });
  it('handles digits, double and leading underscores', () => {
    expect(camelCaseKey('address_line_2')).toBe('addressLine2');
    expect(camelCaseKey('a__b')).toBe('aB');
    expect(camelCaseKey('_private_key')).toBe('_privateKey');
    expect(camelCaseKey('trailing_')).toBe('trailing_');
  });
});

describe('the i18n segment (SPEC spelling roleI18N)', () => {
  it('becomes I18N', () => {
    expect(camelCaseKey('role_i18n')).toBe('roleI18N');
    expect(camelCaseKey('status_i18n_label')).toBe('statusI18NLabel');
    expect(camelizeKeys({ data: { role: 'general', role_i18n: '一般' } })).toEqual({ data: { role: 'general', roleI18N: '一般' } });
  });
  it('leaves other words alone', () => {
    expect(camelCaseKey('i18n')).toBe('i18n');
    expect(camelCaseKey('role_i18next')).toBe('roleI18next');
  });
  it('gives the SPEC type', () => {
    const out = camelizeKeys({ role_i18n: '一般' });
    const label: string = out.roleI18N;
    expect(label).toBe('一般');
  });
});

describe('camelizeKeys', () => {
  it('converts nested objects and arrays deeply', () => {
    const wire = {
      data: [
        {
          id: 1,
          created_at: '2026-01-01T00:00:00Z',
          read_at: null,
          activity_group: { code: 'ag_1' },
          contract: { businessor_code: 'b1', contract_code: 'c1' },
          tags: [{ tag_name: 'x' }],
        },
      ],
      meta: { total_count: 12, unread_notification_count: 3 },
    };
    expect(camelizeKeys(wire)).toEqual({
      data: [
        {
          id: 1,
          createdAt: '2026-01-01T00:00:00Z',
          readAt: null,
          activityGroup: { code: 'ag_1' },
          contract: { businessorCode: 'b1', contractCode: 'c1' },
          tags: [{ tagName: 'x' }],
        },
      ],
      meta: { totalCount: 12, unreadNotificationCount: 3 },
    });
  });

  it('leaves values (strings, numbers, null) untouched', () => {
    expect(camelizeKeys({ some_key: 'snake_value' })).toEqual({ someKey: 'snake_value' });
    expect(camelizeKeys([1, 'a_b', null, true])).toEqual([1, 'a_b', null, true]);
    expect(camelizeKeys(null)).toBeNull();
    expect(camelizeKeys('plain_string')).toBe('plain_string');
  });

  it('does not mutate its input', () => {
    const wire = { outer_key: { inner_key: 1 } };
    camelizeKeys(wire);
    expect(wire).toEqual({ outer_key: { inner_key: 1 } });
  });

  it('gives the camelCased type', () => {
    const out = camelizeKeys({ per_page: 10, nested_list: [{ item_id: 1 }] });
    const perPage: number = out.perPage;
    const itemId: number | undefined = out.nestedList[0]?.itemId;
    expect([perPage, itemId]).toEqual([10, 1]);
  });
});
