import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { RichBlockView, RichInlineView } from '@vendoc/contract/boqs';
import { useTranslation } from 'react-i18next';

function Inline({ inline }: { inline: RichInlineView }) {
  const { t } = useTranslation('shell');
  switch (inline.type) {
    case 'break':
      return <br />;
    case 'image':
      return (
        <img
          alt={t('richText.image')}
          src={`data:${inline.mimeType ?? 'image/png'};base64,${inline.data}`}
          style={{ maxWidth: '100%' }}
        />
      );
    case 'complement': {
      const who = t(inline.owner ? 'richText.complementOwner' : 'richText.complementBidder', {
        label: inline.markLabel,
      });
      return (
        <Box
          component="mark"
          className="complement"
          title={who}
          aria-label={`${who}: ${inline.text || t('richText.complementEmpty')}`}
          data-owner={inline.owner}
        >
          <span className="complement-label" aria-hidden>
            {inline.markLabel}
          </span>
          {inline.text || '…'}
        </Box>
      );
    }
    case 'text': {
      let content: ReactNode = inline.text;
      if (inline.underline) content = <u>{content}</u>;
      if (inline.italic) content = <em>{content}</em>;
      if (inline.bold) content = <strong>{content}</strong>;
      return <>{content}</>;
    }
  }
}

function Blocks({ blocks }: { blocks: readonly RichBlockView[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </>
  );
}

function Block({ block }: { block: RichBlockView }) {
  switch (block.type) {
    case 'paragraph':
      return (
        <p>
          {block.inlines.map((inline, index) => (
            <Inline key={index} inline={inline} />
          ))}
        </p>
      );
    case 'list': {
      const items = block.items.map((item, index) => (
        <li key={index}>
          <Blocks blocks={item} />
        </li>
      ));
      return block.ordered ? <ol>{items}</ol> : <ul>{items}</ul>;
    }
    case 'table':
      return (
        <div className="table-scroll">
          <table>
            <tbody>
              {block.rows.map((row, rowIndex) => (
                <tr key={rowIndex}>
                  {row.map((cell, cellIndex) => {
                    const Cell = cell.header ? 'th' : 'td';
                    return (
                      <Cell key={cellIndex} colSpan={cell.colSpan} rowSpan={cell.rowSpan}>
                        <Blocks blocks={cell.blocks} />
                      </Cell>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}

/**
 * A long text as the GAEB file has it: paragraphs with bold, italic and underlined parts, line breaks, lists,
 * tables, pictures, and text complements (owner's and bidder's additions) marked with their label.
 */
export function RichTextView({ blocks }: { blocks: readonly RichBlockView[] }) {
  return (
    <Box
      className="rich-text"
      sx={{
        fontSize: 14,
        lineHeight: 1.55,
        overflowWrap: 'anywhere',
        '& p': { m: 0, mb: 1 },
        '& ul, & ol': { m: 0, mb: 1, pl: 3 },
        '& .table-scroll': { overflowX: 'auto', mb: 1 },
        '& table': { borderCollapse: 'collapse', fontSize: 13 },
        '& th, & td': { border: 1, borderColor: 'divider', px: 1, py: 0.5, verticalAlign: 'top' },
        '& th': { bgcolor: 'action.hover', fontWeight: 600 },
        '& th p, & td p': { mb: 0 },
        '& .complement': {
          px: 0.5,
          borderRadius: 0.5,
          border: 1,
          borderStyle: 'dashed',
          borderColor: 'warning.main',
          bgcolor: 'transparent',
          color: 'inherit',
        },
        '& .complement[data-owner="false"]': { borderColor: 'info.main' },
        '& .complement-label': {
          display: 'inline-block',
          mr: 0.5,
          px: 0.5,
          fontSize: 11,
          fontWeight: 700,
          borderRadius: 0.5,
          bgcolor: 'warning.main',
          color: 'warning.contrastText',
        },
        '& .complement[data-owner="false"] .complement-label': {
          bgcolor: 'info.main',
          color: 'info.contrastText',
        },
      }}
    >
      <Blocks blocks={blocks} />
    </Box>
  );
}
