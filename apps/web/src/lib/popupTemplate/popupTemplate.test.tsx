import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { compileTemplate } from './compileTemplate.js';
import { TEMPLATE_HELPERS } from './helpers.js';
import { renderTemplate, type BlockProps } from './renderTemplate.js';

const feature = {
  id: 7,
  layerId: 3,
  properties: {
    label: 'Bridge OB12',
    height: 4.5,
    photo_date: '2024-03-05T09:30:00Z',
    exturl1: 'https://example.org/a',
    exturl1_n: 'Inspection',
    exturl2: 'javascript:alert(1)',
    tags: ['steel', 'rail'],
    secret: { nested: 'x' },
  },
};
const files = [
  { name: 'report.pdf', size: 2048 },
  { name: 'plan.dwg', size: 10 },
  { name: 'DTM_2023.tif', size: 5 },
];

function Tabs({ attrs, slots }: BlockProps) {
  return (
    <div data-testid="tabs" data-title={String(attrs.title ?? '')}>
      <section data-testid="slot-a">{slots.attributes}</section>
      <section data-testid="slot-b">{slots.default}</section>
    </div>
  );
}

function show(template: string) {
  const compiled = compileTemplate(template, new Set(['popup-tabs']));
  const { content, errors } = renderTemplate(
    compiled.nodes,
    {
      values: [
        { feature, properties: feature.properties, files, layer: { id: 3, name: 'Bridges' } },
      ],
      helpers: TEMPLATE_HELPERS,
    },
    { 'popup-tabs': Tabs },
  );
  const view = render(<div data-testid="popup">{content}</div>);
  return {
    view,
    errors: [...compiled.errors, ...errors].map((e) => e.message),
    popup: view.container.firstElementChild as HTMLElement,
  };
}

describe('the popup template engine: Vue syntax, interpreted', () => {
  it('interpolates, with helpers', () => {
    const { popup, errors } = show(
      '<p>{{ properties.label }} — {{ round(properties.height * 2, 1) }} m, {{ formatDate(properties.photo_date) }}, {{ formatSize(files[0].size) }}</p>',
    );
    expect(errors).toEqual([]);
    expect(popup.textContent).toBe('Bridge OB12 — 9 m, 05/03/2024, 2 KB');
  });

  it('follows v-if / v-else-if / v-else and v-show', () => {
    const { popup } = show(
      '<b v-if="properties.height > 10">tall</b><b v-else-if="properties.height > 4">medium</b><b v-else>low</b>' +
        '<i v-show="false">hidden</i>',
    );
    expect(popup.querySelector('b')?.textContent).toBe('medium');
    expect(popup.querySelectorAll('b')).toHaveLength(1);
    expect(popup.querySelector('i')?.style.display).toBe('none');
  });

  it('repeats with v-for over arrays (with index), objects (value, key, index) and counts', () => {
    const { popup } = show(
      '<ul><li v-for="(tag, i) in properties.tags" :key="i">{{ i }}:{{ tag }}</li></ul>' +
        '<ol><li v-for="(v, k, n) in { a: 1, b: 2 }">{{ n }}{{ k }}{{ v }}</li></ol>' +
        '<span v-for="n in 3">{{ n }}</span>',
    );
    expect([...popup.querySelectorAll('ul li')].map((li) => li.textContent)).toEqual([
      '0:steel',
      '1:rail',
    ]);
    expect([...popup.querySelectorAll('ol li')].map((li) => li.textContent)).toEqual([
      '0a1',
      '1b2',
    ]);
    expect([...popup.querySelectorAll('span')].map((s) => s.textContent).join('')).toBe('123');
  });

  it('binds attributes, classes and styles', () => {
    const { popup } = show(
      '<a :href="properties.exturl1" target="_blank" :title="properties.exturl1_n">x</a>' +
        '<div class="card" :class="{ tall: properties.height > 4, wide: false }" :style="{ color: \'red\', backgroundImage: \'url(x)\' }" v-bind="{ title: \'bound\' }">y</div>',
    );
    const link = popup.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('https://example.org/a');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.getAttribute('title')).toBe('Inspection');
    const div = popup.querySelector('div')!;
    expect(div.className).toBe('card tall');
    expect(div.style.color).toBe('red');
    expect(div.style.backgroundImage).toBe('');
    expect(div.getAttribute('title')).toBe('bound');
  });

  it('fills a building block’s slots', () => {
    const { popup } = show(
      '<popup-tabs :title="properties.label"><template #attributes>A</template>rest</popup-tabs>',
    );
    expect(screen.getByTestId('tabs').getAttribute('data-title')).toBe('Bridge OB12');
    expect(screen.getByTestId('slot-a').textContent).toBe('A');
    expect(screen.getByTestId('slot-b').textContent).toBe('rest');
    // The block is drawn inside the popup, its slots inside the block.
    expect(popup.contains(screen.getByTestId('tabs'))).toBe(true);
    expect(screen.getByTestId('tabs').contains(screen.getByTestId('slot-a'))).toBe(true);
  });

  it('sanitises raw HTML of v-html', () => {
    const { popup } = show(
      '<div v-html="\'<b onclick=alert(1)>bold</b><script>alert(2)</script><img src=x onerror=alert(3)>\'"></div>',
    );
    expect(popup.querySelector('b')?.getAttribute('onclick')).toBeNull();
    expect(popup.querySelector('script')).toBeNull();
    expect(popup.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });
});

describe('hostile templates render inert', () => {
  const alert = vi.fn();
  (globalThis as unknown as { alert: typeof alert }).alert = alert;

  it.each([
    ['script tags', '<script>alert(1)</script><p>after</p>', /<script> is not allowed/],
    ['style tags', '<style>body{display:none}</style>', /<style> is not allowed/],
    ['iframes', '<iframe src="https://evil.example"></iframe>', /<iframe> is not allowed/],
    [
      'on* attributes',
      '<img src="https://x.example/a.png" onerror="alert(1)">',
      /event attribute "onerror"/,
    ],
    ['event directives', '<p @click="alert(1)">x</p>', /not supported/],
    ['javascript: links', '<a :href="properties.exturl2">x</a>', /only http\(s\) links/],
    ['data: URLs', '<img src="data:image/svg+xml,<svg onload=alert(1)>">', /only http\(s\) links/],
    [
      'the constructor chain',
      "{{ constructor.constructor('alert(1)')() }}",
      /cannot be used|helper/,
    ],
    [
      'a string’s constructor',
      "{{ properties.label.constructor.constructor('alert(1)')() }}",
      /cannot be used|helper/,
    ],
    ['__proto__', '{{ properties.__proto__ }}', /cannot be used/],
    ['prototype', '{{ feature.prototype }}', /cannot be used/],
    ['template strings', '{{ `${alert(1)}` }}', /Cannot read the expression/],
    ['assignment', '{{ properties.label = 1 }}', /not supported|Cannot read/],
    ['calls of globals', '{{ alert(1) }}', /not a helper/],
    ['calls of methods', '{{ properties.label.toUpperCase() }}', /named helpers/],
    ['this', '{{ this.x }}', /not supported/],
  ])('%s', (_name, template, message) => {
    const { errors, popup } = show(template);
    expect(errors.join('\n')).toMatch(message);
    expect(popup.querySelector('script, style, iframe, [onerror], [onclick]')).toBeNull();
    expect(alert).not.toHaveBeenCalled();
  });

  it('stops a huge v-for and very deep nesting without hanging', () => {
    const huge = show('<span v-for="a in 1000"><i v-for="b in 1000">{{ a * b }}</i></span>');
    // Whichever limit comes first: the loop count or the evaluation budget.
    expect(huge.errors.join('\n')).toMatch(/repeats more than|takes too long/);
    const deep = show('<div>'.repeat(5000) + 'x' + '</div>'.repeat(5000));
    expect(deep.errors.join('\n')).toMatch(/nests deeper than/);
    const deeper = show('<div>'.repeat(20_000) + 'x' + '</div>'.repeat(20_000));
    expect(deeper.errors.join('\n')).toMatch(/too long/);
  });

  it('reports where a problem is', () => {
    const { errors } = show('<p>ok</p>\n<p>{{ missing( }}</p>');
    expect(errors[0]).toMatch(/Cannot read the expression/);
    const compiled = compileTemplate('<p>ok</p>\n<p>{{ missing( }}</p>', new Set());
    expect(compiled.errors[0]?.line).toBe(2);
  });
});
