import { useEffect, useState, type Dispatch } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { DocumentTemplateFile } from '@vendoc/contract/document-template-records';
import type { Background, RegionKey } from '@vendoc/contract/document-templates';
import { uploadTemplateFile, useTemplateFile } from '../../../entities/document-template/template-files';
import { useUpload } from '../../../lib/upload/use-uploads';
import { FileDropZone } from '../../../components/upload/FileDropZone';
import { useDesignerTranslation } from '../designer-i18n';
import type { TemplateEditorAction } from './editor-state';
import { openPdf } from '../../../lib/pdf/pdf-document';

const ACCEPT = 'application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg';

/** A new background from an uploaded file: a PDF's first page, or the image. */
function backgroundOf(file: DocumentTemplateFile): Background {
  return file.contentType === 'application/pdf'
    ? { type: 'pdf', fileId: file.id, page: 1 }
    : { type: 'image', fileId: file.id };
}

/** How many pages the letterhead PDF has (null while it loads or when it cannot be read). */
function usePageCount(background: Background | null): number | null {
  const file = useTemplateFile(background?.type === 'pdf' ? background.fileId : null);
  const [count, setCount] = useState<{ blob: Blob; pages: number } | null>(null);
  useEffect(() => {
    const blob = file.data;
    if (!blob) return;
    let current = true;
    openPdf(blob).then(
      (pdf) => current && setCount({ blob, pages: pdf.numPages }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [file.data]);
  return count && count.blob === file.data ? count.pages : null;
}

interface BackgroundSectionProps {
  readonly region: RegionKey;
  /** The active region's background. */
  readonly background: Background | null;
  /** The first page's background (offered to the following pages). */
  readonly firstPageBackground: Background | null;
  readonly dispatch: Dispatch<TemplateEditorAction>;
}

/**
 * "Briefpapier" of the region on the canvas: upload a letterhead PDF or image, choose the PDF's page, replace,
 * remove, or (following pages) take the first page's. Every change is an undo step of the editor, saved with it.
 */
export function BackgroundSection({
  region,
  background,
  firstPageBackground,
  dispatch,
}: BackgroundSectionProps) {
  const { t } = useDesignerTranslation();
  const setBackground = (next: Background | null) =>
    dispatch({ type: 'edit', action: { type: 'setBackground', background: next } });
  const upload = useUpload<DocumentTemplateFile>({
    send: uploadTemplateFile,
    texts: {
      tooLarge: t('background.tooLarge'),
      unreadable: t('background.unreadable'),
      forbidden: t('background.forbidden'),
      failed: t('background.failed'),
    },
    onDone: (file) => setBackground(backgroundOf(file)),
  });
  const pages = usePageCount(background);
  const busy = upload.stage?.name === 'uploading' || upload.stage?.name === 'processing';
  const onFiles = (files: FileList | readonly File[] | null) => {
    const file = files?.[0];
    if (file) upload.start(file);
  };
  const sameAsFirst = JSON.stringify(background) === JSON.stringify(firstPageBackground);

  return (
    <Stack spacing={1} component="section" aria-label={t('background.title')}>
      <Typography variant="subtitle2" component="h2">
        {t('background.title')} – {t(`editor.${region}`)}
      </Typography>
      {background === null ? null : (
        <>
          <Typography variant="body2">
            {t(background.type === 'pdf' ? 'background.isPdf' : 'background.isImage')}
          </Typography>
          {background.type === 'pdf' && pages !== null && pages > 1 ? (
            <TextField
              select
              size="small"
              label={t('background.page')}
              value={Math.min(background.page, pages)}
              onChange={(event) => setBackground({ ...background, page: Number(event.target.value) })}
            >
              {Array.from({ length: pages }, (_, index) => (
                <MenuItem key={index + 1} value={index + 1}>
                  {t('background.pageOf', { page: index + 1, pages })}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
          <Button
            size="small"
            color="error"
            disabled={busy}
            onClick={() => setBackground(null)}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('background.remove')}
          </Button>
        </>
      )}
      <FileDropZone
        label={t(background === null ? 'background.none' : 'background.replaceHint')}
        hint={t('background.hint')}
        chooseLabel={t(background === null ? 'background.upload' : 'background.replace')}
        accept={ACCEPT}
        disabled={busy}
        onFiles={onFiles}
      />
      {region === 'followingPages' && firstPageBackground !== null && !sameAsFirst ? (
        <Button size="small" onClick={() => setBackground(firstPageBackground)}>
          {t('background.sameAsFirst')}
        </Button>
      ) : null}
      {busy ? <LinearProgress aria-label={t('background.uploading')} /> : null}
      {upload.stage?.name === 'failed' ? (
        <Alert severity="error" onClose={upload.reset}>
          {upload.stage.message}
        </Alert>
      ) : null}
    </Stack>
  );
}
