/**
 * The address of one offered width, in the two size formats of spec part 1 §9:
 * `queryString` adds `format=750w` to the query (replacing a `format` there already), and
 * `filename` puts `-750w` before the file's extension (`image.jpg` → `image-750w.jpg`; no
 * extension: at the end). The hash is kept. A `data:` or `blob:` image (made in the page, the
 * only size there is) and a vector (an `.svg` file, drawn sharp at any width) are left as they
 * are, in either format. Pure; never throws.
 */
import type { SizeFormat } from './settings.ts';

const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i;

/** The path of an address: what comes before its query and hash. */
const pathOf = (source: string) => source.split(/[?#]/, 1)[0]!;

/**
 * An image with no widths to ask for: one made in the page (a `data:` or `blob:` address, the
 * only size there is), or a vector (an `.svg` or `.svgz` file), which needs none.
 */
export const hasNoWidths = (source: string): boolean =>
  /^\s*(?:data|blob):/i.test(source) || /\.svgz?$/i.test(pathOf(source));
const AUTHORITY = /^(?:[a-z][a-z\d+.-]*:)?\/\/[^/?#]*/i;

export function sizedImageUrl(source: string, width: number, format: SizeFormat): string {
  if (hasNoWidths(source)) return source;
  const size = `${width}w`;
  const hashAt = source.indexOf('#');
  const hash = hashAt === -1 ? '' : source.slice(hashAt);
  const beforeHash = hashAt === -1 ? source : source.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = queryAt === -1 ? '' : beforeHash.slice(queryAt + 1);

  if (format === 'filename')
    return `${withFileSize(path, size)}${queryAt === -1 ? '' : `?${query}`}${hash}`;

  const kept = query.split('&').filter((pair) => pair !== '' && !/^format(?:=|$)/.test(pair));
  return `${path}?${[...kept, `format=${size}`].join('&')}${hash}`;
}

function withFileSize(path: string, size: string): string {
  const authority = AUTHORITY.exec(path)?.[0] ?? '';
  const rest = path.slice(authority.length) || '/';
  const slashAt = rest.lastIndexOf('/');
  // A last segment of `.` or `..` (also percent-encoded) names a folder, not a file.
  if (DOT_SEGMENT.test(rest.slice(slashAt + 1))) return `${authority}${rest}/-${size}`;
  const folder = rest.slice(0, slashAt + 1);
  const file = rest.slice(slashAt + 1);
  const dotAt = file.lastIndexOf('.');
  const named =
    dotAt > 0 ? `${file.slice(0, dotAt)}-${size}${file.slice(dotAt)}` : `${file}-${size}`;
  return `${authority}${folder}${named}`;
}
