import { DOCUMENT_KINDS } from '@vendoc/contract/document-templates';
import { layoutDocument } from '@vendoc/designer/layout';
import { textBoxesOf, textOf } from '@vendoc/designer/layout-test-helpers';
import { sampleDocumentData } from '@vendoc/designer/sample-data';
import { starterTemplate } from '@vendoc/designer/starters';
import { beforeAll, describe, expect, it } from 'vitest';
import { getBundledFontSet } from './bundled-fonts';
import type { FontSet } from './font-set';

// The starters' information block measured with the real fonts: where the sender's e-mail address goes.
let fonts: FontSet;
beforeAll(async () => {
  fonts = await getBundledFontSet();
});

/** Where the subject starts (DIN 5008 Form B): the information block must end above it. */
const SUBJECT_TOP = 98.5;

function infoBlock(kind: (typeof DOCUMENT_KINDS)[number], email: string) {
  const data = sampleDocumentData(kind) as { sender: Record<string, unknown> };
  data.sender.email = email;
  const [page] = layoutDocument(starterTemplate(kind), data, fonts).pages;
  const boxes = textBoxesOf(page!, 'info-block');
  return { texts: boxes.map(textOf), bottom: Math.max(...boxes.map((box) => box.y + box.height)) };
}

describe('the information block of the starters', () => {
  it.each(DOCUMENT_KINDS)('%s: a common e-mail address stays on one line', (kind) => {
    const { texts, bottom } = infoBlock(kind, 'm.mustermann@muster-fensterbau.de');
    expect(texts).toContain('m.mustermann@muster-fensterbau.de');
    expect(bottom).toBeLessThanOrEqual(SUBJECT_TOP);
  });

  it.each(DOCUMENT_KINDS)(
    '%s: a longer one wraps before its "@" and still ends above the subject',
    (kind) => {
      const { texts, bottom } = infoBlock(kind, 'maximilian.mustermann@beispiel-bauunternehmen.de');
      expect(texts).toContain('maximilian.mustermann\n@beispiel-bauunternehmen.de');
      expect(bottom).toBeLessThanOrEqual(SUBJECT_TOP);
    },
  );

  it.each(DOCUMENT_KINDS)('%s: every label stays on one line', (kind) => {
    const { texts } = infoBlock(kind, 'a@b.de');
    const labels = texts.filter((_text, index) => index % 2 === 0);
    expect(labels.filter((label) => label.includes('\n'))).toEqual([]);
  });
});
