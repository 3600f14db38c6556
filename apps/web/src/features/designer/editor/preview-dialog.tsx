import { PREVIEW_SOURCE_KINDS } from '@vendoc/contract/document-template-records';
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { DesignerTemplate, DocumentKind } from '@vendoc/contract/document-templates';
import Box from '@mui/material/Box';
import { previewTemplate, type PreviewSource } from '../../../entities/document-template/change-templates';
import { problemMessage } from '../../../lib/http/api-problems';
import { useDesignerTranslation } from '../designer-i18n';
import { PreviewSourcePicker } from './preview-source-picker';

/** The type of real documents that fill a layout of `kind`, if any. */
const sourceTypeOf = (kind: DocumentKind): PreviewSource['type'] | null =>
  (Object.keys(PREVIEW_SOURCE_KINDS) as PreviewSource['type'][]).find((type) =>
    PREVIEW_SOURCE_KINDS[type].includes(kind),
  ) ?? null;

/**
 * The server's PDF of the editor's template, shown from a blob URL: with sample data, or with a real document of
 * the company (a quantity survey for a survey sheet, an order document of the kind for an offer, an invoice, …).
 */
export function PreviewDialog({
  templateId,
  template,
  onClose,
}: {
  templateId: string;
  template: DesignerTemplate;
  onClose: () => void;
}) {
  const { t } = useDesignerTranslation();
  const [url, setUrl] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [blocked, setBlocked] = useState(false);
  useEffect(() => {
    // A server whose Content-Security-Policy lacks `frame-src blob:` refuses the embedded PDF: say so.
    const onViolation = (event: SecurityPolicyViolationEvent) => {
      if (event.blockedURI.startsWith('blob:')) setBlocked(true);
    };
    document.addEventListener('securitypolicyviolation', onViolation);
    return () => document.removeEventListener('securitypolicyviolation', onViolation);
  }, []);
  // The preview shows the template as it was when the dialog opened: later edits don't re-render it.
  const [shown] = useState(template);
  const [source, setSource] = useState<PreviewSource | null>(null);
  const sourceType = sourceTypeOf(shown.kind);
  useEffect(() => {
    let objectUrl: string | null = null;
    let current = true;
    setUrl(null);
    setFailure(null);
    previewTemplate(templateId, source ? { template: shown, source } : { template: shown }).then(
      (pdf) => {
        if (!current) return;
        objectUrl = URL.createObjectURL(new Blob([pdf], { type: 'application/pdf' }));
        setUrl(objectUrl);
      },
      (error: unknown) => {
        if (current) setFailure(problemMessage(error) ?? '–');
      },
    );
    return () => {
      current = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [templateId, shown, source]);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg">
      <DialogTitle>{t('editor.preview')}</DialogTitle>
      <DialogContent sx={{ height: '75vh', display: 'flex', flexDirection: 'column', gap: 1 }}>
        {sourceType ? (
          <PreviewSourcePicker type={sourceType} kind={shown.kind} value={source} onChange={setSource} />
        ) : null}
        <Box
          sx={{
            flex: 1,
            minHeight: 0,
            display: 'flex',
            flexDirection: 'column',
            gap: 1,
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          {failure ? (
            <Alert severity="error">{t('editor.previewFailed', { reason: failure })}</Alert>
          ) : url ? (
            <>
              {blocked ? <Alert severity="warning">{t('editor.previewBlocked')}</Alert> : null}
              <iframe
                title={t('editor.preview')}
                src={url}
                style={{ width: '100%', height: '100%', border: 0 }}
              />
            </>
          ) : (
            <CircularProgress aria-label={t('editor.preview')} />
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        {url ? (
          <Button component="a" href={url} target="_blank" rel="noopener">
            {t('editor.previewTab')}
          </Button>
        ) : null}
        <Button onClick={onClose}>{t('editor.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
