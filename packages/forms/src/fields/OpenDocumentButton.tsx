import { useState } from 'react';
import { useIntl } from 'react-intl';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { useApolloClient } from '@cc/ui';
import type { DocumentAccess } from '../context';
import { formRendererMessages as m } from '../messages';
import { DocumentLinkDocument } from './documentLink.graphql.generated';

/**
 * Opens a stored document: asks the server for a fresh five-minute link (never cached: each click gets its own) and
 * follows it; the server answers it as an attachment, so the browser downloads it and the form stays where it is.
 */
export function OpenDocumentButton({
  fileId,
  fileName,
  access,
  testId,
  onFailed,
}: {
  fileId: string;
  fileName: string;
  access: DocumentAccess;
  testId: string;
  onFailed(): void;
}) {
  const intl = useIntl();
  const client = useApolloClient();
  const [opening, setOpening] = useState(false);

  const open = async () => {
    setOpening(true);
    try {
      const { data } = await client.query({
        query: DocumentLinkDocument,
        variables: { businessId: access.businessId, documentId: fileId, linkCode: access.linkCode ?? null },
        fetchPolicy: 'no-cache',
      });
      if (!data?.documentLink) return onFailed();
      const link = document.createElement('a');
      link.href = data.documentLink.url;
      link.rel = 'noopener';
      link.click();
    } catch {
      onFailed();
    } finally {
      setOpening(false);
    }
  };

  return (
    <SlButton
      variant="text"
      loading={opening}
      data-testid={testId}
      aria-label={intl.formatMessage(m.openFileNamed, { name: fileName })}
      onClick={() => void open()}
    >
      {intl.formatMessage(m.openFile)}
    </SlButton>
  );
}
