import { describe, expect, it } from 'vitest';
import { videoOf, withVideoEmbeds } from './video-embeds.ts';

describe('videos in a post', () => {
  it('knows YouTube and Vimeo addresses by their strictly checked ids', () => {
    const youtube = { provider: 'YouTube', id: 'dQw4w9WgXcQ' };
    const embed = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';
    for (const address of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    ])
      expect(videoOf(address), address).toEqual({ ...youtube, embedUrl: embed });
    expect(videoOf('https://vimeo.com/76979871')).toEqual({
      provider: 'Vimeo',
      id: '76979871',
      embedUrl: 'https://player.vimeo.com/video/76979871',
    });
    expect(videoOf('https://player.vimeo.com/video/76979871')?.id).toBe('76979871');
  });

  it('refuses anything else', () => {
    for (const address of [
      'http://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=dQw4w9WgXc',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ"onload="x',
      'https://www.youtube.com/watch?v=../../x/abcd',
      'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      'https://evil.example/youtu.be/dQw4w9WgXcQ',
      'https://user@youtu.be/dQw4w9WgXcQ',
      'https://www.youtube.com/playlist?list=PL123',
      'https://www.youtube.com/@channel',
      'https://vimeo.com/channels/staffpicks',
      'https://vimeo.com/0123',
      'https://player.vimeo.com/video/1/2',
      'javascript:alert(1)',
      'not a url',
    ])
      expect(videoOf(address), address).toBeNull();
  });

  it('shows a paragraph that is only a link to a video as a titled, lazy player with its link', () => {
    const html =
      '<p><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ&amp;t=1s" target="_blank" rel="noopener noreferrer">Site visit &amp; "tour"</a></p>';
    expect(withVideoEmbeds(html)).toBe(
      '<figure class="video-embed"><div class="video-frame"><iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" ' +
        'title="Site visit &amp; &quot;tour&quot;" loading="lazy" allow="fullscreen; picture-in-picture; encrypted-media" ' +
        'referrerpolicy="strict-origin-when-cross-origin" allowfullscreen=""></iframe></div>' +
        '<figcaption><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ&amp;t=1s" target="_blank" rel="noopener noreferrer">Site visit &amp; "tour"</a></figcaption></figure>',
    );
    expect(withVideoEmbeds('<p><a href="https://vimeo.com/76979871"></a></p>')).toContain(
      'title="Vimeo video"',
    );
  });

  it('leaves other links, and a video link inside a sentence, as they are', () => {
    for (const html of [
      '<p><a href="https://example.com/watch?v=dQw4w9WgXcQ">x</a></p>',
      '<p>Watch <a href="https://youtu.be/dQw4w9WgXcQ">this</a></p>',
      '<p><a href="https://youtu.be/dQw4w9WgXcQ"><strong>bold</strong></a></p>',
      '<li><a href="https://youtu.be/dQw4w9WgXcQ">in a list</a></li>',
    ])
      expect(withVideoEmbeds(html)).toBe(html);
  });
});
