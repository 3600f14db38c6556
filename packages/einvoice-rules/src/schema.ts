import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { dirname, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { XmlDocument, XmlError, XmlLibError, XsdValidator, xmlRegisterInputProvider } from 'libxml2-wasm';
import { ciiSchemaPath } from './rule-files';

/** One finding of libxml2 (what xmllint prints: the line and the message). */
export interface SchemaFinding {
  /** XML: not well-formed; XSD: against the schema. */
  kind: 'XML' | 'XSD';
  line: number;
  message: string;
}

let validator: XsdValidator | undefined;

function toPath(name: string): string {
  return name.startsWith('file:') ? fileURLToPath(name) : resolve(name);
}

// libxml2 in WebAssembly has no file system of its own: it may read the schema's files and nothing else, so an
// invoice cannot make it read a file through an external entity or an xsi:schemaLocation.
function allowSchemaFiles(schemaRoot: string): void {
  const inside = (name: string) => toPath(name).startsWith(schemaRoot + sep);
  xmlRegisterInputProvider({
    match: inside,
    open: (name) => {
      try {
        return inside(name) ? openSync(toPath(name), 'r') : undefined;
      } catch {
        return undefined;
      }
    },
    read: (fd, buffer) => {
      try {
        return readSync(fd, buffer, 0, buffer.byteLength, null);
      } catch {
        return -1;
      }
    },
    close: (fd) => {
      closeSync(fd);
      return true;
    },
  });
}

// Parsed once per process; the schema document stays alive with the validator (libxml2 may point into it).
function schemaValidator(): XsdValidator {
  if (validator === undefined) {
    const entry = ciiSchemaPath();
    allowSchemaFiles(resolve(dirname(entry), '../../..'));
    validator = XsdValidator.fromDoc(XmlDocument.fromBuffer(readFileSync(entry), { url: entry }));
  }
  return validator;
}

function findings(error: unknown, kind: SchemaFinding['kind']): SchemaFinding[] {
  if (error instanceof XmlLibError) {
    return error.details.map((detail) => ({ kind, line: detail.line, message: detail.message.trim() }));
  }
  // libxml2 gives up without details, e.g. on entity references in the tree (xmllint: "internal error").
  if (error instanceof XmlError) {
    return [
      {
        kind,
        line: 0,
        message: `The schema check failed: ${error.message} (entity references are not supported)`,
      },
    ];
  }
  throw error;
}

/**
 * Checks a CII invoice against the UN/CEFACT CII D16B schema as `xmllint --schema` does; an empty list means valid.
 * A document that is not well-formed XML yields its parse errors.
 */
export function checkCiiSchema(xml: Uint8Array): SchemaFinding[] {
  const schema = schemaValidator();
  let document: XmlDocument;
  try {
    document = XmlDocument.fromBuffer(xml);
  } catch (error) {
    return findings(error, 'XML');
  }
  try {
    schema.validate(document);
    return [];
  } catch (error) {
    return findings(error, 'XSD');
  } finally {
    document.dispose();
  }
}
