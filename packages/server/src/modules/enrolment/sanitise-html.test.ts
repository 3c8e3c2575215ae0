import assert from 'node:assert/strict';
import { test } from 'node:test';
import { standardEnrolmentForm } from '@cc/core/forms';
import { checkDefinition } from './enrolment-access';
import { sanitiseHtml } from './sanitise-html';

// From the OWASP XSS filter evasion cheat sheet: each must come out with nothing that runs.
const PAYLOADS = [
  '<SCRIPT SRC=https://cdn.jsdelivr.net/gh/Moksh45/host-xss.rocks/index.js></SCRIPT>',
  "javascript:/*--></title></style></textarea></script></xmp><svg/onload='+/\"/+/onmouseover=1/+/[*/[]/+alert(1)//'>",
  '<IMG SRC="javascript:alert(\'XSS\');">',
  '<IMG SRC=javascript:alert(&quot;XSS&quot;)>',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>',
  '<IMG SRC=# onmouseover="alert(\'xxs\')">',
  '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
  '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">',
  '<IMG SRC="jav&#x09;ascript:alert(\'XSS\');">',
  '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
  '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
  '<iframe src=http://xss.rocks/scriptlet.html <',
  '<a href="jAvAsCrIpT:alert(1)">click</a>',
  '<svg><script>alert(1)</script></svg>',
  "<STYLE>@import'http://xss.rocks/xss.css';</STYLE>",
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(\'XSS\');">',
  '<TABLE BACKGROUND="javascript:alert(\'XSS\')">',
  '<DIV STYLE="background-image: url(javascript:alert(\'XSS\'))">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
];

test('HtmlText keeps text and simple formatting; every OWASP filter-evasion payload comes out inert', async () => {
  assert.equal(
    await sanitiseHtml('<p>Read the <strong>terms</strong> <a href="https://example.org/terms">here</a>.</p>'),
    '<p>Read the <strong>terms</strong> <a href="https://example.org/terms">here</a>.</p>',
  );
  for (const payload of PAYLOADS) {
    const clean = await sanitiseHtml(payload);
    assert.doesNotMatch(clean, /<(script|iframe|svg|math|style|meta|form|img|table|div|body)\b/i, payload);
    assert.doesNotMatch(clean, /\son\w+\s*=/i, payload);
    assert.doesNotMatch(clean, /href="[^"]*script:/i, payload);
  }
});

test('a stored form has its HtmlText sanitised', async () => {
  const form = standardEnrolmentForm('US');
  const terms = form.steps.at(-1)!.sections[0]!.fields[0]!;
  terms.text = '<p>Terms</p><img src=x onerror=alert(1)><script>alert(2)</script>';
  const stored = await checkDefinition(form);
  assert.equal(stored.steps.at(-1)!.sections[0]!.fields[0]!.text, '<p>Terms</p>');
});
