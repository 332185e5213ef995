// What the contact sheet flags in a rendered story: text clipped by its box, and anything wider than
// the viewport. Text may be cut on purpose (a long name in a narrow list whose whole text is in its
// tooltip or on the item's own page): its element, or an ancestor, says so with
//
//   data-cut-by-design="<reason>"       why cutting is right there (a short key: long-name, preview…)
//   title="<the whole text>"             where the whole text can be read: its tooltip, or else
//   data-full-text-in="<where>"          in words, where else it can be read ("the request's page")
//
// Such a cut is listed apart, with its reason and where its whole text is, and is not a flag. A cut
// marked by design whose whole text can be read nowhere is still a flag: the mark is not a waiver.

/** The attribute that marks a cut as meant, and the one that says where its whole text can be read. */
export const CUT_BY_DESIGN_ATTRIBUTE = 'data-cut-by-design';
export const FULL_TEXT_IN_ATTRIBUTE = 'data-full-text-in';

/**
 * In the browser (passed whole to page.evaluate, so it uses nothing from outside itself): every text
 * clipped by its box (overflow hidden or clip, or an ellipsis, with more content than room) and
 * anything wider than the viewport (the page itself or a dialog). A cut marked by design comes back
 * with `byDesign: { reason, readAt }`.
 */
export function layoutProblemsInDocument() {
  const problems = [];
  const viewportWidth = document.documentElement.clientWidth;
  const normalise = (text) => (text ?? '').replace(/[\s\u00ad]+/g, ' ').trim();
  const describeElement = (element) => {
    const classes =
      typeof element.className === 'string' ? element.className.trim().split(/\s+/).filter(Boolean) : [];
    const name =
      element.tagName.toLowerCase() +
      classes
        .slice(0, 2)
        .map((c) => `.${c}`)
        .join('');
    const text = normalise(element.textContent);
    return { element: name, text: text.length > 80 ? `${text.slice(0, 79)}…` : text };
  };
  /** A cut's mark, and where its whole text can be read; null when it is not marked. */
  const designOf = (element) => {
    const marked = element.closest('[data-cut-by-design]');
    if (!marked) return null;
    const reason = marked.getAttribute('data-cut-by-design') || 'unnamed';
    const whole = normalise(element.textContent);
    const titled = element.closest('[title]');
    const title = titled && marked.contains(titled) ? normalise(titled.getAttribute('title')) : '';
    if (title.includes(whole)) return { reason, readAt: 'its tooltip (title)' };
    const place = normalise(marked.getAttribute('data-full-text-in'));
    if (place) return { reason, readAt: place };
    return { reason, readAt: null };
  };
  const pushCut = (element, kind, detail) => {
    const design = designOf(element);
    if (design?.readAt) {
      problems.push({ kind, ...describeElement(element), detail, byDesign: design });
    } else if (design) {
      problems.push({
        kind: `${kind}, marked by design (${design.reason}) but its whole text is nowhere to read`,
        ...describeElement(element),
        detail,
      });
    } else {
      problems.push({ kind, ...describeElement(element), detail });
    }
  };
  const pageWidth = document.documentElement.scrollWidth;
  if (pageWidth > viewportWidth + 1) {
    problems.push({
      kind: 'wider than the viewport',
      element: 'page',
      text: `${pageWidth}px of content in a ${viewportWidth}px viewport`,
    });
  }
  for (const dialog of document.querySelectorAll('[role="dialog"], [role="alertdialog"]')) {
    const box = dialog.getBoundingClientRect();
    if (box.width > 0 && (box.left < -1 || box.right > viewportWidth + 1)) {
      problems.push({
        kind: 'wider than the viewport',
        ...describeElement(dialog),
        text: `dialog spans ${Math.round(box.left)}–${Math.round(box.right)}px of a ${viewportWidth}px viewport`,
      });
    }
  }
  for (const element of document.querySelectorAll('body *')) {
    if (
      element.closest('.sb-wrapper, .sb-errordisplay, .sb-preparing-story, .sb-preparing-docs, .sb-nopreview')
    ) {
      continue;
    }
    if (!element.textContent?.trim()) continue;
    // A carousel's viewport hides the slides beyond the ones in view on purpose; its slides' own
    // text is still checked.
    if (element.classList.contains('ui-carousel__viewport')) continue;
    const style = getComputedStyle(element);
    if (style.display === 'none' || style.visibility === 'hidden') continue;
    // Text kept for screen readers only sits in a 1px clipped box on purpose.
    if (element.clientWidth <= 1 || element.clientHeight <= 1) continue;
    if (style.clip !== 'auto' || (style.clipPath && style.clipPath !== 'none')) continue;
    const clipsInline = ['hidden', 'clip'].includes(style.overflowX);
    const clipsBlock = ['hidden', 'clip'].includes(style.overflowY);
    const ellipsis = style.textOverflow === 'ellipsis';
    const overInline = element.scrollWidth > element.clientWidth + 1;
    // Tall glyphs (Arabic marks) overhang a single line box by a few pixels without being cut, so
    // only a hidden part of half a line or more counts as clipped text.
    const lineHeight = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.2;
    const overBlock = element.scrollHeight - element.clientHeight >= lineHeight / 2;
    if (overInline && (clipsInline || ellipsis)) {
      pushCut(
        element,
        ellipsis ? 'cut with an ellipsis' : 'clipped',
        `${element.scrollWidth}px of text in ${element.clientWidth}px`,
      );
    } else if (overBlock && clipsBlock && !style.webkitLineClamp?.match(/^\d/)) {
      pushCut(element, 'clipped', `${element.scrollHeight}px of text in ${element.clientHeight}px high`);
    }
  }
  return problems;
}

/** The flags of a render, and apart from them the cuts made by design (each with reason and place). */
export function partitionLayoutProblems(problems) {
  return {
    flags: problems.filter((problem) => !problem.byDesign),
    byDesign: problems.filter((problem) => problem.byDesign),
  };
}
