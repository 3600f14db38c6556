export function OrderDocumentPage() {
  return null;
}
