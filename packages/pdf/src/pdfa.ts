import { PDFHexString, PDFName, PDFString, type PDFDocument } from 'pdf-lib';
import { srgbIccProfile } from './srgb-icc';

/** The document information written into the Info dictionary and, identically, into the XMP metadata. */
export interface PdfMetadata {
  title: string;
  author: string;
  subject?: string;
  keywords?: string[];
  /** BCP 47 language of the document's text; default de-DE. */
  language?: string;
  creationDate?: Date;
}

const PRODUCER = 'VenDoc (pdf-lib 1.17)';
const CREATOR = 'VenDoc';

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** An ISO 8601 date to the second in UTC, as XMP wants it (the Info dictionary has the same instant). */
function xmpDate(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`;
}

function xmpPacket(metadata: PdfMetadata, date: Date): string {
  const language = metadata.language ?? 'de-DE';
  const alt = (text: string) => `<rdf:Alt><rdf:li xml:lang="x-default">${escapeXml(text)}</rdf:li></rdf:Alt>`;
  const description =
    metadata.subject === undefined ? '' : `<dc:description>${alt(metadata.subject)}</dc:description>`;
  const keywords =
    metadata.keywords === undefined
      ? ''
      : `<pdf:Keywords>${escapeXml(metadata.keywords.join(', '))}</pdf:Keywords>`;
  return `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:xmp="http://ns.adobe.com/xap/1.0/" xmlns:pdf="http://ns.adobe.com/pdf/1.3/" xmlns:pdfaid="http://www.aiim.org/pdfa/ns/id/">
<dc:format>application/pdf</dc:format>
<dc:title>${alt(metadata.title)}</dc:title>
<dc:creator><rdf:Seq><rdf:li>${escapeXml(metadata.author)}</rdf:li></rdf:Seq></dc:creator>
${description}<dc:language><rdf:Bag><rdf:li>${escapeXml(language)}</rdf:li></rdf:Bag></dc:language>
<xmp:CreatorTool>${CREATOR}</xmp:CreatorTool>
<xmp:CreateDate>${xmpDate(date)}</xmp:CreateDate>
<xmp:ModifyDate>${xmpDate(date)}</xmp:ModifyDate>
<xmp:MetadataDate>${xmpDate(date)}</xmp:MetadataDate>
<pdf:Producer>${PRODUCER}</pdf:Producer>
${keywords}<pdfaid:part>3</pdfaid:part>
<pdfaid:conformance>B</pdfaid:conformance>
</rdf:Description>
</rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>`;
}

function randomId(): PDFHexString {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return PDFHexString.of([...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join(''));
}

/**
 * Makes the document PDF/A-3b: Info dictionary and XMP metadata that agree (title, author, dates, producer,
 * pdfaid part 3 conformance B), an sRGB OutputIntent with its ICC profile, the document language and a file ID.
 * The fonts must be embedded by the caller (the renderer embeds every font it uses). PDF/A-3 is what lets the next
 * step attach the e-invoice XML as an associated file.
 */
export function applyPdfA(document: PDFDocument, metadata: PdfMetadata): void {
  const date = new Date(Math.floor((metadata.creationDate ?? new Date()).getTime() / 1000) * 1000);
  const { context, catalog } = document;
  document.setTitle(metadata.title, { showInWindowTitleBar: true });
  document.setAuthor(metadata.author);
  if (metadata.subject !== undefined) document.setSubject(metadata.subject);
  if (metadata.keywords !== undefined) document.setKeywords(metadata.keywords);
  document.setCreator(CREATOR);
  document.setProducer(PRODUCER);
  document.setCreationDate(date);
  document.setModificationDate(date);
  document.setLanguage(metadata.language ?? 'de-DE');

  const xmp = context.stream(new TextEncoder().encode(xmpPacket(metadata, date)), {
    Type: 'Metadata',
    Subtype: 'XML',
  });
  catalog.set(PDFName.of('Metadata'), context.register(xmp));

  const profile = context.flateStream(srgbIccProfile(), { N: 3 });
  const intent = context.obj({
    Type: 'OutputIntent',
    S: 'GTS_PDFA1',
    OutputConditionIdentifier: PDFString.of('sRGB IEC61966-2.1'),
    RegistryName: PDFString.of('http://www.color.org'),
    Info: PDFString.of('sRGB IEC61966-2.1'),
    DestOutputProfile: context.register(profile),
  });
  catalog.set(PDFName.of('OutputIntents'), context.obj([context.register(intent)]));

  const id = randomId();
  context.trailerInfo.ID = context.obj([id, id]);
}
