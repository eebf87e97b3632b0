import { ja } from '@app/shared/messages/ja';
import { ConfigLink } from './config-link';
import { useAppConfig } from '../api/use-app-config';

/**
 * 「利用規約とプライバシーポリシー」 as two links to the configured pages, for an agreement checkbox label. They open
 * in a new tab even when in-app, so the form being filled in stays.
 */
export function TermsLinks() {
  const { termsUrl, privacyUrl } = useAppConfig();
  return (
    <>
      <ConfigLink href={termsUrl} newTab>
        {ja.app.terms}
      </ConfigLink>
      {ja.legal.and}
      <ConfigLink href={privacyUrl} newTab>
        {ja.app.privacyPolicy}
      </ConfigLink>
    </>
  );
}
