import type { FlatEntry } from './flat';
import type { Description, DetailPart, RichText } from './model-text';
import { outlineTextElement, richTextElement } from './write/build-text';

/**
 * Compaction for storage: a rich text keeps its source markup only where the writer's rendering of the blocks
 * would differ from it. Most texts of real files are plain `p`/`span` markup that the writer renders byte for byte
 * the same, so their duplicate source tree (the larger half of a stored item) is dropped. Writing a compacted
 * entry gives the same XML as writing the original.
 */

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

function compactRich(text: RichText | null, render: (text: RichText) => unknown): RichText | null {
  if (text === null || text.source === null) return text;
  const rendered = { blocks: text.blocks, source: null };
  return same(render(rendered), render(text)) ? rendered : text;
}

const compactOutline = (text: RichText | null) => compactRich(text, outlineTextElement);
const compactNamed = (text: RichText | null, name: string) =>
  compactRich(text, (rich) => richTextElement(rich, name));

function compactDescription(description: Description | null): Description | null {
  if (description === null) return null;
  const complete = description.completeText;
  return {
    ...description,
    outline: compactOutline(description.outline),
    completeText:
      complete === null
        ? null
        : {
            ...complete,
            outline: compactOutline(complete.outline),
            detail:
              complete.detail === null
                ? null
                : {
                    ...complete.detail,
                    parts: complete.detail.parts.map((part): DetailPart =>
                      part.kind === 'text' ? { ...part, text: compactNamed(part.text, 'Text')! } : part,
                    ),
                  },
          },
  };
}

/** The entry with redundant source markup of its texts dropped (see above). */
export function compactEntry(entry: FlatEntry): FlatEntry {
  switch (entry.kind) {
    case 'category':
      return { ...entry, label: compactNamed(entry.label, 'LblTx') };
    case 'item':
      return {
        ...entry,
        description: compactDescription(entry.description),
        subDescriptions: entry.subDescriptions.map((sub) => ({
          ...sub,
          description: compactDescription(sub.description),
        })),
      };
    case 'markupItem':
    case 'remark':
      return { ...entry, description: compactDescription(entry.description) };
    case 'performanceDescription':
      return { ...entry, descriptions: entry.descriptions.map((d) => compactDescription(d)!) };
    default:
      return entry;
  }
}
