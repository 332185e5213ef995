import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

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

/** How many pictures each page paints (image XObjects, JPEG or not), as pdf.js draws them. */
export async function imagesPainted(bytes: Uint8Array): Promise<number[]> {
  const document = await getDocument({ data: bytes.slice(), useSystemFonts: false, isEvalSupported: false })
    .promise;
  const painting = new Set<number>([
    OPS.paintImageXObject,
    OPS.paintInlineImageXObject,
    OPS.paintImageXObjectRepeat,
  ]);
  const counts: number[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const { fnArray } = await (await document.getPage(number)).getOperatorList();
    counts.push(fnArray.filter((op) => painting.has(op)).length);
  }
  await document.destroy();
  return counts;
}
