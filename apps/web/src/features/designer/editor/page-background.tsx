import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Background } from '@vendoc/contract/document-templates';
import { useTemplateFile } from '../../../entities/document-template/template-files';
import { useDesignerTranslation } from '../designer-i18n';
import { openPdf, renderPdfPage } from '../../../lib/pdf/pdf-document';

interface PageBackgroundProps {
  /** The region's letterhead, or none. */
  readonly background: Background | null;
  /** CSS pixels per mm (true scale x zoom). */
  readonly scale: number;
  /** The page's size in mm. */
  readonly width: number;
  readonly height: number;
}

/** An object URL of `blob` while the component shows it. */
function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [blob]);
  return url;
}

const fill = { position: 'absolute', inset: 0, width: '100%', height: '100%' } as const;

function PdfPage({ blob, page, widthPx }: { blob: Blob; page: number; widthPx: number }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);
  const { t } = useDesignerTranslation();
  useEffect(() => {
    const target = canvas.current;
    if (!target) return;
    let current = true;
    let stop = () => {
      current = false;
    };
    delete target.dataset.renderedPage;
    openPdf(blob)
      .then((pdf) => {
        if (!current) return;
        const rendering = renderPdfPage(pdf, page, target, widthPx);
        stop = rendering.cancel;
        return rendering.done.then(() => {
          if (current) target.dataset.renderedPage = String(page);
        });
      })
      .catch(() => {
        if (current) setFailed(true);
      });
    return () => {
      current = false;
      stop();
    };
  }, [blob, page, widthPx]);
  if (failed) return <BackgroundFailed text={t('background.unreadable')} />;
  return <canvas ref={canvas} data-testid="page-background-pdf" style={fill} />;
}

function BackgroundFailed({ text }: { text: string }) {
  return (
    <Typography variant="caption" color="error" sx={{ position: 'absolute', left: 4, bottom: 4 }}>
      {text}
    </Typography>
  );
}

/**
 * The region's letterhead under the elements, stretched over the page as the PDF prints it: an image, or the chosen
 * page of a PDF drawn by pdf.js at the canvas's scale. Clicks go through to the page.
 */
export function PageBackground({ background, scale, width, height }: PageBackgroundProps) {
  const { t } = useDesignerTranslation();
  const file = useTemplateFile(background?.fileId ?? null);
  const imageUrl = useObjectUrl(background?.type === 'image' ? file.data : undefined);
  if (!background) return null;
  return (
    <Box
      aria-hidden
      data-testid="page-background"
      sx={{
        position: 'absolute',
        left: 0,
        top: 0,
        width: width * scale,
        height: height * scale,
        pointerEvents: 'none',
      }}
    >
      {file.isError ? (
        <BackgroundFailed text={t('background.loadFailed')} />
      ) : background.type === 'image' ? (
        imageUrl ? (
          <img src={imageUrl} alt="" draggable={false} style={fill} />
        ) : null
      ) : file.data ? (
        <PdfPage
          key={background.fileId}
          blob={file.data}
          page={background.page}
          widthPx={Math.round(width * scale)}
        />
      ) : null}
    </Box>
  );
}
