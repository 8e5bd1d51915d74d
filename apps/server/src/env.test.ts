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

  it('refuses TRUST_PROXY ranges wider than /8 (IPv4) or /32 (IPv6) and more than 3 hops, in one line', () => {
    const refusal = (value: string) => {
      try {
        readEnv({ TRUST_PROXY: value });
      } catch (error) {
        return (error as Error).message.split('\n').slice(1);
      }
      throw new Error(`TRUST_PROXY=${value} was accepted`);
    };
    for (const wide of [
      '0.0.0.0/0',
      '0.0.0.0/1,128.0.0.0/1',
      '10.0.0.0/7',
      '::/0',
      'fd00::/8',
      '2001:db8::/31',
      // Proxy addresses are matched as IPv4-mapped IPv6 too: these hold every IPv4 address.
      '::/32',
      '::ffff:0.0.0.0/96',
      '::ffff:0.0.0.0/103',
    ]) {
      const lines = refusal(wide);
      expect(lines, wide).toHaveLength(1);
      expect(lines[0], wide).toMatch(
        /^ {2}TRUST_PROXY: TRUST_PROXY ranges must be \/8 or narrower for IPv4 and \/32 or narrower for IPv6 .*; too wide: /,
      );
    }
    expect(refusal('10.0.0.5, 0.0.0.0/1')[0]).toMatch(/too wide: 0\.0\.0\.0\/1$/);
    for (const hops of ['4', '10', '99999999999']) {
      const lines = refusal(hops);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(`TRUST_PROXY=${hops} trusts more hops than there are proxies`);
    }
    expect(readEnv({ TRUST_PROXY: '3' }).TRUST_PROXY).toBe(3);
    expect(
      readEnv({ TRUST_PROXY: '10.0.0.0/8,192.168.0.0/16,2001:db8::/32,::ffff:10.0.0.0/104' })
        .TRUST_PROXY,
    ).toEqual(['10.0.0.0/8', '192.168.0.0/16', '2001:db8::/32', '::ffff:10.0.0.0/104']);
  });

  it('reads IMAGE_HOSTS as host names, and refuses a scheme, a path or a wildcard', () => {
    expect(readEnv({}).IMAGE_HOSTS).toEqual([]);
    expect(
      readEnv({ IMAGE_HOSTS: ' Images.Example.com, cdn.example.net:8443,,photos.example.org:443' })
        .IMAGE_HOSTS,
    ).toEqual(['images.example.com', 'cdn.example.net:8443', 'photos.example.org']);
    for (const bad of ['https://images.example.com', 'images.example.com/a', '*.example.com']) {
      expect(() => readEnv({ IMAGE_HOSTS: bad }), bad).toThrow(
        `IMAGE_HOSTS must be comma-separated host names such as images.example.com (no scheme, path or wildcard); not understood: ${bad}`,
      );
    }
  });

  it('reads UPLOAD_QUOTA_MB as megabytes above 0 (2048 unset), and refuses anything else', () => {
    expect(readEnv({}).UPLOAD_QUOTA_MB).toBe(2048);
    expect(readEnv({ UPLOAD_QUOTA_MB: ' 512 ' }).UPLOAD_QUOTA_MB).toBe(512);
    expect(readEnv({ UPLOAD_QUOTA_MB: '0.5' }).UPLOAD_QUOTA_MB).toBe(0.5);
    for (const bad of ['0', '-1', '2GB']) {
      expect(() => readEnv({ UPLOAD_QUOTA_MB: bad }), bad).toThrow(
        `UPLOAD_QUOTA_MB must be a number of megabytes above 0, such as 2048; not understood: ${bad}`,
      );
    }
  });
});
