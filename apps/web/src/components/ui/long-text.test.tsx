import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LongText } from './long-text.tsx';
import { PostContent } from './post-content.tsx';

describe("a long text: the editor's HTML or plain text written before it", () => {
  it('shows plain text as written, in one paragraph, markdown signs and all', () => {
    const { container } = render(
      <LongText text={'You will **fix** lights.\nEvery day.'} className="mt-4" />,
    );
    expect(container.innerHTML).toBe('<p class="mt-4">You will **fix** lights.\nEvery day.</p>');
  });

  it("shows the editor's HTML through the post policy", () => {
    const { container } = render(
      <LongText
        text={
          '<h2>The role</h2><p>You will <strong>fix</strong> lights.<img src=x onerror="alert(1)"></p>'
        }
        className="mt-4"
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'The role' })).toBeInTheDocument();
    expect(container.firstElementChild).toHaveClass('post-content', 'mt-4');
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelector('strong')).toHaveTextContent('fix');
  });
});

describe('a video link in a post', () => {
  it('shows as a titled, lazily loaded YouTube player with its link under it', () => {
    render(
      <PostContent html='<p><a href="https://youtu.be/dQw4w9WgXcQ">Rush hour at the junction</a></p>' />,
    );
    const player = screen.getByTitle('Rush hour at the junction');
    expect(player.tagName).toBe('IFRAME');
    expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(player).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('link', { name: 'Rush hour at the junction' })).toHaveAttribute(
      'href',
      'https://youtu.be/dQw4w9WgXcQ',
    );
  });
});
