import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { RichBlockView, RichInlineView } from '@vendoc/contract/boqs';

function renderInline(inline: RichInlineView, key: number, imageLabel: string): ReactNode {
  if (inline.type === 'break') return <br key={key} />;
  if (inline.type === 'image') {
    return (
      <img
        key={key}
        alt={imageLabel}
        src={`data:${inline.mimeType ?? 'image/png'};base64,${inline.data}`}
        style={{ maxWidth: '100%' }}
      />
    );
  }
  if (inline.type === 'complement') {
    return (
      <mark key={key} className="complement" title={inline.markLabel}>
        {inline.text || '…'}
      </mark>
    );
  }
  let content: ReactNode = inline.text;
  if (inline.underline) content = <u>{content}</u>;
  if (inline.italic) content = <em>{content}</em>;
  if (inline.bold) content = <strong>{content}</strong>;
  return <span key={key}>{content}</span>;
}

function renderBlocks(blocks: readonly RichBlockView[], imageLabel: string): ReactNode[] {
  return blocks.map((block, index) => {
    if (block.type === 'paragraph') {
      return <p key={index}>{block.inlines.map((inline, at) => renderInline(inline, at, imageLabel))}</p>;
    }
    if (block.type === 'list') {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List key={index}>
          {block.items.map((item, at) => (
            <li key={at}>{renderBlocks(item, imageLabel)}</li>
          ))}
        </List>
      );
    }
    return (
      <div key={index} className="table-scroll">
        <table>
          <tbody>
            {block.rows.map((row, rowIndex) => (
              <tr key={rowIndex}>
                {row.map((cell, cellIndex) => {
                  const Cell = cell.header ? 'th' : 'td';
                  return (
                    <Cell key={cellIndex} colSpan={cell.colSpan} rowSpan={cell.rowSpan}>
                      {renderBlocks(cell.blocks, imageLabel)}
                    </Cell>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  });
}

/** A position's long text with its formatting (bold, lists, tables, pictures, marked text complements). */
export function LongTextView({
  blocks,
  imageLabel,
}: {
  blocks: readonly RichBlockView[];
  imageLabel: string;
}) {
  return (
    <Box
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
        '& .complement': {
          px: 0.5,
          borderRadius: 0.5,
          border: 1,
          borderStyle: 'dashed',
          borderColor: 'warning.main',
          bgcolor: 'transparent',
          color: 'inherit',
        },
      }}
    >
      {renderBlocks(blocks, imageLabel)}
    </Box>
  );
}
