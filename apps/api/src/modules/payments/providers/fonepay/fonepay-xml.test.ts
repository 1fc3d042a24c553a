import { describe, expect, it } from 'vitest';
import { readFonepayXml, writeFonepayXml } from './fonepay-xml';

// The shape Fonepay's Java server (JAXB, root element "response") writes.
const ANSWER = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<response>
  <amount>1500.5</amount>
  <bankCode>NICENPKA</bankCode>
  <initiator>9841845631</initiator>
  <message>Transaction successful</message>
  <response_code>successful</response_code>
  <statusCode>0</statusCode>
  <success>true</success>
  <txnAmount>1500.5</txnAmount>
  <uniqueId>36463</uniqueId>
</response>`;

describe('Fonepay XML reader', () => {
  it('reads every child of the flat response as text', () => {
    expect(readFonepayXml(ANSWER)).toEqual({
      amount: '1500.5',
      bankCode: 'NICENPKA',
      initiator: '9841845631',
      message: 'Transaction successful',
      response_code: 'successful',
      statusCode: '0',
      success: 'true',
      txnAmount: '1500.5',
      uniqueId: '36463',
    });
  });

  it('reads empty elements, entities and a missing declaration', () => {
    expect(
      readFonepayXml(
        '<response><initiator/><message>A &amp; B &lt;&#36;&#x41;&gt;</message></response>',
      ),
    ).toEqual({ initiator: '', message: 'A & B <$A>' });
  });

  it.each([
    ['an empty body', ''],
    ['HTML', '<html><body>Service unavailable</body></html>'],
    ['JSON', '{"success":true}'],
    ['another root', '<result><success>true</success></result>'],
    ['an unclosed root', '<response><success>true</success>'],
    ['nesting', '<response><success><b>true</b></success></response>'],
    ['attributes', '<response><success x="1">true</success></response>'],
    ['mismatched tags', '<response><success>true</message></response>'],
    ['a duplicate child', '<response><success>false</success><success>true</success></response>'],
    ['stray text', '<response>true<success>true</success></response>'],
    ['text after the root', '<response><success>true</success></response>junk'],
    ['a bare ampersand', '<response><message>A & B</message></response>'],
    ['an unknown entity', '<response><message>&nbsp;</message></response>'],
    ['a NUL reference', '<response><message>&#0;</message></response>'],
    ['a DOCTYPE', '<!DOCTYPE response [<!ENTITY x "y">]><response></response>'],
    ['a huge body', `<response><message>${'x'.repeat(20_000)}</message></response>`],
  ])('refuses %s', (_name, text) => {
    expect(readFonepayXml(text)).toBeUndefined();
  });

  it('keeps a child named __proto__ as plain data', () => {
    const fields = readFonepayXml('<response><__proto__>x</__proto__></response>');
    expect(Object.getPrototypeOf(fields)).toBe(Object.prototype);
    expect(Object.hasOwn(fields!, '__proto__')).toBe(true);
  });

  it('writes what it reads back, escaping text', () => {
    const fields = { message: `Tom's <"shop"> & co`, success: 'false' };
    const xml = writeFonepayXml(fields);
    expect(xml).toContain('<message>Tom&apos;s &lt;&quot;shop&quot;&gt; &amp; co</message>');
    expect(readFonepayXml(xml)).toEqual(fields);
    expect(() => writeFonepayXml({ 'bad name': 'x' })).toThrow(/XML name/);
  });
});
