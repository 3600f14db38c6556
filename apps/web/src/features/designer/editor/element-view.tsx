import { memo, useMemo, type CSSProperties } from 'react';
import type { TemplateElement } from '@vendoc/contract/document-template-elements';
import type { LayoutContext } from '@vendoc/designer/layout-context';
import { SampleBoxes, sampleBoxes } from './sample-layout';
import { MM_PER_PT } from './scale';

/** What the canvas shows of an element's content (data fields as their paths, inline fields as written). */
function contentOf(element: TemplateElement): string {
  switch (element.kind) {
    case 'text':
      return element.runs.map((run) => run.text).join('');
    case 'field':
      return `${element.label}{{${element.path}}}`;
    case 'addressWindow':
      return `${element.returnAddress}\n${element.recipient}`;
    case 'pageNumber':
      return element.pattern.replace('{page}', '1').replace('{pages}', '1');
    case 'signature':
      return element.label;
    case 'positionsTable':
      return element.columns.map((column) => column.label).join(' · ');
    case 'freeTable':
      return element.rows.map((row) => row.join(' | ')).join('\n');
    case 'totals':
      return element.rows.join('\n');
    case 'image':
      return element.source.type === 'companyLogo' ? 'Logo' : 'Bild';
    case 'qrCode':
      return 'QR';
    default:
      return '';
  }
}

interface ElementViewProps {
  readonly element: TemplateElement;
  /** px per mm */
  readonly scale: number;
  readonly label: string;
  readonly selected: boolean;
  /** With sample data: the layout engine draws the content as the PDF would show it. */
  readonly sample: LayoutContext | null;
}

/** One element on the canvas at its box (mm × scale), drawn after its kind and style. */
export const ElementView = memo(function ElementView({
  element,
  scale,
  label,
  selected,
  sample,
}: ElementViewProps) {
  const { style } = element;
  const boxes = useMemo(() => (sample ? sampleBoxes(element, sample) : null), [element, sample]);
  const box: CSSProperties = {
    position: 'absolute',
    left: element.x * scale,
    top: element.y * scale,
    width: Math.max(element.width * scale, 2),
    height: Math.max(element.height * scale, 2),
    transform: element.rotation ? `rotate(${element.rotation}deg)` : undefined,
    transformOrigin: 'top left',
    boxSizing: 'border-box',
    cursor: element.locked ? 'default' : 'move',
    outline: selected ? '2px solid #1976d2' : '1px dashed rgba(25, 118, 210, 0.25)',
    outlineOffset: 0,
    background: style.fill ?? undefined,
    border: style.border
      ? `${Math.max(1, style.border.width * scale)}px ${style.border.style} ${style.border.color}`
      : undefined,
    color: style.color,
    fontFamily: style.fontFamily === 'serif' ? '"Noto Serif", serif' : '"Noto Sans", sans-serif',
    fontSize: style.fontSize * MM_PER_PT * scale,
    fontWeight: style.fontWeight,
    fontStyle: style.italic ? 'italic' : 'normal',
    lineHeight: style.lineHeight,
    textAlign: style.align,
    whiteSpace: 'pre-wrap',
    overflow: 'hidden',
    userSelect: 'none',
    touchAction: 'none',
  };
  if (element.kind === 'line') {
    const thickness = Math.max(1, element.thickness * scale);
    return (
      <div
        data-element-id={element.id}
        role="group"
        aria-label={label}
        style={{ ...box, overflow: 'visible' }}
      >
        <svg width="100%" height="100%" style={{ overflow: 'visible', position: 'absolute', inset: 0 }}>
          <line
            x1={0}
            y1={0}
            x2={element.width * scale}
            y2={element.height * scale}
            stroke={style.color}
            strokeWidth={thickness}
            strokeDasharray={
              element.dash === 'dashed' ? '6 4' : element.dash === 'dotted' ? '1 3' : undefined
            }
          />
        </svg>
      </div>
    );
  }
  if (element.kind === 'foldMarks') {
    return (
      <div data-element-id={element.id} role="group" aria-label={label} style={box}>
        {element.marks.map((mark, index) => (
          <div
            key={index}
            style={{
              position: 'absolute',
              left: 0,
              top: mark.y * scale,
              width: (mark.type === 'hole' ? 8 : 5) * scale,
              borderTop: `1px solid ${style.color}`,
            }}
          />
        ))}
      </div>
    );
  }
  const placeholder = element.kind === 'image' || element.kind === 'qrCode';
  return (
    <div
      data-element-id={element.id}
      role="group"
      aria-label={label}
      style={
        placeholder
          ? { ...box, display: 'grid', placeItems: 'center', background: '#eef3f8', color: '#567' }
          : box
      }
    >
      {boxes ? (
        <SampleBoxes element={element} boxes={boxes} scale={scale} />
      ) : element.kind === 'signature' ? (
        <div
          style={{ position: 'absolute', bottom: 0, left: 0, right: 0, borderTop: '1px solid currentColor' }}
        >
          {contentOf(element)}
        </div>
      ) : (
        contentOf(element)
      )}
    </div>
  );
});
