import type { Description, DetailPart, RichText, TextComplement } from '../model-text';
import { richTextFromElement, toBlocks } from '../rich-text';
import { boundElement, LONG_TEXT_MAX, SHORT_TEXT_MAX } from '../text-bounds';
import type { XmlElement } from '../xml';
import { resolveReferences, type Gaeb2000Context } from './context';
import type { G2Block, G2Field } from './parse';
import { textMarkup } from './text';
import { handlerTable, visitBlock, visitTable } from './visit';

/** The markup of a field bounded to `max` characters (a warning when cut), as element `name`. */
function boundedMarkup(
  ctx: Gaeb2000Context,
  field: G2Field,
  name: string,
  max: number,
  what: string,
): XmlElement {
  const element: XmlElement = { name, attrs: {}, children: textMarkup(resolveReferences(field.value)) };
  const bounded = boundElement(element, max);
  if (bounded.cut) ctx.warn(field, `${what} mit ${bounded.size} Zeichen auf ${max} Zeichen gekürzt`);
  return bounded.element;
}

/** Rich text of a field (plain or RTF) as DA XML markup in element `name` (LblTx, Text, ComplBody, …). */
export function richTextField(
  ctx: Gaeb2000Context,
  field: G2Field,
  name: string,
  max = SHORT_TEXT_MAX,
  what = 'Text',
): RichText {
  return richTextFromElement(boundedMarkup(ctx, field, name, max, what));
}

/** A short text (Kurztext) as DA XML OutlineText/OutlTxt/TextOutlTxt, like the XML reader keeps it. */
function outlineText(ctx: Gaeb2000Context, field: G2Field): RichText {
  const inner = boundedMarkup(ctx, field, 'TextOutlTxt', SHORT_TEXT_MAX, 'Kurztext');
  const source: XmlElement = {
    name: 'OutlineText',
    attrs: {},
    children: [{ name: 'OutlTxt', attrs: {}, children: [inner] }],
  };
  return { blocks: toBlocks(inner.children), source };
}

const COMPLEMENT_KINDS: Record<string, string> = {
  ag: 'Owner',
  owner: 'Owner',
  an: 'Bidder',
  bieter: 'Bidder',
  bidder: 'Bidder',
};

/** #begin[TextErgaenzung]: [Kennung] (mark), [Art] AG/AN, [Vortext], [Text], [Nachtext]. */
function readComplement(ctx: Gaeb2000Context, block: G2Block): TextComplement {
  const complement: TextComplement = {
    markLabel: '',
    kind: 'Owner',
    empty: true,
    caption: null,
    body: null,
    tail: null,
  };
  let sawKind = false;
  visitBlock(ctx, block, {
    fields: {
      Kennung: (field) => {
        complement.markLabel = ctx.text(field) ?? '';
      },
      Art: (field) => {
        sawKind = true;
        const raw = ctx.text(field) ?? '';
        const kind = COMPLEMENT_KINDS[raw.toLowerCase()];
        if (kind === undefined)
          ctx.warn(field, `Textergänzung der Art „${raw}“ ist weder AG noch AN; als AG gelesen`);
        complement.kind = kind ?? 'Owner';
      },
      Vortext: (field) => {
        complement.caption = richTextField(ctx, field, 'ComplCaption');
      },
      Text: (field) => {
        const body = richTextField(ctx, field, 'ComplBody');
        complement.body = body;
        complement.empty = body.blocks.length === 0;
      },
      Nachtext: (field) => {
        complement.tail = richTextField(ctx, field, 'ComplTail');
      },
    },
  });
  if (!sawKind) ctx.warn(block, 'Textergänzung ohne [Art]; als Ergänzung des Auftraggebers (AG) gelesen');
  if (complement.body === null)
    complement.body = { blocks: [], source: { name: 'ComplBody', attrs: {}, children: [] } };
  return complement;
}

interface DescriptionState {
  ctx: Gaeb2000Context;
  description: Description;
  parts: DetailPart[];
  outline: RichText | null;
  /** Characters of long text still to read (LONG_TEXT_MAX for the whole description). */
  budget: number;
  cutWarned: boolean;
}

const DESCRIPTION_TABLE = handlerTable<DescriptionState>({
  fields: {
    StlNr: ({ ctx, description }, field) => {
      description.wicNo = ctx.text(field);
    },
    Kurztext: (state, field) => {
      state.outline = outlineText(state.ctx, field);
    },
    Langtext: (state, field) => {
      const { ctx } = state;
      if (state.budget <= 0) {
        if (!state.cutWarned) ctx.warn(field, `Langtext über ${LONG_TEXT_MAX} Zeichen hinaus nicht gelesen`);
        state.cutWarned = true;
        return;
      }
      const element = boundedMarkup(ctx, field, 'Text', state.budget, 'Langtext');
      state.budget -= Math.max(1, boundElement(element, state.budget).size);
      state.parts.push({ kind: 'text', text: richTextFromElement(element) });
    },
  },
  blocks: {
    TextErgaenzung: (state, block) => {
      state.parts.push({ kind: 'complement', complement: readComplement(state.ctx, block) });
    },
  },
});

/**
 * Beschreibung: [StlNr] (WICNo), [Kurztext], [Langtext] fields and #begin[TextErgaenzung] blocks in text order.
 * The long text together is bounded to LONG_TEXT_MAX characters.
 */
export function readDescription(ctx: Gaeb2000Context, block: G2Block): Description {
  const description: Description = { wicNo: null, completeText: null, outline: null };
  const state: DescriptionState = {
    ctx,
    description,
    parts: [],
    outline: null,
    budget: LONG_TEXT_MAX,
    cutWarned: false,
  };
  visitTable(ctx, block, DESCRIPTION_TABLE, state);
  description.completeText = { detail: { parts: state.parts }, outline: state.outline };
  return description;
}
