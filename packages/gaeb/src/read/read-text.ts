import type {
  CompleteText,
  Description,
  DetailText,
  RichBlock,
  RichText,
  TextComplement,
} from '../model-text';
import { richTextFromElement, toBlocks } from '../rich-text';
import { LONG_TEXT_MAX, SHORT_TEXT_MAX } from '../text-bounds';
import type { XmlElement } from '../xml';
import { extraAttributes, readChildren, type ReadContext } from './context';
import { quoted } from './wording';

/** Rich text of a text container (LblTx, ComplBody, BidComm, …), with inline text complements read. */
export function readRichText(ctx: ReadContext, el: XmlElement): RichText {
  return richTextFromElement(el, (complement) => readTextComplement(ctx, complement));
}

/**
 * OutlineText: the short text is the content of its OutlTxt/TextOutlTxt elements; the element (cut at
 * SHORT_TEXT_MAX) is the source.
 */
export function readOutlineText(ctx: ReadContext, outline: XmlElement): RichText {
  const el = ctx.boundedText(outline, SHORT_TEXT_MAX);
  const readComplement = (complement: XmlElement): TextComplement => readTextComplement(ctx, complement);
  const blocks: RichBlock[] = [];
  for (const outl of el.children) {
    if (typeof outl === 'string' || outl.ns !== undefined || outl.name !== 'OutlTxt') continue;
    for (const text of outl.children) {
      if (typeof text === 'string' || text.ns !== undefined) continue;
      if (text.name === 'TextOutlTxt') blocks.push(...toBlocks(text.children, readComplement));
      else if (text.name === 'TextComplement') blocks.push(...toBlocks([text], readComplement));
    }
  }
  return { blocks, source: el };
}

/** TextComplement (owner or bidder addition). */
export function readTextComplement(ctx: ReadContext, el: XmlElement): TextComplement {
  const complement: TextComplement = {
    markLabel: el.attrs.MarkLbl?.trim() ?? '',
    kind: el.attrs.Kind?.trim() ?? '',
    empty: el.attrs.Empty?.trim() === 'Yes',
    caption: null,
    body: null,
    tail: null,
  };
  const extra = extraAttributes(el, ['MarkLbl', 'Kind', 'Empty']);
  if (extra) complement.extraAttributes = extra;
  if (complement.kind !== 'Owner' && complement.kind !== 'Bidder') {
    ctx.warn(
      el,
      `eine Textergänzung hat die Art ${quoted(complement.kind)}; möglich sind Owner (Auftraggeber) und ` +
        'Bidder (Bieter)',
    );
  }
  readChildren(ctx, el, complement, (child) => {
    if (child.name === 'ComplCaption') complement.caption = readRichText(ctx, child);
    else if (child.name === 'ComplBody') complement.body = readRichText(ctx, child);
    else if (child.name === 'ComplTail') complement.tail = readRichText(ctx, child);
    else return false;
    return true;
  });
  return complement;
}

/** DetailTxt (cut at LONG_TEXT_MAX): text parts and text complements in source order. */
export function readDetailText(ctx: ReadContext, detailText: XmlElement): DetailText {
  const el = ctx.boundedText(detailText, LONG_TEXT_MAX);
  const detail: DetailText = { parts: [] };
  const extra = extraAttributes(el, []);
  if (extra) detail.extraAttributes = extra;
  for (const child of el.children) {
    if (typeof child === 'string') {
      ctx.strayText(el, child);
    } else if (child.ns === undefined && child.name === 'Text') {
      detail.parts.push({ kind: 'text', text: readRichText(ctx, child) });
    } else if (child.ns === undefined && child.name === 'TextComplement') {
      detail.parts.push({ kind: 'complement', complement: readTextComplement(ctx, child) });
    } else {
      detail.parts.push({ kind: 'preserved', element: child });
    }
  }
  return detail;
}

function readCompleteText(ctx: ReadContext, el: XmlElement): CompleteText {
  const complete: CompleteText = { detail: null, outline: null };
  readChildren(ctx, el, complete, (child) => {
    if (child.name === 'DetailTxt') complete.detail = readDetailText(ctx, child);
    else if (child.name === 'OutlineText') complete.outline = readOutlineText(ctx, child);
    else return false;
    return true;
  });
  return complete;
}

/** Description: WICNo, CompleteText (long and short text) or a bare OutlineText. */
export function readDescription(ctx: ReadContext, el: XmlElement): Description {
  const description: Description = { wicNo: null, completeText: null, outline: null };
  const extra = extraAttributes(el, []);
  if (extra) description.extraAttributes = extra;
  readChildren(ctx, el, description, (child) => {
    if (child.name === 'WICNo') description.wicNo = ctx.text(child);
    else if (child.name === 'CompleteText') description.completeText = readCompleteText(ctx, child);
    else if (child.name === 'OutlineText') description.outline = readOutlineText(ctx, child);
    else return false;
    return true;
  });
  return description;
}
