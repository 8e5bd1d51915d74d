import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readEnv } from './env.ts';

describe('readEnv', () => {
  it('gives a first `npm start` with no variables absolute folders relative to where it was started', () => {
    const env = readEnv({});
    expect(env.DATA_DIR).toBe(path.resolve('data'));
    expect(path.isAbsolute(env.DATA_DIR)).toBe(true);
    expect(readEnv({ DATA_DIR: '', WEB_DIST_DIR: 'some/dist' })).toMatchObject({
      DATA_DIR: path.resolve('data'),
      WEB_DIST_DIR: path.resolve('some/dist'),
    });
  });
});
