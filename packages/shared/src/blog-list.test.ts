import { expect, it } from 'vitest';
import { blogPageWindow } from './blog-list.ts';
it('gives each page of the blog list the built-in posts first, then backend posts at an offset', () => {
  expect(blogPageWindow(1, 8)).toEqual({
    builtIns: { start: 0, end: 6 },
    backend: { offset: 0, limit: 0 },
  });
  expect(blogPageWindow(2, 8)).toEqual({
    builtIns: { start: 6, end: 8 },
    backend: { offset: 0, limit: 4 },
  });
  expect(blogPageWindow(3, 8)).toEqual({
    builtIns: { start: 8, end: 8 },
    backend: { offset: 4, limit: 6 },
  });
  expect(blogPageWindow(1, 0)).toEqual({
    builtIns: { start: 0, end: 0 },
    backend: { offset: 0, limit: 6 },
  });
});
