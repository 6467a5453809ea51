import { describe, expect, it } from 'vitest';
import { inlineString, xmlEscape } from './xmlText';

describe('xmlEscape', () => {
  it('leaves ordinary text alone, accents and emoji included', () => {
    expect(xmlEscape('Botika ni Ñora, 10% off 💊')).toBe('Botika ni Ñora, 10% off 💊');
  });

  it('escapes the markup characters', () => {
    expect(xmlEscape(`A & B <c> "d" 'e'`)).toBe(`A &amp; B &lt;c&gt; &quot;d&quot; 'e'`);
    expect(xmlEscape('&amp;')).toBe('&amp;amp;');
  });

  it('drops characters XML 1.0 cannot carry, keeping tab, newline and carriage return', () => {
    expect(xmlEscape('a\u0000b\u0001c\u0008d\u000Be\u000Cf\u001Fg\uFFFEh\uFFFF')).toBe('abcdefgh');
    expect(xmlEscape('a\tb\nc\rd')).toBe('a\tb\nc\rd');
  });

  it('drops a lone surrogate but keeps a pair', () => {
    expect(xmlEscape('x\uD83Dy\uDC8Az&')).toBe('xyz&amp;');
    expect(xmlEscape('\uD83D\uDC8A<')).toBe('\uD83D\uDC8A&lt;');
  });
});

describe('inlineString', () => {
  it('preserves leading and trailing white space', () => {
    expect(inlineString('abc')).toBe('<is><t>abc</t></is>');
    expect(inlineString(' abc')).toBe('<is><t xml:space="preserve"> abc</t></is>');
    expect(inlineString('abc\n')).toBe('<is><t xml:space="preserve">abc\n</t></is>');
    expect(inlineString('')).toBe('<is><t></t></is>');
  });
});
