import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { isExternalUrl, type AppConfig } from '@app/shared/app-config';
import { ja } from '@app/shared/messages/ja';
import {
  faqDocument,
  guideDocument,
  privacyDocument,
  termsDocument,
  type FaqDocument,
  type LegalDocument,
  type LegalSection,
} from '@app/shared/messages/ja-legal';
import { useDocumentTitle } from '../../components/page-header';
import { useAppConfig } from '../../features/app-config/api/use-app-config';

/** /terms — 利用規約 */
export function TermsPage() {
  return <Configured field="termsUrl" title={termsDocument.title} render={() => <DocumentBody doc={termsDocument} />} />;
}

/** /privacy — プライバシーポリシー */
export function PrivacyPage() {
  return <Configured field="privacyUrl" title={privacyDocument.title} render={() => <DocumentBody doc={privacyDocument} />} />;
}

/** /help/faq — よくある質問 */
export function FaqPage() {
  return <Configured field="faqUrl" title={faqDocument.title} render={() => <FaqBody doc={faqDocument} />} />;
}

/** /help/guide — ご利用ガイド */
export function GuidePage() {
  return <Configured field="guideUrl" title={guideDocument.title} render={() => <DocumentBody doc={guideDocument} />} />;
}

/**
 * The app's own text, unless the company configured its own page for it (TERMS_URL …): then a pointer to that page,
 * so nobody reads a text the company does not stand behind.
 */
function Configured({ field, title, render }: { field: keyof AppConfig; title: string; render: () => ReactNode }) {
  useDocumentTitle(title);
  const config = useAppConfig();
  if (config.isPending) {
    return (
      <Box aria-busy="true" aria-label={ja.app.loading}>
        <Skeleton variant="text" width="40%" height={40} />
        <Skeleton variant="text" width="25%" />
        <Skeleton variant="rounded" height={240} sx={{ mt: 3 }} />
      </Box>
    );
  }
  const url = config[field];
  if (isExternalUrl(url)) {
    return (
      <article>
        <Typography variant="h1" component="h1" sx={{ mb: 2 }}>
          {title}
        </Typography>
        <Typography sx={{ mb: 1.5 }}>{ja.legal.externalLead(title)}</Typography>
        <Link href={url} target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, wordBreak: 'break-all' }}>
          {ja.legal.openExternal(title)}
          <OpenInNewIcon sx={{ fontSize: 18 }} aria-hidden />
        </Link>
      </article>
    );
  }
  return render();
}

function Heading({ title, revised }: { title: string; revised: string }) {
  return (
    <Box component="header" sx={{ mb: 3 }}>
      <Typography variant="h1" component="h1">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
        {ja.legal.revised}: <time dateTime={revised.replaceAll('/', '-')}>{revised}</time>
      </Typography>
    </Box>
  );
}

const paragraphSx = { mb: 1.5, overflowWrap: 'anywhere' } as const;

function Paragraphs({ lines }: { lines: readonly string[] | undefined }) {
  return (
    <>
      {(lines ?? []).map((line) => (
        <Typography key={line} sx={paragraphSx}>
          {line}
        </Typography>
      ))}
    </>
  );
}

function Section({ section }: { section: LegalSection }) {
  const items = section.items ?? [];
  return (
    <Box component="section" sx={{ mt: 4 }}>
      <Typography variant="h2" component="h2" sx={{ mb: 1.5, pb: 0.75, borderBottom: 1, borderColor: 'divider' }}>
        {section.heading}
      </Typography>
      <Paragraphs lines={section.paragraphs} />
      {items.length > 0 ? (
        <Box component={section.ordered ? 'ol' : 'ul'} sx={{ pl: 3, my: 0, mb: 1.5, '& > li': { mb: 0.75, lineHeight: 1.7, overflowWrap: 'anywhere' } }}>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </Box>
      ) : null}
      <Paragraphs lines={section.after} />
    </Box>
  );
}

function DocumentBody({ doc }: { doc: LegalDocument }) {
  return (
    <article>
      <Heading title={doc.title} revised={doc.revised} />
      <Paragraphs lines={doc.lead} />
      {doc.sections.map((section) => (
        <Section key={section.heading} section={section} />
      ))}
      {doc.closing ? (
        <Box sx={{ mt: 4, textAlign: 'right' }}>
          <Paragraphs lines={doc.closing} />
        </Box>
      ) : null}
    </article>
  );
}

function FaqBody({ doc }: { doc: FaqDocument }) {
  return (
    <article>
      <Heading title={doc.title} revised={doc.revised} />
      <Paragraphs lines={doc.lead} />
      {doc.groups.map((group) => (
        <Box component="section" key={group.heading} sx={{ mt: 4 }}>
          <Typography variant="h2" component="h2" sx={{ mb: 1.5, pb: 0.75, borderBottom: 1, borderColor: 'divider' }}>
            {group.heading}
          </Typography>
          {group.items.map((item) => (
            <Box key={item.question} sx={{ mb: 2.5 }}>
              <Typography variant="h3" component="h3" sx={{ mb: 0.75, overflowWrap: 'anywhere' }}>
                Q. {item.question}
              </Typography>
              <Paragraphs lines={item.answer} />
            </Box>
          ))}
        </Box>
      ))}
    </article>
  );
}
