/**
 * Invoices for stories and browser tests, without network: files of a given size and type.
 */

export const PDF_TYPE = 'application/pdf';
export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A file of `bytes` bytes (zeros) with that name and type. */
export function invoiceFile(name: string, type: string, bytes = 2048): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

/**
 * Chooses a file in a file input as the browser does (ignoring its `accept`, so a refused format
 * reaches the component's own check).
 */
export function chooseFile(input: HTMLInputElement, file: File): void {
  const data = new DataTransfer();
  data.items.add(file);
  input.files = data.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}
