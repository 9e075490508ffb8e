// What the render server reads from a remote's stylesheets: `node --import tsx --test scripts/lib/*.test.ts`.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { classesOfStylesheet } from './render-server';

test('the class names a stylesheet styles, without those of comments, strings and URLs', () => {
  const css = `/* .commented */ .Ab12cd{color:red}.Ef34gh a:hover,.-x9{background:url(img.png)} [data-x=".quoted"] .Gh56ij{margin:.5rem}`;
  assert.deepEqual(classesOfStylesheet(css).sort(), ['-x9', 'Ab12cd', 'Ef34gh', 'Gh56ij']);
});
