import { describe, expect, it } from 'vitest';
import { activeMenuItem, menuItemOfPath } from './menu-area';

const items = ['/worker', '/contract', '/purchase_order', '/deliveries', '/payment_notifications', '/company'];
const carried = ['/worker', '/contract', '/purchase_order', '/deliveries', '/payment_notifications'];
const order = '/worker/w1/contract/c1/order/o1';

describe('menuItemOfPath', () => {
  it('lights the longest prefix on a segment boundary', () => {
    expect(menuItemOfPath('/contract/import', items)).toBe('/contract');
    expect(menuItemOfPath(order, items)).toBe('/worker');
    expect(menuItemOfPath('/workers', items)).toBeNull();
    expect(menuItemOfPath('/notifications', items)).toBeNull();
  });
});

describe('activeMenuItem', () => {
  it('keeps the list the user came from on a contract page, and remembers it on the list', () => {
    expect(activeMenuItem('/purchase_order', items, null, carried)).toEqual({ active: '/purchase_order', from: '/purchase_order' });
    expect(activeMenuItem(order, items, '/purchase_order', carried)).toEqual({ active: '/purchase_order', from: '/purchase_order' });
    expect(activeMenuItem('/worker/w1/contract/c1/delivery/d1', items, '/deliveries', carried).active).toBe('/deliveries');
    expect(activeMenuItem('/worker/w1/contract/c1', items, '/contract', carried).active).toBe('/contract');
  });

  it('falls back to the path when opened directly or from an area that does not lead there', () => {
    expect(activeMenuItem(order, items, null, carried)).toEqual({ active: '/worker', from: null });
    expect(activeMenuItem(order, items, '/company', carried)).toEqual({ active: '/worker', from: null });
    // leaving for another page forgets the list: the next contract page is the worker's again
    const away = activeMenuItem('/notifications', items, '/purchase_order', carried);
    expect(away).toEqual({ active: null, from: null });
    expect(activeMenuItem(order, items, away.from, carried).active).toBe('/worker');
  });
});

describe('ホーム', () => {
  it('is lit on / only, not on every path that starts with it', () => {
    const items = ['/', '/worker', '/payments'];
    expect(menuItemOfPath('/', items)).toBe('/');
    expect(menuItemOfPath('/worker/abc', items)).toBe('/worker');
    expect(menuItemOfPath('/notifications', items)).toBeNull();
  });
});
