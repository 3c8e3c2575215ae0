import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import { HTML_TEXT_POLICY } from '@cc/core/forms';

/**
 * A centre's own text (terms, instructions). It was sanitised when the centre saved it; it is sanitised again here,
 * in the family's browser, so nothing a stored form holds can run on the page the widget is embedded in.
 */
export function HtmlTextBlock({ html, testId }: { html: string; testId?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, HTML_TEXT_POLICY), [html]);
  return <div className="cc-html-text" data-testid={testId} dangerouslySetInnerHTML={{ __html: clean }} />;
}
