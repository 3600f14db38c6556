// The part of the saxon-js run time (Saxonica, no types published) the validator uses.
declare module 'saxon-js' {
  /** A node of SaxonJS's own DOM (a parsed source or a result document). */
  export type SaxonNode = object;

  export interface TransformOptions {
    stylesheetInternal: object;
    sourceNode: SaxonNode;
    destination: 'document';
    logLevel?: number;
  }

  export interface TransformResult {
    principalResult: SaxonNode;
  }

  const SaxonJS: {
    transform(options: TransformOptions, execution: 'sync'): TransformResult;
    getResource(options: { text: string; type: 'xml' }): Promise<SaxonNode>;
    XPath: {
      evaluate(
        expression: string,
        contextItem: SaxonNode,
        options?: { namespaceContext?: Record<string, string> },
      ): unknown;
    };
    getProcessorInfo(): { productVersion: string };
  };
  export default SaxonJS;
}
