import {
  AFRelationship,
  decodePDFRawStream,
  FileEmbedder,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFRawStream,
  PDFString,
  type PDFRef,
} from 'pdf-lib';

/**
 * ZUGFeRD / Factur-X: attaches the CII of an invoice to a PDF/A-3 (as `packages/pdf` writes it) as `factur-x.xml`,
 * associated with the document (catalog /AF, AFRelationship Alternative as ZUGFeRD recommends for Germany), and adds
 * the Factur-X XMP properties with their PDF/A extension schema. The rest of the PDF (pages, fonts, OutputIntent,
 * the existing XMP) stays as it is.
 */

export const FACTUR_X_FILE_NAME = 'factur-x.xml';

/** The input is not a PDF/A-3 document with XMP metadata. */
export class NotPdfA3Error extends Error {
  override readonly name = 'NotPdfA3Error';
}

const FX_NAMESPACE = 'urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#';

function fxProperty(name: string, description: string): string {
  return `<rdf:li rdf:parseType="Resource"><pdfaProperty:name>${name}</pdfaProperty:name><pdfaProperty:valueType>Text</pdfaProperty:valueType><pdfaProperty:category>external</pdfaProperty:category><pdfaProperty:description>${description}</pdfaProperty:description></rdf:li>`;
}

/** The Factur-X description and its PDF/A extension schema (Factur-X 1.0 / ZUGFeRD 2.x, profile EN 16931). */
function facturXDescriptions(): string {
  return `<rdf:Description rdf:about="" xmlns:fx="${FX_NAMESPACE}">
<fx:DocumentType>INVOICE</fx:DocumentType>
<fx:DocumentFileName>${FACTUR_X_FILE_NAME}</fx:DocumentFileName>
<fx:Version>1.0</fx:Version>
<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>
</rdf:Description>
<rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">
<pdfaExtension:schemas><rdf:Bag><rdf:li rdf:parseType="Resource">
<pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>
<pdfaSchema:namespaceURI>${FX_NAMESPACE}</pdfaSchema:namespaceURI>
<pdfaSchema:prefix>fx</pdfaSchema:prefix>
<pdfaSchema:property><rdf:Seq>
${fxProperty('DocumentFileName', 'The name of the embedded XML document')}
${fxProperty('DocumentType', 'The type of the hybrid document in capital letters, e.g. INVOICE or ORDER')}
${fxProperty('Version', 'The actual version of the standard applying to the embedded XML document')}
${fxProperty('ConformanceLevel', 'The conformance level of the embedded XML document')}
</rdf:Seq></pdfaSchema:property>
</rdf:li></rdf:Bag></pdfaExtension:schemas>
</rdf:Description>
`;
}

/** The XMP packet of a PDF/A-3 document; NotPdfA3Error when it has none or another PDF/A part. */
export function readXmp(document: PDFDocument): string {
  const stream = document.catalog.lookup(PDFName.of('Metadata'));
  if (!(stream instanceof PDFRawStream)) throw new NotPdfA3Error('the PDF has no XMP metadata (not PDF/A-3)');
  const xmp = new TextDecoder().decode(decodePDFRawStream(stream).decode());
  if (!/<pdfaid:part>3<\/pdfaid:part>|pdfaid:part="3"/.test(xmp))
    throw new NotPdfA3Error('the PDF is not PDF/A-3');
  return xmp;
}

function writeXmp(document: PDFDocument, xmp: string): void {
  const { context, catalog } = document;
  const stream = context.stream(new TextEncoder().encode(xmp), { Type: 'Metadata', Subtype: 'XML' });
  catalog.set(PDFName.of('Metadata'), context.register(stream));
}

/** Adds the file spec to the catalog's /Names /EmbeddedFiles (a flat name tree) and /AF. */
function associate(document: PDFDocument, name: string, fileSpec: PDFRef): void {
  const { context, catalog } = document;
  const names = catalog.lookupMaybe(PDFName.of('Names'), PDFDict) ?? context.obj({});
  catalog.set(PDFName.of('Names'), names);
  const embedded = names.lookupMaybe(PDFName.of('EmbeddedFiles'), PDFDict) ?? context.obj({});
  names.set(PDFName.of('EmbeddedFiles'), embedded);
  const list = embedded.lookupMaybe(PDFName.of('Names'), PDFArray) ?? context.obj([]);
  embedded.set(PDFName.of('Names'), list);
  list.push(PDFString.of(name));
  list.push(fileSpec);
  const af = catalog.lookupMaybe(PDFName.of('AF'), PDFArray) ?? context.obj([]);
  catalog.set(PDFName.of('AF'), af);
  af.push(fileSpec);
}

/**
 * Returns a copy of the PDF/A-3 `pdf` with `cii` embedded as `factur-x.xml` (Factur-X / ZUGFeRD, profile EN 16931).
 * Throws NotPdfA3Error for a PDF without PDF/A-3 XMP metadata.
 */
export async function attachFacturX(pdf: Uint8Array, cii: string, date = new Date()): Promise<Uint8Array> {
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  const xmp = readXmp(document);
  if (xmp.includes(FX_NAMESPACE)) throw new NotPdfA3Error('the PDF already carries a Factur-X invoice');
  const embedder = FileEmbedder.for(new TextEncoder().encode(cii), FACTUR_X_FILE_NAME, {
    mimeType: 'text/xml',
    description: 'Factur-X / ZUGFeRD invoice (EN 16931)',
    creationDate: date,
    modificationDate: date,
    afRelationship: AFRelationship.Alternative,
  });
  const fileSpec = await embedder.embedIntoContext(document.context);
  associate(document, FACTUR_X_FILE_NAME, fileSpec);
  writeXmp(document, xmp.replace('</rdf:RDF>', `${facturXDescriptions()}</rdf:RDF>`));
  return document.save();
}

/** Names under which ZUGFeRD / Factur-X / XRechnung PDFs carry the invoice XML. */
const INVOICE_FILE_NAMES = new Set([
  'factur-x.xml',
  'zugferd-invoice.xml',
  'xrechnung.xml',
  'zugferd_invoice.xml',
]);

/** The invoice XML embedded in a ZUGFeRD / Factur-X PDF, or null when it carries none. */
export async function embeddedInvoiceXml(pdf: Uint8Array): Promise<string | null> {
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  const names = document.catalog
    .lookupMaybe(PDFName.of('Names'), PDFDict)
    ?.lookupMaybe(PDFName.of('EmbeddedFiles'), PDFDict)
    ?.lookupMaybe(PDFName.of('Names'), PDFArray);
  for (let index = 0; names !== undefined && index + 1 < names.size(); index += 2) {
    const name = names.lookup(index);
    const label = name instanceof PDFString || name instanceof PDFHexString ? name.decodeText() : '';
    if (!INVOICE_FILE_NAMES.has(label.toLowerCase())) continue;
    const stream = names
      .lookup(index + 1, PDFDict)
      .lookup(PDFName.of('EF'), PDFDict)
      .lookup(PDFName.of('F'));
    if (stream instanceof PDFRawStream) return new TextDecoder().decode(decodePDFRawStream(stream).decode());
  }
  return null;
}
