import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Link, { type LinkProps } from '@mui/material/Link';
import { isExternalUrl } from '@app/shared/app-config';

type Props = Omit<LinkProps, 'href' | 'target' | 'rel' | 'component'> & {
  /** An in-app path ('/terms') or a company's own page ('https://…'). */
  href: string;
  /** Open an in-app page in a new tab too (e.g. from a half-filled form). External pages always do. */
  newTab?: boolean;
  children: ReactNode;
};

/**
 * A link to a configured page (useAppConfig): a company's own page opens in a new tab with rel="noopener noreferrer";
 * the app's own page navigates in the app.
 */
export function ConfigLink({ href, newTab = false, children, ...rest }: Props) {
  if (isExternalUrl(href) || newTab) {
    return (
      <Link href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <Link component={RouterLink} to={href} {...rest}>
      {children}
    </Link>
  );
}
