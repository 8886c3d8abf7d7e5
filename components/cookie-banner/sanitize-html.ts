import { guardUrl } from '../../core/net/url-guard.ts';

const ALLOWED_TAGS = new Set(['P', 'BR', 'A', 'STRONG', 'EM', 'B', 'I', 'U', 'SPAN', 'SMALL']);
const ALLOWED_ATTRIBUTES: Record<string, readonly string[]> = { A: ['href', 'target', 'rel'] };

/** A link's address the banner keeps: one the URL guard passes, or an email or phone link. */
const linkable = (href: string) => /^\s*(mailto|tel):/i.test(href) || guardUrl(href).ok;

/**
 * The banner text is HTML the site owner wrote, parsed inert (../base/parse-html.ts). It is rendered
 * with only inline text markup and links whose address passes the URL guard (http and https), or
 * writes to or calls someone (`mailto:`, `tel:`); anything else (scripts, styles, handlers,
 * frames) is dropped, keeping its text. Cleans `content` in place and answers it.
 */
export function sanitizeBannerHtml(content: DocumentFragment): DocumentFragment {
  cleanChildren(content);
  return content;
}

function cleanChildren(parent: ParentNode): void {
  for (const node of [...parent.childNodes]) {
    if (node.nodeType === Node.TEXT_NODE) continue;
    if (!(node instanceof Element)) {
      node.remove();
      continue;
    }
    if (
      node.localName === 'script' ||
      node.localName === 'style' ||
      node.localName === 'template'
    ) {
      node.remove();
      continue;
    }
    cleanChildren(node);
    if (!ALLOWED_TAGS.has(node.tagName)) {
      node.replaceWith(...node.childNodes);
      continue;
    }
    const allowed = ALLOWED_ATTRIBUTES[node.tagName] ?? [];
    for (const attribute of [...node.attributes]) {
      if (!allowed.includes(attribute.name)) node.removeAttribute(attribute.name);
    }
    if (node.tagName === 'A') {
      const href = node.getAttribute('href');
      if (href !== null && !linkable(href)) node.removeAttribute('href');
      if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    }
  }
}
