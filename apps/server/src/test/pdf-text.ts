import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * A PDF as a reader gets it: each page's text as pdf.js extracts it (what a screen reader or a copy
 * and paste gives: Arabic back in logical order), and the document's title.
 */
export async function readPdf(bytes: Uint8Array): Promise<{ pages: string[]; title: string }> {
  const document = await getDocument({ data: bytes.slice(), useSystemFonts: false, isEvalSupported: false })
    .promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  const { info } = (await document.getMetadata()) as { info: { Title?: string } };
  await document.destroy();
  return { pages, title: info.Title ?? '' };
}
