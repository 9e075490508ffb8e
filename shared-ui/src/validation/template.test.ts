import { describe, expect, it } from 'vitest';
import { TEMPLATE_IMAGE_MAX_BYTES, templateColourProblem, templateImageProblem, templateTextProblem } from './template';

describe('template rules', () => {
  it('takes PNG and JPEG up to 2 MB and names the field and the limit otherwise', () => {
    expect(templateImageProblem({ name: 'logo.png', type: 'image/png', size: TEMPLATE_IMAGE_MAX_BYTES }, 'Logo')).toBeNull();
    expect(templateImageProblem({ name: 'logo.jpg', type: '', size: 10 }, 'Logo')).toBeNull();
    expect(templateImageProblem({ name: 'logo.svg', type: 'image/svg+xml', size: 10 }, 'Logo')).toBe('Logo must be a PNG or JPEG image (SVG is not accepted).');
    expect(templateImageProblem({ name: 'bg.png', type: 'image/png', size: TEMPLATE_IMAGE_MAX_BYTES + 1 }, 'Background image')).toBe(
      'Background image is too large: an image may be at most 2 MB.',
    );
  });

  it('judges text as a certificate is judged, and colours as #rrggbb', () => {
    expect(templateTextProblem('title', '<script>alert(1)</script>')).toBe('Title must not contain script-like content');
    expect(templateTextProblem('name', '  ')).toBe('Template name is required');
    expect(templateTextProblem('description', '')).toBeNull();
    expect(templateColourProblem('#1C7ED6', 'Accent colour')).toBeNull();
    expect(templateColourProblem('red', 'Accent colour')).toBe('Accent colour must be a colour written like #1c7ed6');
  });
});
