/** A refused upload is told in Japanese on both drivers: the local driver's JSON `errors`, S3's XML `<Code>` mapped. */
import { describe, expect, it } from 'vitest';
import { ja } from '@app/shared/messages/ja';
import { uploadRefusal } from './presigned-upload';

describe('uploadRefusal', () => {
  it("passes the local driver's Japanese errors through", () => {
    const error = uploadRefusal(403, JSON.stringify({ errors: [ja.storage.policyExpired], code: 'AccessDenied' }));
    expect(error.errors).toEqual([ja.storage.policyExpired]);
    expect(error.code).toBe('AccessDenied');
  });

  it("maps S3's XML codes", () => {
    const xml = '<?xml version="1.0"?><Error><Code>EntityTooLarge</Code><Message>Your proposed upload exceeds the maximum allowed size</Message></Error>';
    expect(uploadRefusal(400, xml).errors).toEqual([ja.storage.tooLarge]);
    expect(uploadRefusal(0, '').errors).toEqual([ja.app.networkError]);
  });
});
