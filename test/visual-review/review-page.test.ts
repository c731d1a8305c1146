import { describe, expect, it } from 'vitest';
import { renderReviewPage, type ScreenshotMismatch } from './review-page.ts';

const danger: ScreenshotMismatch = {
  story: 'Danger',
  storyId: 'primitives-button--danger',
  file: 'packages/ui/src/primitives/Button/Button.stories.tsx',
  message: '4514 pixels (ratio 0.02) differ.',
  images: { baseline: 'images/1-baseline.png', actual: 'images/1-new.png', diff: 'images/1-diff.png' },
};

const imageSources = (html: string) => [...html.matchAll(/<img src="([^"]*)"/g)].map((match) => match[1]);

describe('renderReviewPage', () => {
  it('shows each changed story with its baseline, new and difference images in that order', () => {
    const calendar: ScreenshotMismatch = {
      story: 'Month',
      file: 'packages/ui/src/calendar/CalendarView/CalendarView.stories.tsx',
      message: '120 pixels (ratio 0.01) differ.',
      images: { baseline: 'images/2-baseline.png', actual: 'images/2-new.png', diff: 'images/2-diff.png' },
    };
    const html = renderReviewPage([danger, calendar]);

    expect(html).toContain('<h1>Visual review: 2 changed screenshots</h1>');
    expect(html.match(/<section>/g)).toHaveLength(2);
    expect(html).toContain('<h2>Danger <span class="id">primitives-button--danger</span></h2>');
    expect(html).toContain('<h2>Month</h2>');
    expect(html).toContain('packages/ui/src/primitives/Button/Button.stories.tsx');
    expect(html).toContain('4514 pixels (ratio 0.02) differ.');
    expect(imageSources(html)).toEqual([
      'images/1-baseline.png',
      'images/1-new.png',
      'images/1-diff.png',
      'images/2-baseline.png',
      'images/2-new.png',
      'images/2-diff.png',
    ]);
  });

  it('names the command that accepts the changes, each folder once', () => {
    const small = { ...danger, story: 'Small', images: { ...danger.images } };
    const html = renderReviewPage([danger, small]);

    expect(html).toContain('<h1>Visual review: 2 changed screenshots</h1>');
    expect(html).toContain('<code>npm run update-screenshots -- packages/ui/src/primitives/Button</code>');
  });

  it('says when there is no difference image instead of showing a broken one', () => {
    const resized = { ...danger, images: { baseline: 'images/1-baseline.png', actual: 'images/1-new.png' } };
    const html = renderReviewPage([resized]);

    expect(html).toContain('<h1>Visual review: 1 changed screenshot</h1>');
    expect(imageSources(html)).toEqual(['images/1-baseline.png', 'images/1-new.png']);
    expect(html).toContain('No difference image');
  });

  it('escapes every text it shows, in content and in attributes', () => {
    const hostile: ScreenshotMismatch = {
      story: '<script>alert(1)</script> & "quoted"',
      storyId: "x'><img src=x onerror=alert(1)>",
      file: 'packages/<b>/A.stories.tsx',
      message: '<i>12</i> pixels',
      images: { baseline: 'images/"onerror="alert(1).png', actual: 'images/1-new.png' },
    };
    const html = renderReviewPage([hostile]);

    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('<i>');
    expect(html).not.toContain('onerror="alert');
    expect(html).not.toContain("x'><img");
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quoted&quot;');
    expect(imageSources(html)[0]).toBe('images/&quot;onerror=&quot;alert(1).png');
  });
});
