import { screenshotSrc } from './screenshot';

describe('screenshotSrc (spec §5)', () => {
  it.each([
    ['/objects/abc.png', '/objects/abc.png'],
    ['/public-objects/results/abc.png', '/public-objects/results/abc.png'],
    ['https://cdn.example.com/a.png', 'https://cdn.example.com/a.png'],
    ['http://cdn.example.com/a.png', 'http://cdn.example.com/a.png'],
  ])('uses %s as it is', (path, src) => {
    expect(screenshotSrc(path)).toBe(src);
  });

  it.each([
    ['/uploads/results/abc.png', '/public-objects/results/abc.png'],
    ['uploads/abc.png', '/public-objects/abc.png'],
    ['results/abc.png', '/public-objects/results/abc.png'],
    ['/results/abc.png', '/public-objects/results/abc.png'],
    ['//evil.example.com/x.png', '/public-objects/evil.example.com/x.png'],
  ])('serves %s from /public-objects/', (path, src) => {
    expect(screenshotSrc(path)).toBe(src);
  });

  it('drops only a leading /uploads/', () => {
    expect(screenshotSrc('/a/uploads/b.png')).toBe('/public-objects/a/uploads/b.png');
  });

  it.each([null, undefined, '', '   ', '/uploads/'])('has no screenshot for %j', (path) => {
    expect(screenshotSrc(path)).toBeNull();
  });
});
