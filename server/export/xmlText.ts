/**
 * Text made safe for XML element content and attribute values. Characters XML
 * 1.0 does not allow (control characters other than tab, LF and CR; lone
 * surrogates; U+FFFE, U+FFFF) are dropped, since no escape can carry them and
 * one of them would make Excel refuse the whole file.
 */

// Cheap test first: almost every value needs no work at all. Control characters are what it looks for.
// eslint-disable-next-line no-control-regex
const NEEDS_WORK = /[&<>"\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/;
// With the u flag a valid surrogate pair is one code point (kept); a lone surrogate is stripped.
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const MARKUP = /[&<>"]/g;
const ENTITY: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

export function xmlEscape(text: string): string {
  if (!NEEDS_WORK.test(text)) return text;
  return text.replace(NOT_XML_CHAR, '').replace(MARKUP, (c) => ENTITY[c]);
}

/**
 * An inline-string cell body. Leading or trailing white space needs
 * xml:space="preserve", or readers trim it.
 */
export function inlineString(text: string): string {
  const edge = text.length > 0 && (isSpace(text.charCodeAt(0)) || isSpace(text.charCodeAt(text.length - 1)));
  return edge ? `<is><t xml:space="preserve">${xmlEscape(text)}</t></is>` : `<is><t>${xmlEscape(text)}</t></is>`;
}

function isSpace(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
}
