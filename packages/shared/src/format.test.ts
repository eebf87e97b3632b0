import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, japanDate, japanTimestamp, parseBusinessDate, todayInJapan, unreadBadgeText } from './format';
import { notificationTarget } from './notifications';
import { canSeeCompanySettings } from './roles';
import { workerDisplayName } from './workers';

describe('formatDate', () => {
  it('shows business dates as YYYY/MM/DD', () => {
    expect(formatDate('2026-04-01')).toBe('2026/04/01');
  });
  it('shows instants in Japan time', () => {
    expect(formatDate('2026-03-31T15:30:00Z')).toBe('2026/04/01');
    expect(formatDateTime('2026-03-31T15:30:00Z')).toBe('2026/04/01 00:30');
  });
  it('is empty for missing or invalid values', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('parseBusinessDate', () => {
  it('reads YYYY/MM/DD and YYYY-MM-DD, with one-digit months and days as Excel writes them', () => {
    expect(parseBusinessDate('2026/04/01')).toBe('2026-04-01');
    expect(parseBusinessDate('2026-4-1')).toBe('2026-04-01');
    expect(parseBusinessDate(' 2026/12/31 ')).toBe('2026-12-31');
    expect(parseBusinessDate('2028/02/29')).toBe('2028-02-29');
  });
  it('refuses dates that do not exist, years outside 1900–2999 and other shapes', () => {
    expect(parseBusinessDate('2026/02/30')).toBeNull();
    expect(parseBusinessDate('2026/13/01')).toBeNull();
    expect(parseBusinessDate('1899/12/31')).toBeNull();
    expect(parseBusinessDate('3000/01/01')).toBeNull();
    expect(parseBusinessDate('2026年4月1日')).toBeNull();
    expect(parseBusinessDate('20260401')).toBeNull();
  });
  it('reads back what formatDate shows', () => {
    expect(parseBusinessDate(formatDate('2026-04-01'))).toBe('2026-04-01');
  });
});

describe('formatMoney', () => {
  it('shows yen with a sign and thousands separators', () => {
    expect(formatMoney(1234567)).toBe('¥1,234,567');
    expect(formatMoney(0)).toBe('¥0');
    expect(formatMoney(-1234)).toBe('-¥1,234');
    expect(formatMoney(12345678901234n)).toBe('¥12,345,678,901,234');
  });
});

describe('unreadBadgeText', () => {
  it("shows the count up to 9 and '10+' from 10", () => {
    expect(unreadBadgeText(0)).toBe('');
    expect(unreadBadgeText(9)).toBe('9');
    expect(unreadBadgeText(10)).toBe('10+');
    expect(unreadBadgeText(250)).toBe('10+');
  });
});

describe('notificationTarget', () => {
  it('opens the contract with only_contract for a contract notification', () => {
    expect(notificationTarget({ contract: { businessorCode: 'w1', contractCode: 'c1' }, activityGroup: null })).toBe(
      '/worker/w1/contract/c1?only_contract=true',
    );
  });
  it('opens the activity group, or nothing', () => {
    expect(notificationTarget({ contract: null, activityGroup: { code: 'g1' } })).toBe('/activity_groups/g1');
    expect(notificationTarget({ contract: null, activityGroup: null })).toBeNull();
  });
  it('opens the thread before the document when a notification names both', () => {
    expect(notificationTarget({ link: '/deliveries?invoice=reviewing', contract: null, activityGroup: { code: 'order-x1' } })).toBe('/activity_groups/order-x1');
    expect(notificationTarget({ link: '/deliveries?invoice=reviewing', contract: null, activityGroup: null })).toBe('/deliveries?invoice=reviewing');
  });
});

describe('canSeeCompanySettings', () => {
  it('shows 設定 to owner_administrator, administrator and general only', () => {
    expect(canSeeCompanySettings('owner_administrator')).toBe(true);
    expect(canSeeCompanySettings('administrator')).toBe(true);
    expect(canSeeCompanySettings('general')).toBe(true);
    expect(canSeeCompanySettings('viewer')).toBe(false);
  });
});

describe('workerDisplayName', () => {
  it('adds the trade name after a slash when there is one', () => {
    expect(workerDisplayName('山田 太郎', '山田工房')).toBe('山田 太郎／山田工房');
    expect(workerDisplayName('山田 太郎', null)).toBe('山田 太郎');
  });
});

describe('japanDate: the date in Japan of an instant (DOMAIN.md: dates are Japan dates)', () => {
  it('is the next calendar day for an instant between 15:00 and 24:00 UTC', () => {
    // 2026-11-24 23:30 UTC is 2026-11-25 08:30 in Tokyo: a 発行日 printed before 9:00 JST is that day, not the 24th
    expect(japanDate('2026-11-24T23:30:00.000Z')).toBe('2026-11-25');
    expect(japanDate('2026-11-24T14:59:59.999Z')).toBe('2026-11-24');
    expect(japanDate('2026-11-24T15:00:00.000Z')).toBe('2026-11-25');
    expect(japanDate(new Date('2026-12-31T15:00:00Z'))).toBe('2027-01-01');
  });
  it('answers null for nothing or a broken instant, and todayInJapan uses the same rule', () => {
    expect(japanDate(null)).toBeNull();
    expect(japanDate('not a date')).toBeNull();
    expect(todayInJapan(new Date('2026-09-30T20:00:00Z'))).toBe('2026-10-01');
    expect(japanTimestamp(new Date('2026-09-30T20:01:02Z'))).toBe('20261001050102');
  });
});
